import Foundation
import ReactiveCore

/// A list view that pulls its content, as `UITableView` does: it asks its data source for
/// counts and cells, reuses cells, and applies batch updates. TerminalUI's table view is one;
/// a `UITableView` adapter can be another.
///
/// Its `lifetime` ends when it is torn down; bindings to it end then.
@MainActor
public protocol ListView: LifetimeProviding {
  /// Where the view pulls sections, rows and cells from. Binders set it.
  var listDataSource: (any ListDataSource)? { get set }

  /// Whether the view is on screen; a detached view is reloaded rather than batch-updated.
  var isAttached: Bool { get }

  /// Registers the type of cell to create for `identifier`.
  func register(_ cellType: any ReusableCell.Type, forReuseIdentifier identifier: String)

  /// A free cell registered under `identifier` (reused, or created), for the row at `indexPath`.
  ///
  /// A list view empties a cell's `reuseBag` when the cell stops showing a row (it scrolls
  /// away, its row is deleted or reloaded), and at the latest before handing it out again, so
  /// bindings made for a row never outlive it.
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell

  /// Forgets every row and asks the data source again.
  func reloadData()

  /// Applies `update` in one batch: deletions and reloads at old positions, then insertions and
  /// moves at new ones; counts asked before and after must add up. `animation` says how rows
  /// appear and disappear (a view may ignore it).
  func performBatchUpdates(_ update: ListBatchUpdate, animation: RowAnimation)

  /// Configures again the visible cells at these (new) positions, without replacing them.
  func reconfigureItems(at indexPaths: [IndexPath])
}

/// How rows appear and disappear in a batch update.
public enum RowAnimation: Sendable, Equatable {
  /// The view's choice.
  case automatic
  /// Fade in and out.
  case fade
  /// No animation.
  case none
  /// Slide in from, or out to, the right (UIKit's name).
  case right
  /// Slide in from, or out to, the left (UIKit's name).
  case left
  /// Slide from the top (UIKit's name).
  case top
  /// Slide from the bottom (UIKit's name).
  case bottom
  /// Grow from the middle (UIKit's name).
  case middle
}

/// One batch of changes to a list view, in `UITableView` terms.
public struct ListBatchUpdate: Equatable, Sendable {
  /// A section that moved: old index to new index.
  public typealias SectionMove = ListMove<Int>
  /// A row that moved: old index path to new index path.
  public typealias ItemMove = ListMove<IndexPath>

  /// Old indices of deleted sections.
  public var deletedSections: [Int] = []
  /// New indices of inserted sections.
  public var insertedSections: [Int] = []
  /// Sections that moved: old index to new index.
  public var movedSections: [SectionMove] = []
  /// Old indices of sections whose header or footer changed (their rows stay).
  public var reloadedSections: [Int] = []
  /// Old index paths of deleted rows.
  public var deletedItems: [IndexPath] = []
  /// New index paths of inserted rows.
  public var insertedItems: [IndexPath] = []
  /// Rows that moved: old index path to new index path.
  public var movedItems: [ItemMove] = []
  /// Old index paths of rows whose content changed and that did not move (reloaded in the batch).
  public var reloadedItems: [IndexPath] = []

  /// Creates an empty batch.
  public init() {}

  /// Whether the batch changes nothing.
  public var isEmpty: Bool { self == ListBatchUpdate() }
}

/// What a list view pulls: sections, rows, cells and section titles; and what it tells when the
/// user deletes or moves a row.
@MainActor
public protocol ListDataSource: AnyObject {
  /// How many sections there are.
  func numberOfSections(in listView: any ListView) -> Int
  /// How many rows `section` has.
  func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int
  /// The configured cell for the row at `indexPath`.
  func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ReusableCell
  /// The title above `section`, if any.
  func listView(_ listView: any ListView, titleForHeaderInSection section: Int) -> String?
  /// The title below `section`, if any.
  func listView(_ listView: any ListView, titleForFooterInSection section: Int) -> String?
  /// Whether the user may delete the row at `indexPath` (asked before the list view reports
  /// the request; yes unless implemented).
  func listView(_ listView: any ListView, canEditItemAt indexPath: IndexPath) -> Bool
  /// Whether the user may move the row at `indexPath` (yes unless implemented).
  func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user deleted the row at `indexPath`. A data source that owns its rows removes it and
  /// tells the list view (a batch); a binder does nothing: the deletion comes back through its
  /// data, from whoever observes the list view's deletions.
  func listView(_ listView: any ListView, commitDeletionOfItemAt indexPath: IndexPath)
  /// The user moved the row at `source` to `destination`. Returns whether the data source has
  /// already moved it in its rows (UIKit's data sources do), so the list view shows the move at
  /// once; `false` (what a binder answers) when the move comes back through the data.
  func listView(_ listView: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) -> Bool
}

extension ListDataSource {
  /// Every row may be deleted.
  public func listView(_ listView: any ListView, canEditItemAt indexPath: IndexPath) -> Bool { true }
  /// Every row may be moved.
  public func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
  /// Nothing: the deletion comes back through the data.
  public func listView(_ listView: any ListView, commitDeletionOfItemAt indexPath: IndexPath) {}
  /// Nothing moved yet: the move comes back through the data.
  public func listView(_ listView: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) -> Bool {
    false
  }
}
