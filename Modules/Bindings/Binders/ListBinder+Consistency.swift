import Foundation

extension ListBinder {
  /// Why `changeset` cannot take sections of `oldCounts` rows to sections of `newCounts` rows
  /// (or, without `newCounts`, cannot apply to `oldCounts`), or `nil` when it can: the counts a
  /// list view checks before and after a batch must add up.
  static func inconsistency(
    of changeset: SectionedChangeset<Metadata, Item>, oldCounts: [Int], newCounts: [Int]?
  ) -> String? {
    let old = oldCounts
    let sections = changeset.sections
    guard sections.oldCount == old.count else {
      return "the changeset is for \(sections.oldCount) sections, the list has \(old.count)"
    }
    if let new = newCounts, sections.newCount != new.count {
      return "the changeset makes \(sections.newCount) sections, the new list has \(new.count)"
    }
    guard sections.oldCount - sections.deletes.count == sections.newCount - sections.insertions.count else {
      return "section counts do not add up"
    }
    guard distinct(sections.deletes + sections.moves.map { $0.source }, below: old.count),
      distinct(sections.inserts + sections.moves.map { $0.destination }, below: sections.newCount)
    else { return "section indices out of range or repeated" }
    // Each section present before and after: where it goes.
    var newSectionOfOld = [Int](repeating: -1, count: old.count)
    var taken = Set(sections.inserts)
    for move in sections.moves {
      newSectionOfOld[move.source] = move.destination
      taken.insert(move.destination)
    }
    let leaving = Set(sections.deletes + sections.moves.map { $0.source })
    var free = 0
    for index in old.indices where !leaving.contains(index) {
      while taken.contains(free) { free += 1 }
      newSectionOfOld[index] = free
      taken.insert(free)
    }
    var expectedCount = [Int: Int]()
    for (oldIndex, newIndex) in newSectionOfOld.enumerated() where newIndex >= 0 {
      expectedCount[newIndex] = old[oldIndex]
    }
    let surviving = Set(newSectionOfOld.filter { $0 >= 0 })
    var sources = Set<IndexPath>()
    let rowSources = changeset.itemDeletes + changeset.itemMoves.map { $0.source }
    for path in rowSources {
      guard path.section < old.count, newSectionOfOld[path.section] >= 0,
        (0..<old[path.section]).contains(path.item), sources.insert(path).inserted
      else { return "row \(path) cannot be deleted or moved from" }
      expectedCount[newSectionOfOld[path.section], default: 0] -= 1
    }
    var destinations = Set<IndexPath>()
    let rowDestinations = changeset.itemInsertions.map { $0.indexPath } + changeset.itemMoves.map { $0.destination }
    for path in rowDestinations {
      guard surviving.contains(path.section), path.item >= 0, destinations.insert(path).inserted else {
        return "row \(path) cannot be inserted or moved to"
      }
      expectedCount[path.section, default: 0] += 1
    }
    for path in destinations where path.item >= expectedCount[path.section, default: 0] {
      return "row \(path) is past the end of its section"
    }
    if let new = newCounts {
      for (section, count) in expectedCount where new[section] != count {
        return "section \(section) should have \(count) rows after the batch, the new list has \(new[section])"
      }
    }
    for update in changeset.itemUpdates where !sources.contains(update.source) {
      guard update.source.section < old.count, (0..<old[update.source.section]).contains(update.source.item)
      else { return "updated row \(update.source) does not exist" }
    }
    return nil
  }

  private static func distinct(_ indices: [Int], below bound: Int) -> Bool {
    Set(indices).count == indices.count && indices.allSatisfy { (0..<bound).contains($0) }
  }
}
