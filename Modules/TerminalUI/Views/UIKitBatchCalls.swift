import Bindings
import Foundation

/// What UIKit's batch calls need of a list view (a table's `insertRows`, a collection view's
/// `insertItems`…): one open batch, the counts as laid out and as the data source has them now,
/// and the two ways to apply it. The checking and applying is written once, here.
@MainActor
protocol UIKitBatchCalls: ListView {
  /// The calls of the open batch, and how deeply batches nest.
  var pendingBatch: PendingBatch { get set }
  /// Whether a reload is pending (then the next layout shows the data source as it is).
  var needsReload: Bool { get }
  /// The section counts the view laid out.
  var laidOutCounts: [Int] { get }
  /// Told why a batch broke UIKit's rules.
  var onInconsistentUpdate: ((String) -> Void)? { get }
}

extension UIKitBatchCalls {
  /// The section counts the data source reports now.
  func askCounts() -> [Int] {
    guard let source = listDataSource else { return [] }
    return (0..<source.numberOfSections(in: self)).map { source.listView(self, numberOfItemsInSection: $0) }
  }

  /// Adds one call to the open batch, or applies it as a batch of its own.
  func record(_ animation: RowAnimation?, _ change: (inout PendingBatch) -> Void) {
    if let animation { pendingBatch.animation = animation }
    guard pendingBatch.depth == 0 else { return change(&pendingBatch) }
    var batch = PendingBatch()
    batch.animation = animation ?? .automatic
    change(&batch)
    applyBatchCalls(batch)
  }

  /// Opens a batch (batches nest).
  func openBatch() {
    pendingBatch.depth += 1
  }

  /// Closes a batch; the outermost one applies.
  func closeBatch() {
    precondition(pendingBatch.depth > 0, "a batch was closed that was not open")
    pendingBatch.depth -= 1
    guard pendingBatch.depth == 0 else { return }
    let batch = pendingBatch
    pendingBatch = PendingBatch()
    applyBatchCalls(batch)
  }

  /// Checks `batch` against the counts the view knows and the data source's new ones, then
  /// applies it, or reports why not and reloads.
  func applyBatchCalls(_ batch: PendingBatch) {
    guard !needsReload, !batch.isEmpty else { return }
    let old = laidOutCounts
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
