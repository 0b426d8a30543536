import Foundation

extension SectionedChangeset {
  /// `old` changed as this changeset says: the new sectioned list.
  ///
  /// Sections first (as `Changeset.applied(to:)`, with updates replacing metadata only); then,
  /// in each section present before and after, items leave (deletes and move sources) and the
  /// remaining ones keep their order around the inserted and moved-in items.
  /// - Precondition: `old` has the changeset's old sections, and the changeset is consistent.
  public func applied(to old: [Section]) -> [Section] {
    precondition(old.count == sections.oldCount, "a changeset of \(sections.oldCount) sections applied to \(old.count)")
    // Where each surviving old section goes.
    var newSectionOfOld = [Int](repeating: -1, count: old.count)
    var sectionTaken = [Bool](repeating: false, count: sections.newCount)
    for insertion in sections.insertions { sectionTaken[insertion.index] = true }
    var sectionLeaves = [Bool](repeating: false, count: old.count)
    for index in sections.deletes { sectionLeaves[index] = true }
    for move in sections.moves {
      newSectionOfOld[move.source] = move.destination
      sectionTaken[move.destination] = true
      sectionLeaves[move.source] = true
    }
    var free = 0
    for index in old.indices where !sectionLeaves[index] {
      while sectionTaken[free] { free += 1 }
      newSectionOfOld[index] = free
      sectionTaken[free] = true
    }

    // Items arriving in each surviving section, by new index path; items leaving each old one.
    var arriving: [Int: [Int: Item]] = [:]
    for insertion in itemInsertions {
      arriving[insertion.indexPath.section, default: [:]][insertion.indexPath.item] = insertion.element
    }
    var leaving: [Int: Set<Int>] = [:]
    for path in itemDeletes { leaving[path.section, default: []].insert(path.item) }
    for move in itemMoves {
      arriving[move.destination.section, default: [:]][move.destination.item] =
        old[move.source.section].items[move.source.item]
      leaving[move.source.section, default: []].insert(move.source.item)
    }

    var result = [Section?](repeating: nil, count: sections.newCount)
    for insertion in sections.insertions { result[insertion.index] = insertion.element }
    for (oldIndex, newIndex) in newSectionOfOld.enumerated() where newIndex >= 0 {
      let staying = old[oldIndex].items.indices.filter { !(leaving[oldIndex]?.contains($0) ?? false) }
      let incoming = arriving[newIndex] ?? [:]
      var items: [Item] = []
      items.reserveCapacity(staying.count + incoming.count)
      var nextStaying = staying.makeIterator()
      for position in 0..<(staying.count + incoming.count) {
        if let item = incoming[position] {
          items.append(item)
        } else if let index = nextStaying.next() {
          items.append(old[oldIndex].items[index])
        } else {
          preconditionFailure("inconsistent changeset: section \(newIndex) has a gap at \(position)")
        }
      }
      result[newIndex] = ListSection(old[oldIndex].metadata, items: items)
    }
    for update in sections.updates { result[update.destination]?.metadata = update.element.metadata }
    for update in itemUpdates { result[update.destination.section]?.items[update.destination.item] = update.element }
    return result.map { $0! }
  }
}
