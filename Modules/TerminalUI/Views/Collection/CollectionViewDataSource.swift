import Bindings
import Foundation

/// UICollectionView's data source, by its UIKit names, for code written against UIKit:
///
///     extension PhotosViewController: CollectionViewDataSource {
///       func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
///       func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { … }
///     }
///     collectionView.dataSource = self
///
/// Only the two item methods are required; one section is the default. A section's title (a
/// terminal's header, where UIKit uses a supplementary view) comes from
/// `collectionView(_:titleForHeaderInSection:)`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// How many items `section` has.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The configured cell for the item at `indexPath` (dequeue it with
  /// `dequeueReusableCell(withReuseIdentifier:for:)`).
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  /// How many sections there are (1 unless implemented).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The title above `section`, if any (none unless implemented).
  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String?
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No title.
  public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}

/// UICollectionView's delegate, by its UIKit name: told when the user chooses an item (Enter).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
  /// The user chose the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionView {
  /// The UIKit-style data source (held weakly, as UIKit does). Setting it reloads; it replaces
  /// any binder (a binder sets `listDataSource`).
  public var dataSource: (any CollectionViewDataSource)? {
    get { (listDataSource as? CollectionDataSourceAdapter)?.dataSource }
    set { listDataSource = newValue.map { CollectionDataSourceAdapter($0) } }
  }
}

/// Presents a `CollectionViewDataSource` as the `ListDataSource` the collection view pulls from.
@MainActor
final class CollectionDataSourceAdapter: ListDataSource {
  weak var dataSource: (any CollectionViewDataSource)?

  init(_ dataSource: any CollectionViewDataSource) {
    self.dataSource = dataSource
  }

  func numberOfSections(in listView: any ListView) -> Int {
    guard let dataSource, let view = listView as? CollectionView else { return 0 }
    return dataSource.numberOfSections(in: view)
  }

  func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
    guard let dataSource, let view = listView as? CollectionView else { return 0 }
    return dataSource.collectionView(view, numberOfItemsInSection: section)
  }

  func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ReusableCell {
    guard let dataSource, let view = listView as? CollectionView else {
      preconditionFailure("a cell was asked for after the collection view's data source went away")
    }
    return dataSource.collectionView(view, cellForItemAt: indexPath)
  }

  func listView(_ listView: any ListView, titleForHeaderInSection section: Int) -> String? {
    guard let view = listView as? CollectionView else { return nil }
    return dataSource?.collectionView(view, titleForHeaderInSection: section)
  }

  func listView(_ listView: any ListView, titleForFooterInSection section: Int) -> String? { nil }
  func listView(_ listView: any ListView, canEditItemAt indexPath: IndexPath) -> Bool { false }
  func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  func listView(_ listView: any ListView, commitDeletionOfItemAt indexPath: IndexPath) {}
  func listView(_ listView: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) -> Bool { false }
}
