import Foundation
import ReactiveCore

/// Bond's observable sectioned array: an `Array2D` you change in place, each change sent to its
/// bindings (`data.bind(to: tableView, cellType:using:configure:)`). A `BindingSource` backed by
/// a `MutableProperty`, so a binding gets the current collection, then each change.
public final class MutableObservableArray2D<SectionMetadata, Item>: BindingSource, @unchecked Sendable {
  private let storage: MutableProperty<Array2D<SectionMetadata, Item>>

  /// An observable array holding `collection`.
  public init(_ collection: Array2D<SectionMetadata, Item> = Array2D()) {
    storage = MutableProperty(collection)
  }

  /// The collection now; setting it replaces it.
  public var collection: Array2D<SectionMetadata, Item> {
    get { storage.value }
    set { storage.value = newValue }
  }

  /// The current collection, then each change.
  public var producer: SignalProducer<Array2D<SectionMetadata, Item>, Never> { storage.producer }

  /// Replaces the collection with `collection`.
  public func replace(with collection: Array2D<SectionMetadata, Item>) {
    storage.value = collection
  }

  /// Adds `item` at the end of section `index`.
  public func appendItem(_ item: Item, toSectionAt index: Int) {
    storage.modify { $0.appendItem(item, toSectionAt: index) }
  }

  /// Inserts `item` at `indexPath`.
  public func insert(item: Item, at indexPath: IndexPath) {
    storage.modify { $0.insert(item: item, at: indexPath) }
  }

  /// Removes and returns the item at `indexPath`.
  @discardableResult
  public func removeItem(at indexPath: IndexPath) -> Item {
    storage.modify { $0.removeItem(at: indexPath) }
  }

  /// Adds `section` at the end.
  public func appendSection(_ section: Array2D<SectionMetadata, Item>.Section) {
    storage.modify { $0.appendSection(section) }
  }

  /// Inserts `section` at `index`.
  public func insert(section: Array2D<SectionMetadata, Item>.Section, at index: Int) {
    storage.modify { $0.insert(section: section, at: index) }
  }

  /// Removes and returns the section at `index`.
  @discardableResult
  public func removeSection(at index: Int) -> Array2D<SectionMetadata, Item>.Section {
    storage.modify { $0.removeSection(at: index) }
  }

  /// The item at `indexPath`; setting it replaces the item.
  public subscript(itemAt indexPath: IndexPath) -> Item {
    get { storage.value[itemAt: indexPath] }
    set { storage.modify { $0[itemAt: indexPath] = newValue } }
  }
}
