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
    pendingBatch.depth += 1
  }

  /// Ends a batch started by `beginUpdates()`: checks it against the data source's new counts,
  /// then moves, inserts, deletes and reloads the rows.
  public func endUpdates() {
    precondition(pendingBatch.depth > 0, "endUpdates() without beginUpdates()")
    pendingBatch.depth -= 1
    guard pendingBatch.depth == 0 else { return }
    let batch = pendingBatch
    pendingBatch = PendingBatch()
    applyBatchCalls(batch)
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

  /// Adds one call to the open batch, or applies it as a batch of its own.
  private func record(_ animation: RowAnimation?, _ change: (inout PendingBatch) -> Void) {
    if let animation { pendingBatch.animation = animation }
    guard pendingBatch.depth == 0 else { return change(&pendingBatch) }
    var batch = PendingBatch()
    batch.animation = animation ?? .automatic
    change(&batch)
    applyBatchCalls(batch)
  }

  /// Checks `batch` against the counts the table knows and the data source's new ones, then
  /// applies it, or reports why not and reloads.
  private func applyBatchCalls(_ batch: PendingBatch) {
    // Not loaded yet (or a reload is pending): the next layout shows the data source as it is.
    guard !needsReload, !batch.isEmpty else { return }
    let old = layout.counts
    let new = askCounts()
    let (update, reloadProblems) = batch.resolvingReloadedSections(from: old, to: new)
    let problems = reloadProblems.isEmpty ? update.problems(from: old, to: new) : reloadProblems
    guard problems.isEmpty else {
      onInconsistentUpdate?(
        "Invalid batch update (section counts \(old) -> \(new)): " + problems.joined(separator: "; "))
      reloadData()
      return
    }
    performBatchUpdates(update, animation: batch.animation)
  }
}

/// The open batch of UITableView-style calls.
struct PendingBatch {
  var update = ListBatchUpdate()
  /// Old indices of the sections `reloadSections` named: UIKit asks them again whole, rows and
  /// all, so unlike `ListBatchUpdate.reloadedSections` (titles only) their counts may change.
  var reloadedSections: [Int] = []
  var animation = RowAnimation.automatic
  var depth = 0

  var isEmpty: Bool { update.isEmpty && reloadedSections.isEmpty }

  /// The batch as the table applies it: each reloaded section's old rows deleted and its new
  /// rows inserted, its titles reloaded; and what is wrong with the reloads (a section out of
  /// range, reloaded twice, or also deleted or moved). Rows named on their own in a reloaded
  /// section then show up as named twice in `ListBatchUpdate.problems(from:to:)`.
  func resolvingReloadedSections(from old: [Int], to new: [Int]) -> (update: ListBatchUpdate, problems: [String]) {
    guard !reloadedSections.isEmpty else { return (update, []) }
    var resolved = update
    var problems: [String] = []
    if Set(reloadedSections).count != reloadedSections.count { problems.append("reloaded section repeated") }
    let origins = RowOrigins(update)
    let leaving = Set(update.deletedSections + update.movedSections.map { $0.source })
    for section in Set(reloadedSections).sorted() {
      guard old.indices.contains(section) else {
        problems.append("reloaded section \(section) out of range")
        continue
      }
      guard !leaving.contains(section), let newSection = origins.newSection(of: section),
        new.indices.contains(newSection)
      else {
        problems.append("section \(section) reloaded and deleted or moved")
        continue
      }
      resolved.deletedItems += (0..<old[section]).map { IndexPath(item: $0, section: section) }
      resolved.insertedItems += (0..<new[newSection]).map { IndexPath(item: $0, section: newSection) }
      resolved.reloadedSections.append(section)
    }
    return (resolved, problems)
  }
}
