import Bindings
import Foundation

/// Apple's name for a table's diffable data source.
public typealias TableViewDiffableDataSource<SectionID: Hashable, ItemID: Hashable> = DiffableDataSource<
  SectionID, ItemID
>

extension DiffableDataSource {
  /// The data source of `tableView` in the shape of `UITableViewDiffableDataSource`:
  /// `cellProvider` returns each row's cell, or `nil`, which UIKit crashes on. Here a `nil` cell
  /// is told to `onMissingCell` and the row shows a placeholder saying so, so a bug in a provider
  /// shows on screen instead of ending the program.
  public convenience init(
    tableView: TableView,
    cellProvider:
      @escaping @MainActor (_ tableView: TableView, _ indexPath: IndexPath, _ item: ItemID) -> TableViewCell?
  ) {
    let reporter = MissingCellReporter()
    self.init(listView: tableView) { _, indexPath, item in
      if let cell = cellProvider(tableView, indexPath, item) { return cell }
      reporter.report(indexPath)
      return MissingCell.placeholder(in: tableView, for: indexPath, item: item)
    }
    reporter.report = { [weak self] indexPath in self?.onMissingCell?(indexPath) }
  }
}

/// Forwards a missing cell to the data source made with it (set once the data source exists).
@MainActor
private final class MissingCellReporter {
  var report: (IndexPath) -> Void = { _ in }
}

/// The row shown where a cell provider returned no cell.
@MainActor
private enum MissingCell {
  static let identifier = "DiffableDataSource.missingCell"

  static func placeholder<Item>(in tableView: TableView, for indexPath: IndexPath, item: Item) -> TableViewCell {
    if !tableView.isRegistered(identifier) { tableView.register(TableViewCell.self, forReuseIdentifier: identifier) }
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.text = "No cell for row \(indexPath.row) (\(item)): the cell provider returned nil"
    return cell
  }
}
