import Foundation
import ReactiveCore

// The bindings of streams to list views, in the shape the seed apps use:
//
//     viewModel.posts.bind(to: tableView, cellType: PostCell.self) { cell, post in ... }
//
// Sources are signals, producers or properties (anything `BindingSource`) of arrays, of
// sectioned lists, or of changesets. Arrays and sectioned lists of `Identifiable & Equatable`
// values are diffed, so each new value becomes one batch update; other values reload the list.
// Every binding ends when its disposable is disposed or the list view's lifetime ends.

@MainActor
extension BindingSource {
  /// Binds arrays to `listView` with one cell type (registered under its type name); `configure`
  /// fills a cell for an item. New arrays are diffed into batch updates.
  @inlinable @discardableResult
  public func bind<Item: Identifiable & Equatable, Cell: ReusableCell>(
    to listView: any ListView, cellType: Cell.Type, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView,
      using: oneCellTypeBinder(
        for: listView, cellType: cellType, animated: animated, rowAnimation: rowAnimation, configure: configure))
  }

  /// Binds arrays to `listView` with one cell type; items that cannot be diffed reload the list.
  @discardableResult
  public func bind<Item, Cell: ReusableCell>(
    to listView: any ListView, cellType: Cell.Type, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView,
      using: oneCellTypeBinder(
        for: listView, cellType: cellType, animated: animated, rowAnimation: rowAnimation, configure: configure))
  }

  /// Binds arrays to `listView`; `createCell` dequeues and configures the cell for a row (for
  /// lists with several cell types). New arrays are diffed into batch updates.
  @inlinable @discardableResult
  public func bind<Item: Identifiable & Equatable>(
    to listView: any ListView, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    createCell:
      @escaping @MainActor (_ items: RowStore<Item>, _ indexPath: IndexPath, _ listView: any ListView) ->
      any ReusableCell
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView, using: FlatListBinder(animated: animated, rowAnimation: rowAnimation, createCell: flat(createCell)))
  }

  /// Binds arrays to `listView` with `createCell`; items that cannot be diffed reload the list.
  @discardableResult
  public func bind<Item>(
    to listView: any ListView, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    createCell:
      @escaping @MainActor (_ items: RowStore<Item>, _ indexPath: IndexPath, _ listView: any ListView) ->
      any ReusableCell
  ) -> Disposable where Value == [Item] {
    bind(
      to: listView, using: FlatListBinder(animated: animated, rowAnimation: rowAnimation, createCell: flat(createCell)))
  }

  /// Binds arrays to `listView` through `binder` (a subclass, say, for section titles); new
  /// arrays are diffed into batch updates.
  ///
  /// Inlinable, like every diffing `bind` here: the diff is then compiled for your item type,
  /// which makes it an order of magnitude faster than generic code.
  @inlinable @discardableResult
  public func bind<Item: Identifiable & Equatable>(
    to listView: any ListView, using binder: FlatListBinder<Item>
  ) -> Disposable where Value == [Item] {
    binder.bind(producer, to: listView) { binder, items in
      binder.show(items: items) { SectionedChangeset(Changeset(from: $0, to: $1)) }
    }
  }

  /// Binds arrays to `listView` through `binder`; every new array reloads the list.
  @discardableResult
  public func bind<Item>(to listView: any ListView, using binder: FlatListBinder<Item>) -> Disposable
  where Value == [Item] {
    binder.bind(producer, to: listView) { binder, items in binder.show(items: items) }
  }

  /// Binds sectioned lists to `listView` through `binder`; new lists are diffed (sections and
  /// items, with moves across sections) into batch updates.
  @inlinable @discardableResult
  public func bind<Metadata: Identifiable & Equatable, Item: Identifiable & Equatable>(
    to listView: any ListView, using binder: ListBinder<Metadata, Item>
  ) -> Disposable where Value == [ListSection<Metadata, Item>] {
    binder.bind(producer, to: listView) { binder, sections in
      binder.update(to: sections, changeset: SectionedChangeset(from: binder.sections.listSections, to: sections))
    }
  }

  /// Binds sectioned lists to `listView` through `binder`; every new list reloads.
  @discardableResult
  public func bind<Metadata, Item>(
    to listView: any ListView, using binder: ListBinder<Metadata, Item>
  ) -> Disposable where Value == [ListSection<Metadata, Item>] {
    binder.bind(producer, to: listView) { binder, sections in binder.update(to: sections, changeset: nil) }
  }

  /// Binds sectioned lists to `listView`; `createCell` dequeues and configures each row's cell.
  @inlinable @discardableResult
  public func bind<Metadata: Identifiable & Equatable, Item: Identifiable & Equatable>(
    to listView: any ListView, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    createCell: @escaping ListBinder<Metadata, Item>.CellFactory
  ) -> Disposable where Value == [ListSection<Metadata, Item>] {
    bind(to: listView, using: ListBinder(animated: animated, rowAnimation: rowAnimation, createCell: createCell))
  }

  /// Binds a stream of changesets of a flat list to `listView` through `binder`: each applies
  /// to what the list shows (the first one to an empty list).
  @discardableResult
  public func bind<Item>(to listView: any ListView, using binder: FlatListBinder<Item>) -> Disposable
  where Value == Changeset<Item> {
    binder.bind(producer, to: listView) { binder, changeset in
      let shown = binder.sections.first?.items.count ?? 0
      guard changeset.oldCount == shown else {
        binder.onInconsistentChangeset?("a changeset of \(changeset.oldCount) items sent to a list of \(shown)")
        return
      }
      let sectioned = SectionedChangeset<SingleSection, Item>(changeset)
      if binder.sections.isEmpty {
        let empty = [ListSection<SingleSection, Item>(SingleSection(), items: [])]
        guard ListBinder.inconsistency(of: sectioned, oldCounts: [0], newCounts: nil) == nil else {
          binder.onInconsistentChangeset?("the first changeset does not apply to an empty list")
          return
        }
        binder.update(to: sectioned.applied(to: empty), changeset: nil)
      } else {
        binder.apply(sectioned)
      }
    }
  }

  /// Binds a stream of changesets of a flat list to `listView` with one cell type.
  @discardableResult
  public func bind<Item, Cell: ReusableCell>(
    to listView: any ListView, cellType: Cell.Type, animated: Bool = true, rowAnimation: RowAnimation = .automatic,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable where Value == Changeset<Item> {
    bind(
      to: listView,
      using: oneCellTypeBinder(
        for: listView, cellType: cellType, animated: animated, rowAnimation: rowAnimation, configure: configure))
  }

  /// Binds a stream of sectioned changesets to `listView` through `binder`: each applies to what
  /// the list shows.
  @discardableResult
  public func bind<Metadata, Item>(
    to listView: any ListView, using binder: ListBinder<Metadata, Item>
  ) -> Disposable where Value == SectionedChangeset<Metadata, Item> {
    binder.bind(producer, to: listView) { binder, changeset in binder.apply(changeset) }
  }
}

