import Foundation
import ReactiveCore

/// Bond's observable sectioned array: an `Array2D` you change in place, each change sent to its
/// bindings (`data.bind(to: tableView, cellType:using:configure:)`). A `BindingSource` backed by
/// a `MutableProperty`, so a binding gets the current collection, then each change.
///
/// Each edit method also says what it changed (`changes`), as Bond's observable arrays do, so a
/// binding inserts, deletes or reloads just those rows and sections; replacing the whole
/// collection reloads.
public final class MutableObservableArray2D<SectionMetadata, Item>: BindingSource, @unchecked Sendable {
  /// A collection and the change that made it from the one before (nil when replaced whole).
  public typealias Change = (
    collection: Array2D<SectionMetadata, Item>, changeset: SectionedChangeset<SectionMetadata, Item>?
  )

  private let storage: MutableProperty<Array2DState<SectionMetadata, Item>>

  /// An observable array holding `collection`.
  public init(_ collection: Array2D<SectionMetadata, Item> = Array2D()) {
    storage = MutableProperty(Array2DState(collection: collection, changeset: nil))
  }

  /// The collection now; setting it replaces it.
  public var collection: Array2D<SectionMetadata, Item> {
    get { storage.value.collection }
    set { storage.value = Array2DState(collection: newValue, changeset: nil) }
  }

  /// The current collection, then each change.
  public var producer: SignalProducer<Array2D<SectionMetadata, Item>, Never> {
    storage.producer.map { $0.collection }
  }

  /// The current collection, then each change with what it changed (the first value's
  /// changeset describes an earlier edit: a binding shows the first value whole).
  public var changes: SignalProducer<Change, Never> {
    storage.producer.map { ($0.collection, $0.changeset) }
  }

  /// Replaces the collection with `collection`.
  public func replace(with collection: Array2D<SectionMetadata, Item>) {
    self.collection = collection
  }

  /// Adds `item` at the end of section `index`.
  public func appendItem(_ item: Item, toSectionAt index: Int) {
    edit { collection in
      let indexPath = IndexPath(item: collection.numberOfItems(inSection: index), section: index)
      collection.appendItem(item, toSectionAt: index)
      return .inserting(item, at: indexPath, sectionCount: collection.numberOfSections)
    }
  }

  /// Inserts `item` at `indexPath`.
  public func insert(item: Item, at indexPath: IndexPath) {
    edit { collection in
      collection.insert(item: item, at: indexPath)
      return .inserting(item, at: indexPath, sectionCount: collection.numberOfSections)
    }
  }

  /// Removes and returns the item at `indexPath`.
  @discardableResult
  public func removeItem(at indexPath: IndexPath) -> Item {
    var removed: Item?
    edit { collection in
      removed = collection.removeItem(at: indexPath)
      return .deleting(at: indexPath, sectionCount: collection.numberOfSections)
    }
    return removed!
  }

  /// Adds `section` at the end.
  public func appendSection(_ section: Array2D<SectionMetadata, Item>.Section) {
    edit { collection in
      collection.appendSection(section)
      return .inserting(section, at: collection.numberOfSections - 1, sectionCount: collection.numberOfSections)
    }
  }

  /// Inserts `section` at `index`.
  public func insert(section: Array2D<SectionMetadata, Item>.Section, at index: Int) {
    edit { collection in
      collection.insert(section: section, at: index)
      return .inserting(section, at: index, sectionCount: collection.numberOfSections)
    }
  }

  /// Removes and returns the section at `index`.
  @discardableResult
  public func removeSection(at index: Int) -> Array2D<SectionMetadata, Item>.Section {
    var removed: Array2D<SectionMetadata, Item>.Section?
    edit { collection in
      removed = collection.removeSection(at: index)
      return .deletingSection(at: index, sectionCount: collection.numberOfSections)
    }
    return removed!
  }

  /// The item at `indexPath`; setting it replaces the item (its row is reloaded).
  public subscript(itemAt indexPath: IndexPath) -> Item {
    get { storage.value.collection[itemAt: indexPath] }
    set {
      edit { collection in
        collection[itemAt: indexPath] = newValue
        return .updating(newValue, at: indexPath, sectionCount: collection.numberOfSections)
      }
    }
  }

  /// Applies `change` to the collection atomically and records the changeset it returns.
  private func edit(_ change: (inout Array2D<SectionMetadata, Item>) -> SectionedChangeset<SectionMetadata, Item>) {
    storage.modify { state in
      state.changeset = change(&state.collection)
    }
  }
}

/// What `MutableObservableArray2D` holds: the collection and its last change.
struct Array2DState<SectionMetadata, Item> {
  var collection: Array2D<SectionMetadata, Item>
  var changeset: SectionedChangeset<SectionMetadata, Item>?
}

extension SectionedChangeset {
  /// `item` inserted at `indexPath`, among `sectionCount` sections that did not change.
  static func inserting(_ item: Item, at indexPath: IndexPath, sectionCount: Int) -> SectionedChangeset {
    SectionedChangeset(
      sections: Changeset(oldCount: sectionCount, newCount: sectionCount),
      itemInsertions: [ItemInsertion(indexPath: indexPath, element: item)])
  }

  /// The item at `indexPath` deleted, among `sectionCount` sections that did not change.
  static func deleting(at indexPath: IndexPath, sectionCount: Int) -> SectionedChangeset {
    SectionedChangeset(sections: Changeset(oldCount: sectionCount, newCount: sectionCount), itemDeletes: [indexPath])
  }

  /// The item at `indexPath` replaced by `item`, among `sectionCount` sections.
  static func updating(_ item: Item, at indexPath: IndexPath, sectionCount: Int) -> SectionedChangeset {
    SectionedChangeset(
      sections: Changeset(oldCount: sectionCount, newCount: sectionCount),
      itemUpdates: [ItemUpdate(source: indexPath, destination: indexPath, element: item)])
  }

  /// `section` inserted at `index`, making `sectionCount` sections.
  static func inserting(
    _ section: Array2D<Metadata, Item>.Section, at index: Int, sectionCount: Int
  ) -> SectionedChangeset {
    SectionedChangeset(
      sections: Changeset(
        oldCount: sectionCount - 1, newCount: sectionCount,
        insertions: [.init(index: index, element: ListSection(section.metadata, items: section.items))]))
  }

  /// The section at `index` deleted, leaving `sectionCount` sections.
  static func deletingSection(at index: Int, sectionCount: Int) -> SectionedChangeset {
    SectionedChangeset(sections: Changeset(oldCount: sectionCount + 1, newCount: sectionCount, deletes: [index]))
  }
}
