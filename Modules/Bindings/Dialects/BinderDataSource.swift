import Foundation
import ReactiveCore

/// What a Bond-style binder data source knows of the collection it shows: the collection after
/// the last change (`collection`).
public protocol SectionedDataSourceChangeset {
  /// The sections' metadata type.
  associatedtype SectionMetadata
  /// The rows' type.
  associatedtype Item
  /// The collection shown (`Array2D` for the bindings here).
  associatedtype Collection

  /// The collection as it is after the change.
  var collection: Collection { get }
}

/// The change that brought an `Array2D` on screen: `collection` is the new `Array2D`.
public struct Array2DChangeset<SectionMetadata, Item>: SectionedDataSourceChangeset {
  /// The collection shown now.
  public let collection: Array2D<SectionMetadata, Item>

  /// A changeset whose result is `collection`.
  public init(collection: Array2D<SectionMetadata, Item>) {
    self.collection = collection
  }
}

/// A binder data source in Bond's shape, to subclass for section titles and the like: it keeps
/// the last change it showed as `changeset`, so `changeset?.collection[sectionAt: 0].metadata`
/// is the first section's metadata. Made without a cell factory:
/// `bind(to:cellType:using:configure:)` supplies one. (TerminalUI's `TableViewBinderDataSource`
/// adds UITableView's title methods.)
@MainActor
open class BinderDataSource<Changeset: SectionedDataSourceChangeset>: ListBinder<
  Changeset.SectionMetadata, Changeset.Item
>
{
  /// The last change shown (`nil` before the first collection arrives).
  public internal(set) var changeset: Changeset?

  /// A binder data source; binding it with a cell type gives it its cells.
  public init(animated: Bool = true, rowAnimation: RowAnimation = .automatic) {
    super.init(animated: animated, rowAnimation: rowAnimation) { _, indexPath, _ in
      preconditionFailure("a binder data source has no cells for \(indexPath) until bound with a cell type")
    }
  }
}

@MainActor
extension BindingSource {
  /// Binds `Array2D`s to `listView` through `binder` (a subclass, for section titles), with one
  /// cell type registered under its type name; `configure` fills a cell for an item. Every new
  /// collection reloads the list: a stream of whole collections says nothing about what changed
  /// (a `MutableObservableArray2D` does; its own `bind` animates its edits).
  @discardableResult
  public func bind<SectionMetadata, Item, Cell: ReusableCell>(
    to listView: any ListView, cellType: Cell.Type,
    using binder: BinderDataSource<Array2DChangeset<SectionMetadata, Item>>,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable where Value == Array2D<SectionMetadata, Item> {
    binder.bind(producer.map { ($0, nil) }, to: listView, cellType: cellType, configure: configure)
  }
}

@MainActor
extension MutableObservableArray2D {
  /// Binds the array to `listView` through `binder` (a subclass, for section titles), with one
  /// cell type registered under its type name; `configure` fills a cell for an item. Each edit
  /// (`appendItem`, `insert`, `removeItem`, sections, `[itemAt:]`) becomes a batch update of
  /// just what it changed, as Bond's do; replacing the collection reloads.
  @discardableResult
  public func bind<Cell: ReusableCell>(
    to listView: any ListView, cellType: Cell.Type,
    using binder: BinderDataSource<Array2DChangeset<SectionMetadata, Item>>,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable {
    binder.bind(changes, to: listView, cellType: cellType, configure: configure)
  }
}

extension BinderDataSource {
  /// Shows each collection of `changes` through this binder, by its changeset when it has one.
  func bind<SectionMetadata, Item, Cell: ReusableCell>(
    _ changes: SignalProducer<MutableObservableArray2D<SectionMetadata, Item>.Change, Never>,
    to listView: any ListView, cellType: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void
  ) -> Disposable where Changeset == Array2DChangeset<SectionMetadata, Item> {
    listView.register(cellType, forReuseIdentifier: String(describing: cellType))
    createCell = cellFactory(cellType, configure: configure)
    return bind(changes, to: listView) { [self] _, change in
      changeset = Array2DChangeset(collection: change.collection)
      update(to: change.collection.listSections, changeset: change.changeset)
    }
  }
}
