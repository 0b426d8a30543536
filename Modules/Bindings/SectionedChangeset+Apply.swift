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

    // Per section: item indices leaving the old one, items arriving in the new one.
    var leaving: [Int: [Int]] = [:]
    for path in itemDeletes { leaving[path.section, default: []].append(path.item) }
    var arriving: [Int: [(index: Int, element: Item)]] = [:]
    for insertion in itemInsertions {
      arriving[insertion.indexPath.section, default: []].append((insertion.indexPath.item, insertion.element))
    }
    for move in itemMoves {
      leaving[move.source.section, default: []].append(move.source.item)
      arriving[move.destination.section, default: []].append(
        (move.destination.item, old[move.source.section].items[move.source.item]))
    }

    var result = [Section?](repeating: nil, count: sections.newCount)
    for insertion in sections.insertions { result[insertion.index] = insertion.element }
    for (oldIndex, newIndex) in newSectionOfOld.enumerated() where newIndex >= 0 {
      let oldItems = old[oldIndex].items
      let items =
        leaving[oldIndex] == nil && arriving[newIndex] == nil
        ? oldItems : mergeRuns(old: oldItems, leaving: leaving[oldIndex] ?? [], arriving: arriving[newIndex] ?? [])
      guard let items else { preconditionFailure("inconsistent changeset: section \(oldIndex) -> \(newIndex)") }
      result[newIndex] = ListSection(old[oldIndex].metadata, items: items)
    }
    for update in sections.updates { result[update.destination]?.metadata = update.element.metadata }
    for update in itemUpdates { result[update.destination.section]?.items[update.destination.item] = update.element }
    return result.map { $0! }
  }
}
