import Bindings
import Foundation
import ReactiveCore
import ReactiveCoreRx
import TerminalUI

@MainActor
extension ReactiveCoreRx.Reactive where Base: TableView {
  /// Binds sequences of elements to the table, one row each, with cells of `cellType` registered
  /// under `cellIdentifier` (RxCocoa's shape):
  ///
  ///     viewModel.beers
  ///       .bind(to: tableView.rx.items(cellIdentifier: "BeerCell", cellType: BeerCell.self)) { row, beer, cell in
  ///         cell.text = beer.name
  ///       }
  ///       .disposed(by: disposeBag)
  ///
  /// Each new sequence reloads the table; a cell's `reuseBag` is emptied before it is configured
  /// again. An error from the source is a programming error (see `reportBindingError`).
  public func items<Sequence: Swift.Sequence, Cell: TableViewCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (_ configureCell: @escaping @MainActor (Int, Sequence.Element, Cell) -> Void) ->
    ReactiveCoreRx.Disposable
  where Source.Element == Sequence {
    let table = base
    return { source in
      { configureCell in
        table.register(cellType, forReuseIdentifier: cellIdentifier)
        return RxItems.bind(source, to: table) { row, element, indexPath in
          let dequeued = table.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
          guard let cell = dequeued as? Cell else {
            preconditionFailure("\(cellIdentifier) is registered for \(type(of: dequeued)), not \(Cell.self)")
          }
          cell.reuseBag.dispose()
          configureCell(row, element, cell)
          return cell
        }
      }
    }
  }

  /// Binds sequences of elements to the table, one row each, with the cell `cellFactory`
  /// returns for the table, a row and its element (for several cell types).
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(
    _ source: Source
  ) -> (_ cellFactory: @escaping @MainActor (TableView, Int, Sequence.Element) -> TableViewCell) ->
    ReactiveCoreRx.Disposable
  where Source.Element == Sequence {
    let table = base
    return { cellFactory in
      RxItems.bind(source, to: table) { row, element, _ in cellFactory(table, row, element) }
    }
  }

  /// The index path of each row the user chooses (Enter on it: a terminal's tap).
  public var itemSelected: ControlEvent<IndexPath> {
    ControlEvent(events: base.activations.asObservable())
  }

  /// Each row coming on screen with its configured cell, after the layout that shows it
  /// (RxCocoa's `willDisplayCell`): `indexPath.row == count - 1` there asks for the next page.
  public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
    ControlEvent(events: base.displays.asObservable())
  }

  /// The index path of each row the user deletes (Delete on it: a terminal's swipe-to-delete;
  /// or Backspace in editing mode). Remove the element from the data; the table follows.
  public var itemDeleted: ControlEvent<IndexPath> {
    ControlEvent(events: base.deletions.asObservable())
  }

  /// Each move the user asks for in editing mode (`isEditing`; capital K and J): move the
  /// element in the data, and the table follows with the selection on it.
  public var itemMoved: ControlEvent<ItemMovedEvent> {
    ControlEvent(events: base.moves.asObservable().map { move -> ItemMovedEvent in (move.source, move.destination) })
  }

  /// The element of each row the user deletes, from a table bound with `items`, read before
  /// the data changes.
  public func modelDeleted<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
    RxItems.models(of: base.deletions, in: base, as: modelType)
  }

  /// The element of each row the user chooses, from a table bound with `items`.
  public func modelSelected<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
    RxItems.models(of: base.activations, in: base, as: modelType)
  }
}

/// A move the user asked for: where the row was and where it goes (RxCocoa's `ItemMovedEvent`).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// A row coming on screen: its cell and where it is (RxCocoa's `WillDisplayCellEvent`).
public typealias WillDisplayCellEvent = (cell: TableViewCell, indexPath: IndexPath)