/// A flat-list binder with one cell type, registered on `listView` under its type name.
@MainActor @usableFromInline
func oneCellTypeBinder<Item, Cell: ReusableCell>(
  for listView: any ListView, cellType: Cell.Type, animated: Bool, rowAnimation: RowAnimation,
  configure: @escaping @MainActor (Cell, Item) -> Void
) -> FlatListBinder<Item> {
  oneCellTypeBinder(
    for: listView, cellIdentifier: String(describing: cellType), cellType: cellType, animated: animated,
    rowAnimation: rowAnimation
  ) { _, cell, item in configure(cell, item) }
}

/// The binder of one cell type registered under `cellIdentifier`, configured with the row's
/// index path.
@MainActor @usableFromInline
func oneCellTypeBinder<Item, Cell: ReusableCell>(
  for listView: any ListView, cellIdentifier: String, cellType: Cell.Type, animated: Bool,
  rowAnimation: RowAnimation, configure: @escaping @MainActor (IndexPath, Cell, Item) -> Void
) -> FlatListBinder<Item> {
  listView.register(cellType, forReuseIdentifier: cellIdentifier)
  return FlatListBinder(
    animated: animated, rowAnimation: rowAnimation,
    createCell: cellFactory(cellType, identifier: cellIdentifier, configure: configure))
}

/// A flat list's cell factory as a sectioned one.
@MainActor @usableFromInline
func flat<Item>(
  _ createCell: @escaping @MainActor (RowStore<Item>, IndexPath, any ListView) -> any ReusableCell
) -> FlatListBinder<Item>.CellFactory {
  { sections, indexPath, listView in createCell(sections.first?.items ?? RowStore(), indexPath, listView) }
}
