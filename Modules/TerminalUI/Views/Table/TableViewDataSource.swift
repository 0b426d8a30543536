import Bindings
import Foundation

/// UITableView's data source, by its UIKit names, for code written against UIKit:
///
///     extension BeersViewController: TableViewDataSource {
///       func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { beers.count }
///       func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { ... }
///     }
///     tableView.dataSource = self
///
/// Only the two row methods are required; one section and no titles are the defaults.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The configured cell for the row at `indexPath` (dequeue it with
  /// `dequeueReusableCell(withIdentifier:for:)`).
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// How many sections there are (1 unless implemented).
  func numberOfSections(in tableView: TableView) -> Int
  /// The title above `section`, if any.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title below `section`, if any.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether the user may delete the row (Delete on it, or Backspace in editing mode); yes
  /// unless implemented.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the user may move the row in editing mode; **no** unless implemented (UIKit
  /// decides from whether `moveRowAt` exists, which Swift cannot ask): implement both.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user deleted the row (`editingStyle` is `.delete`): remove it from your data, then
  /// call `deleteRows(at:with:)`, as with UIKit.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// The user moved a row: move it in your data. The table shows the move itself afterwards,
  /// as UIKit does.
  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Every row may be deleted.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row may be moved.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Nothing is deleted.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Nothing is moved.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// UITableView's delegate, by its UIKit name: told when the user chooses a row (Enter on it).
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user chose the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableView {
  /// The UIKit-style data source (held weakly, as UIKit does). Setting it reloads; it replaces
  /// any binder (a binder sets `listDataSource`).
  public var dataSource: (any TableViewDataSource)? {
    get { (listDataSource as? UIKitDataSourceAdapter)?.dataSource }
    set { listDataSource = newValue.map { UIKitDataSourceAdapter($0) } }
  }
}

/// Presents a `TableViewDataSource` as the `ListDataSource` the table pulls from.
@MainActor
final class UIKitDataSourceAdapter: ListDataSource {
  weak var dataSource: (any TableViewDataSource)?

  init(_ dataSource: any TableViewDataSource) {
    self.dataSource = dataSource
  }

  func numberOfSections(in listView: any ListView) -> Int {
    guard let dataSource, let table = listView as? TableView else { return 0 }
    return dataSource.numberOfSections(in: table)
  }

  func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
    guard let dataSource, let table = listView as? TableView else { return 0 }
    return dataSource.tableView(table, numberOfRowsInSection: section)
  }

  func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ReusableCell {
    guard let dataSource, let table = listView as? TableView else {
      preconditionFailure("a cell was asked for after the table's data source went away")
    }
    return dataSource.tableView(table, cellForRowAt: indexPath)
  }

  func listView(_ listView: any ListView, titleForHeaderInSection section: Int) -> String? {
    guard let table = listView as? TableView else { return nil }
    return dataSource?.tableView(table, titleForHeaderInSection: section)
  }

  func listView(_ listView: any ListView, titleForFooterInSection section: Int) -> String? {
    guard let table = listView as? TableView else { return nil }
    return dataSource?.tableView(table, titleForFooterInSection: section)
  }

  func listView(_ listView: any ListView, canEditItemAt indexPath: IndexPath) -> Bool {
    guard let dataSource, let table = listView as? TableView else { return false }
    return dataSource.tableView(table, canEditRowAt: indexPath)
  }

  func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let dataSource, let table = listView as? TableView else { return false }
    return dataSource.tableView(table, canMoveRowAt: indexPath)
  }

  func listView(_ listView: any ListView, commitDeletionOfItemAt indexPath: IndexPath) {
    guard let dataSource, let table = listView as? TableView else { return }
    dataSource.tableView(table, commit: .delete, forRowAt: indexPath)
  }

  func listView(_ listView: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource, let table = listView as? TableView else { return false }
    dataSource.tableView(table, moveRowAt: source, to: destination)
    return true
  }
}
