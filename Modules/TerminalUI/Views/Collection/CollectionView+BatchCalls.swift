import Bindings
import Foundation

/// UICollectionView's batch calls, for code written against UIKit:
///
///     photos.insert(photo, at: 0)
///     collectionView.performBatchUpdates {
///       collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
///     }
///
/// As in UIKit, deletes, reloads and move sources name items as they were before the batch,
/// inserts and move destinations as they are after it, and the data source must already hold the
/// new items; a call outside `performBatchUpdates` is a batch of its own. A batch that breaks
/// those rules is reported to `onInconsistentUpdate` and the view reloads (UIKit raises an
/// exception). The same checks as a table's (`UIKitBatchCalls`).
extension CollectionView: UIKitBatchCalls {
  /// The section counts as laid out.
  var laidOutCounts: [Int] { layout.counts }

  /// Runs `updates` (the item and section calls) as one batch, then `completion` with `true`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    openBatch()
    updates?()
    closeBatch()
    completion?(true)
  }

  /// Inserts items at `indexPaths` (positions after the batch).
  public func insertItems(at indexPaths: [IndexPath]) {
    record(.automatic) { $0.update.insertedItems += indexPaths }
  }

  /// Deletes the items at `indexPaths` (positions before the batch).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record(.automatic) { $0.update.deletedItems += indexPaths }
  }

  /// Asks again for the cells of the items at `indexPaths` (positions before the batch).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record(.automatic) { $0.update.reloadedItems += indexPaths }
  }

  /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(nil) { $0.update.movedItems.append(ListMove(source: indexPath, destination: newIndexPath)) }
  }

  /// Inserts the sections at `sections` (indices after the batch).
  public func insertSections(_ sections: IndexSet) {
    record(.automatic) { $0.update.insertedSections += Array(sections) }
  }

  /// Deletes the sections at `sections` (indices before the batch), with their items.
  public func deleteSections(_ sections: IndexSet) {
    record(.automatic) { $0.update.deletedSections += Array(sections) }
  }

  /// Asks again for the titles and items of `sections` (indices before the batch).
  public func reloadSections(_ sections: IndexSet) {
    record(.automatic) { $0.reloadedSections += Array(sections) }
  }

  /// Moves section `section` (before the batch) to `newSection` (after it).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(nil) { $0.update.movedSections.append(ListMove(source: section, destination: newSection)) }
  }
}
