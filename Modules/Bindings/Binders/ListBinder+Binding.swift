import Foundation
import ReactiveCore

extension ListBinder {
  /// Makes this binder `listView`'s data source and feeds it every value of `source` through
  /// `update`, on the main actor. The binding ends when the returned disposable is disposed or
  /// the list view's lifetime ends; then the binder detaches (emptying the bags of the rows it
  /// configured). For binder subclasses that speak another library's dialect.
  public func bind<Value>(
    _ source: SignalProducer<Value, Never>, to listView: any ListView,
    update: @escaping @MainActor (ListBinder, Value) -> Void
  ) -> Disposable {
    attach(to: listView)
    let binder = self
    // A source that completes leaves its last content on screen (a constant list is a list);
    // disposing the binding, or the list view going away, unbinds.
    let binding = CompositeDisposable()
    binding += source.take(during: listView.lifetime).startOnMainActor { value in update(binder, value) }
    binding += listView.lifetime.observeEnded { [weak binder] in
      UIScheduler().scheduleOnMainActor { binder?.detach() }
    }
    binding += AnyDisposable { binder.detach() }
    return binding
  }

  /// Shows `items` (a flat list), diffing from the items shown with `diff` if there is one.
  @usableFromInline
  func show(
    items: [Item], diff: (([Item], [Item]) -> SectionedChangeset<SingleSection, Item>)? = nil
  ) where Metadata == SingleSection {
    // The first list reloads: nothing to diff from.
    let changeset = sections.first.flatMap { shown in diff.map { $0(shown.items.elements, items) } }
    update(to: [ListSection(SingleSection(), items: items)], changeset: changeset)
  }
}

/// The cell factory of the one-cell-type bindings: dequeue a `Cell` registered under
/// `identifier` (its type name unless given), empty its bag, configure it with its index path
/// and item.
@MainActor
func cellFactory<Metadata, Item, Cell: ReusableCell>(
  _ cellType: Cell.Type, identifier: String? = nil,
  configure: @escaping @MainActor (IndexPath, Cell, Item) -> Void
) -> ListBinder<Metadata, Item>.CellFactory {
  let identifier = identifier ?? String(describing: cellType)
  return { sections, indexPath, listView in
    let dequeued = listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      preconditionFailure("\(identifier) is registered for another cell type: \(type(of: dequeued))")
    }
    cell.reuseBag.dispose()
    configure(indexPath, cell, sections[indexPath.section].items[indexPath.item])
    return cell
  }
}

/// As `cellFactory(_:identifier:configure:)`, for a `configure` that needs no index path.
@MainActor
func cellFactory<Metadata, Item, Cell: ReusableCell>(
  _ cellType: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void
) -> ListBinder<Metadata, Item>.CellFactory {
  cellFactory(cellType) { _, cell, item in configure(cell, item) }
}
