import Bindings
import Foundation

/// UITableView's batch calls, for code written against UIKit (the seed articles' table views):
///
///     items.insert(beer, at: 0)
///     tableView.beginUpdates()
///     tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
///     tableView.endUpdates()
///
/// Calls between `beginUpdates()` and `endUpdates()` (or inside `performBatchUpdates`) make one
/// batch; a call outside them is a batch of its own. As in UIKit, deletes, reloads and move
/// sources name rows as they were before the batch, inserts and move destinations as they are
/// after it, and the data source must already hold the new rows. A batch that breaks those rules
/// is reported to `onInconsistentUpdate` and the table reloads (UIKit raises an exception).
/// The terminal draws every animation as an immediate change.
extension TableView {
  /// Starts a batch: the row and section calls until the matching `endUpdates()` apply together.
  /// Batches nest; the outermost `endUpdates()` applies.
  public func beginUpdates() {
    openBatch()
  }

  /// Ends a batch started by `beginUpdates()`: checks it against the data source's new counts,
  /// then moves, inserts, deletes and reloads the rows.
  public func endUpdates() {
    precondition(pendingBatch.depth > 0, "endUpdates() without beginUpdates()")
    closeBatch()
  }

  /// Runs `updates` (the row and section calls) as one batch, then `completion` with `true`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Inserts rows at `indexPaths` (positions after the batch).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.update.insertedItems += indexPaths }
  }

  /// Deletes the rows at `indexPaths` (positions before the batch).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.update.deletedItems += indexPaths }
  }

  /// Asks again for the cells of the rows at `indexPaths` (positions before the batch).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.update.reloadedItems += indexPaths }
  }

  /// Moves the row at `indexPath` (before the batch) to `newIndexPath` (after it).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(nil) { $0.update.movedItems.append(ListMove(source: indexPath, destination: newIndexPath)) }
  }

  /// Inserts the sections at `sections` (indices after the batch).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.update.insertedSections += Array(sections) }
  }

  /// Deletes the sections at `sections` (indices before the batch), with their rows.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.update.deletedSections += Array(sections) }
  }

  /// Asks again for the titles and rows of `sections` (indices before the batch).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.reloadedSections += Array(sections) }
  }

  /// Moves section `section` (before the batch) to `newSection` (after it).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(nil) { $0.update.movedSections.append(ListMove(source: section, destination: newSection)) }
  }

  /// Registers `cellClass` for `identifier` (UIKit's name for `register(_:forReuseIdentifier:)`).
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    register(cellClass, forReuseIdentifier: identifier)
  }

  /// A pooled or new cell for `identifier`, or `nil` when nothing is registered for it (the
  /// older UIKit call, without an index path).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard isRegistered(identifier) else { return nil }
    return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(item: 0, section: 0))
  }
}

extension TableView: UIKitBatchCalls {
  /// The section counts as laid out.
  var laidOutCounts: [Int] { layout.counts }
}
