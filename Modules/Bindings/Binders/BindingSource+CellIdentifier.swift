import Foundation
import ReactiveCore

// RxCocoa's `items(cellIdentifier:cellType:)` shape for ReactiveCore's sources, so an article
// written with it binds a producer, signal or property of arrays the same way:
//
//     viewModel.beers.bind(to: tableView, cellIdentifier: "BeerCell", cellType: BeerCell.self) { row, beer, cell in
//       cell.textLabel?.text = beer.name
//     }

@MainActor
extension BindingSource {
  /// Binds arrays to `listView`, one row per item, with cells of `cellType` registered under
  /// `cellIdentifier`; `configure` gets the row, the item and the cell (its `reuseBag` emptied).
  /// New arrays are diffed into batch updates.
  @discardableResult
  public func bind<Item: Identifiable & Equatable, Cell: ReusableCell>(
    to listView: any ListView, cellIdentifier: String, cellType: Cell.Type,
    configure: @escaping @MainActor (_ row: Int, _ item: Item, _ cell: Cell) -> Void
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView,
      using: oneCellTypeBinder(
        for: listView, cellIdentifier: cellIdentifier, cellType: cellType, animated: true, rowAnimation: .automatic
      ) { indexPath, cell, item in configure(indexPath.item, item, cell) })
  }

  /// As `bind(to:cellIdentifier:cellType:configure:)`, for items that cannot be diffed: each
  /// new array reloads the list.
  @discardableResult
  public func bind<Item, Cell: ReusableCell>(
    to listView: any ListView, cellIdentifier: String, cellType: Cell.Type,
    configure: @escaping @MainActor (_ row: Int, _ item: Item, _ cell: Cell) -> Void
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView,
      using: oneCellTypeBinder(
        for: listView, cellIdentifier: cellIdentifier, cellType: cellType, animated: true, rowAnimation: .automatic
      ) { indexPath, cell, item in configure(indexPath.item, item, cell) })
  }
}
