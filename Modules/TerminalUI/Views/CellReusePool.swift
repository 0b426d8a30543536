import Bindings
import Foundation
import ReactiveCore

/// A cell a list view reuses: a table's or a collection view's.
@MainActor
protocol PooledCell: View, ReusableCell {
  /// The identifier the cell was registered and dequeued with.
  var reuseIdentifier: String { get }
  /// Whether the list view shows the cell selected.
  var isSelected: Bool { get set }
  /// UIKit's hook before a cell is handed out again.
  func prepareForReuse()
}

/// The cells a list view has made, by reuse identifier: registered types, and free cells to hand
/// out again before making new ones. What a table and a collection view share.
@MainActor
struct CellReusePool<Cell: PooledCell> {
  private var registered: [String: any ReusableCell.Type] = [:]
  private var free: [String: [Cell]] = [:]
  /// How many cells were made in all.
  private(set) var createdCount = 0

  /// Registers `cellType` for `identifier`.
  mutating func register(_ cellType: any ReusableCell.Type, for identifier: String) {
    registered[identifier] = cellType
  }

  /// Whether a cell type is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { registered[identifier] != nil }

  /// A free cell (its bag emptied, `prepareForReuse` called) or a new one of the type
  /// registered for `identifier`, hosted by `host`.
  mutating func dequeue(_ identifier: String, host: View) -> any ReusableCell {
    if let cell = free[identifier]?.popLast() {
      cell.reuseBag.dispose()
      cell.prepareForReuse()
      return cell
    }
    guard let cellType = registered[identifier] else {
      preconditionFailure("no cell registered for reuse identifier \(identifier)")
    }
    createdCount += 1
    let cell = cellType.init(reuseIdentifier: identifier)
    (cell as? Cell)?.host = host
    return cell
  }

  /// Takes `cells` back: their bags emptied, shown unselected.
  mutating func recycle(_ cells: some Sequence<Cell>) {
    for cell in cells {
      cell.reuseBag.dispose()
      cell.isSelected = false
      free[cell.reuseIdentifier, default: []].append(cell)
    }
  }

  /// The cells of `visible` whose rows stay through `update`, at their new index paths, after
  /// taking back the others (deleted or reloaded rows).
  mutating func keepCells(_ visible: [IndexPath: Cell], through update: ListBatchUpdate) -> [IndexPath: Cell] {
    let origins = RowOrigins(update)
    let reloaded = Set(update.reloadedItems)
    var kept: [IndexPath: Cell] = [:]
    for (path, cell) in visible {
      if !reloaded.contains(path), let destination = origins.newIndexPath(ofRowAt: path) {
        kept[destination] = cell
      } else {
        recycle([cell])
      }
    }
    return kept
  }
}
