import Bindings
import Foundation

/// Bond's table binder data source, to subclass with UITableView's title methods:
///
///     class TitledBinder<Changeset: SectionedDataSourceChangeset>: TableViewBinderDataSource<Changeset>
///     where Changeset.Collection == Array2D<String, Int> {
///       override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
///         changeset?.collection[sectionAt: section].metadata
///       }
///     }
///     data.bind(to: tableView, cellType: TableViewCell.self, using: TitledBinder()) { cell, item in
///       cell.text = "\(item)"
///     }
///
/// Bond's article writes the override as `@objc func` (UIKit finds it through Objective-C);
/// here it is `override func`.
@MainActor
open class TableViewBinderDataSource<Changeset: SectionedDataSourceChangeset>: BinderDataSource<Changeset> {
  /// The title above `section`; `nil` unless a subclass says otherwise.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// The title below `section`; `nil` unless a subclass says otherwise.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

  /// `tableView(_:titleForHeaderInSection:)` of the table this binder feeds.
  override open func titleForHeader(inSection section: Int) -> String? {
    guard let table = listView as? TableView else { return nil }
    return tableView(table, titleForHeaderInSection: section)
  }

  /// `tableView(_:titleForFooterInSection:)` of the table this binder feeds.
  override open func titleForFooter(inSection section: Int) -> String? {
    guard let table = listView as? TableView else { return nil }
    return tableView(table, titleForFooterInSection: section)
  }
}
