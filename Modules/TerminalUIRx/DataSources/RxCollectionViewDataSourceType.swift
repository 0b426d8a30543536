import ReactiveCoreRx
import TerminalUI

/// A collection view data source of your own class that `collectionView.rx.items(dataSource:)`
/// feeds (RxCocoa's protocol): adopt it next to `CollectionViewDataSource`, keep what
/// `observedEvent` brings, and reload.
///
///     final class PhotosDataSource: NSObject, CollectionViewDataSource, RxCollectionViewDataSourceType {
///       private var photos: [Photo] = []
///       func collectionView(_ collectionView: CollectionView, observedEvent: Event<[Photo]>) {
///         if case let .next(photos) = observedEvent { self.photos = photos; collectionView.reloadData() }
///       }
///       // numberOfItemsInSection, cellForItemAt read `photos`
///     }
@MainActor
public protocol RxCollectionViewDataSourceType: AnyObject {
  /// What the bound sequence sends.
  associatedtype Element
  /// Handles one element of the bound sequence for `collectionView` (as in RxCocoa, only
  /// elements arrive: the binding keeps the last one shown when the source ends).
  func collectionView(_ collectionView: CollectionView, observedEvent: Event<Element>)
}
