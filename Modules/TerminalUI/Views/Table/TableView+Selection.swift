import Bindings
import Foundation
import ReactiveCore

/// The selection: the keyboard's cursor over the rows, and UIKit's calls for it.
extension TableView {
  /// Selects the row at `indexPath` (ignored if there is no such row) and scrolls to it.
  public func selectRow(at indexPath: IndexPath) {
    loadIfNeeded()
    guard layout.contains(indexPath) else { return }
    selectedIndexPath = indexPath
    isSelectionHidden = false
    selectionAfterMove = nil
    needsScrollToSelection = true
    setNeedsLayout()
  }

  /// The selected row, or nil when there is none or `deselectRow` hid it (UIKit's name).
  public var indexPathForSelectedRow: IndexPath? {
    isSelectionHidden ? nil : selectedIndexPath
  }

  /// Hides the highlight of the row at `indexPath` if it is the selected one, as UIKit's
  /// `deselectRow` (called after handling a choice). The keyboard keeps its place: the next
  /// arrow moves on from that row. `animated` is accepted for UIKit's spelling; a terminal
  /// redraws at once.
  public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
    loadIfNeeded()
    guard indexPath == selectedIndexPath, !isSelectionHidden else { return }
    isSelectionHidden = true
    setNeedsLayout()
  }

  /// Shows the highlight again if `deselectRow` hid it.
  func showSelection() {
    guard isSelectionHidden else { return }
    isSelectionHidden = false
    setNeedsLayout()
  }

  /// Moves the selection `rows` rows down (up if negative), stopping at the ends; tells
  /// `selections` when it moved.
  public func moveSelection(by rows: Int) {
    loadIfNeeded()
    guard layout.rowCount > 0 else { return }
    showSelection()
    let current = selectedIndexPath.map(layout.flatIndex) ?? 0
    let target = min(max(0, current + rows), layout.rowCount - 1)
    guard let path = layout.indexPath(ofFlatIndex: target), path != selectedIndexPath else { return }
    selectRow(at: path)
    selectionsInput.send(value: path)
  }
}
