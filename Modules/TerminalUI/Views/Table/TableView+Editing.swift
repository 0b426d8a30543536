import Bindings
import Foundation
import ReactiveCore

/// Deleting and moving rows, as UIKit's editing does: the table reports what the user asked
/// for (`deletions`, `moves`) and tells its data source; the data changes, and the table shows
/// it. A UIKit-style data source changes its rows when told (and calls `deleteRows` for a
/// deletion, as with UIKit); a binder's data changes through whoever observes the table.
extension TableView {
  /// Turns editing mode on or off (`animated` is accepted for UIKit's spelling).
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Delete (or Backspace in editing mode): reports the selected row's deletion if the data
  /// source lets it go.
  func deleteSelectedRow() -> Bool {
    loadIfNeeded()
    guard let path = selectedIndexPath, let source = listDataSource, source.listView(self, canEditItemAt: path)
    else { return false }
    deletionsInput.send(value: path)
    source.listView(self, commitDeletionOfItemAt: path)
    return true
  }

  /// Capital K or J in editing mode: reports moving the selected row one place up (`-1`) or
  /// down (`1`), into the neighbouring section at a section's end, if the data source lets it
  /// move. The selection goes with the row.
  func moveSelectedRow(by offset: Int) {
    loadIfNeeded()
    guard let source = selectedIndexPath, let dataSource = listDataSource,
      dataSource.listView(self, canMoveItemAt: source),
      let destination = destinationOfMove(from: source, by: offset)
    else { return }
    // Set first: an observer may change the data before `send` returns.
    selectionAfterMove = destination
    movesInput.send(value: (source, destination))
    if dataSource.listView(self, moveItemAt: source, to: destination) {
      // The data source already moved it (UIKit's way): show the move now, as the batch call
      // it is (checked against the data source's counts like any other).
      selectionAfterMove = nil
      moveRow(at: source, to: destination)
    }
  }

  /// Puts the selection on the row the user moved, if the data now has it there; says whether
  /// it did.
  func takeSelectionAfterMove() -> Bool {
    guard let target = selectionAfterMove, layout.contains(target) else { return false }
    selectionAfterMove = nil
    selectedIndexPath = target
    needsScrollToSelection = true
    return true
  }

  /// Where a row at `source` ends up moved one place by `offset`: the next or previous row of
  /// its section, or the start of the next section / the end of the previous one.
  private func destinationOfMove(from source: IndexPath, by offset: Int) -> IndexPath? {
    if offset > 0 {
      if source.item + 1 < numberOfRows(inSection: source.section) {
        return IndexPath(item: source.item + 1, section: source.section)
      }
      return source.section + 1 < numberOfSections ? IndexPath(item: 0, section: source.section + 1) : nil
    }
    if source.item > 0 { return IndexPath(item: source.item - 1, section: source.section) }
    guard source.section > 0 else { return nil }
    return IndexPath(item: numberOfRows(inSection: source.section - 1), section: source.section - 1)
  }
}
