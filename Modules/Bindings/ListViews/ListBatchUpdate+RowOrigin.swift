import Foundation

extension ListBatchUpdate {
  /// Where a row shown after a batch was before it.
  public enum RowOrigin: Equatable, Sendable {
    /// New: inserted, or in an inserted section.
    case inserted
    /// Moved from this old index path.
    case moved(from: IndexPath)
    /// Not moved: it was at this old index path (shifted only by the changes around it).
    case kept(IndexPath)
  }

  /// Where the row at `newIndexPath` (after this batch) was before it. For many rows, make
  /// `RowOrigins` once.
  public func origin(ofRowAt newIndexPath: IndexPath) -> RowOrigin {
    RowOrigins(self).origin(ofRowAt: newIndexPath)
  }

  /// The old index of the section at `newSection` after this batch, or `nil` if it is inserted.
  public func oldSection(of newSection: Int) -> Int? {
    RowOrigins(self).oldSection(of: newSection)
  }
}

/// Answers where rows shown after a batch were before it, so a list view keeps the cells of rows
/// that stayed and configures only new, moved and reloaded ones. Made in time `k log k` for a
/// batch of `k` changes; each answer costs at most `k`, whatever the length of the list.
public struct RowOrigins: Sendable {
  private let insertedSections: Set<Int>
  private let sectionMoveSources: [Int: Int]
  private let sectionsArriving: [Int]
  private let sectionsLeaving: [Int]
  private let rowsInserted: Set<IndexPath>
  private let rowMoveSources: [IndexPath: IndexPath]
  private let rowsArriving: [Int: [Int]]
  private let rowsLeaving: [Int: [Int]]
  private let deletedSections: Set<Int>
  private let sectionMoveDestinations: [Int: Int]
  private let rowsDeleted: Set<IndexPath>
  private let rowMoveDestinations: [IndexPath: IndexPath]

  /// Prepares the answers for `update`.
  public init(_ update: ListBatchUpdate) {
    insertedSections = Set(update.insertedSections)
    sectionMoveSources = Dictionary(update.movedSections.map { ($0.destination, $0.source) }) { first, _ in first }
    sectionsArriving = (update.insertedSections + update.movedSections.map { $0.destination }).sorted()
    sectionsLeaving = (update.deletedSections + update.movedSections.map { $0.source }).sorted()
    rowsInserted = Set(update.insertedItems)
    rowMoveSources = Dictionary(update.movedItems.map { ($0.destination, $0.source) }) { first, _ in first }
    rowsArriving = Dictionary(grouping: (update.insertedItems + update.movedItems.map { $0.destination })) {
      $0.section
    }.mapValues { $0.map { $0.item }.sorted() }
    rowsLeaving = Dictionary(grouping: (update.deletedItems + update.movedItems.map { $0.source })) {
      $0.section
    }.mapValues { $0.map { $0.item }.sorted() }
    deletedSections = Set(update.deletedSections)
    sectionMoveDestinations = Dictionary(update.movedSections.map { ($0.source, $0.destination) }) { first, _ in first }
    rowsDeleted = Set(update.deletedItems)
    rowMoveDestinations = Dictionary(update.movedItems.map { ($0.source, $0.destination) }) { first, _ in first }
  }

  /// The new index of the section that was at `oldSection`, or `nil` if it was deleted.
  public func newSection(of oldSection: Int) -> Int? {
    if deletedSections.contains(oldSection) { return nil }
    if let destination = sectionMoveDestinations[oldSection] { return destination }
    return Self.oldIndex(ofNew: oldSection, arriving: sectionsLeaving, leaving: sectionsArriving)
  }

  /// Where the row that was at `oldIndexPath` is after the batch, or `nil` if it was deleted
  /// (itself or with its section). A reloaded row keeps its place.
  public func newIndexPath(ofRowAt oldIndexPath: IndexPath) -> IndexPath? {
    guard let newSection = newSection(of: oldIndexPath.section) else { return nil }
    if rowsDeleted.contains(oldIndexPath) { return nil }
    if let destination = rowMoveDestinations[oldIndexPath] { return destination }
    // Rows keep their order relative to the rows that stayed: the mapping of `origin` run backwards.
    let newItem = Self.oldIndex(
      ofNew: oldIndexPath.item, arriving: rowsLeaving[oldIndexPath.section] ?? [],
      leaving: rowsArriving[newSection] ?? [])
    return IndexPath(item: newItem, section: newSection)
  }

  /// The old index of the section at `newSection`, or `nil` if it is inserted.
  public func oldSection(of newSection: Int) -> Int? {
    if insertedSections.contains(newSection) { return nil }
    if let source = sectionMoveSources[newSection] { return source }
    return Self.oldIndex(ofNew: newSection, arriving: sectionsArriving, leaving: sectionsLeaving)
  }

  /// Where the row at `newIndexPath` was before the batch.
  public func origin(ofRowAt newIndexPath: IndexPath) -> ListBatchUpdate.RowOrigin {
    guard let oldSection = oldSection(of: newIndexPath.section) else { return .inserted }
    if rowsInserted.contains(newIndexPath) { return .inserted }
    if let source = rowMoveSources[newIndexPath] { return .moved(from: source) }
    let oldItem = Self.oldIndex(
      ofNew: newIndexPath.item, arriving: rowsArriving[newIndexPath.section] ?? [],
      leaving: rowsLeaving[oldSection] ?? [])
    return .kept(IndexPath(item: oldItem, section: oldSection))
  }

  /// The old index of the item at `new` that neither arrived nor left: its rank among the items
  /// that stayed, mapped back past the ones that left. Both lists are sorted.
  private static func oldIndex(ofNew new: Int, arriving: [Int], leaving: [Int]) -> Int {
    var index = new - countBelow(new, in: arriving)
    for gone in leaving {
      guard gone <= index else { break }
      index += 1
    }
    return index
  }

  /// How many of the sorted `values` are below `bound`.
  private static func countBelow(_ bound: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
