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

  /// Where the row at `newIndexPath` (after this batch) was before it. List views use it to
  /// keep the cells of rows that stayed and configure only new, moved and reloaded ones; it
  /// costs time in the size of the batch, not of the list.
  public func origin(ofRowAt newIndexPath: IndexPath) -> RowOrigin {
    let newSection = newIndexPath.section
    guard let oldSection = oldSection(of: newSection) else { return .inserted }
    if insertedItems.contains(newIndexPath) { return .inserted }
    if let move = movedItems.first(where: { $0.destination == newIndexPath }) { return .moved(from: move.source) }
    let arrivingBefore = (insertedItems + movedItems.map { $0.destination })
      .filter { $0.section == newSection && $0.item < newIndexPath.item }.count
    let leaving = (deletedItems + movedItems.map { $0.source }).filter { $0.section == oldSection }.map { $0.item }
    let oldItem = Self.oldIndex(ofRank: newIndexPath.item - arrivingBefore, leaving: leaving)
    return .kept(IndexPath(item: oldItem, section: oldSection))
  }

  /// The old index of the section at `newSection` after this batch, or `nil` if it is inserted.
  public func oldSection(of newSection: Int) -> Int? {
    if insertedSections.contains(newSection) { return nil }
    if let move = movedSections.first(where: { $0.destination == newSection }) { return move.source }
    let arrivingBefore = (insertedSections + movedSections.map { $0.destination }).filter { $0 < newSection }.count
    return Self.oldIndex(
      ofRank: newSection - arrivingBefore, leaving: deletedSections + movedSections.map { $0.source })
  }

  /// The old index of the `rank`-th (from 0) index that is not `leaving`.
  private static func oldIndex(ofRank rank: Int, leaving: [Int]) -> Int {
    var index = rank
    for gone in leaving.sorted() {
      guard gone <= index else { break }
      index += 1
    }
    return index
  }
}
