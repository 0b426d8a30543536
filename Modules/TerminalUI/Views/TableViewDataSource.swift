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
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
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
}
