import Bindings
import ReactiveCore
import ReactiveCoreRx
import TerminalUI

@MainActor
extension ReactiveCoreRx.Reactive where Base: CollectionView {
  /// Binds the source to a data source of your own class (RxCocoa's `items(dataSource:)`): a
  /// class that adopts `CollectionViewDataSource` and `RxCollectionViewDataSourceType` becomes
  /// the collection view's data source and gets each element in
  /// `collectionView(_:observedEvent:)`, on the main actor, to keep and reload with:
  ///
  ///     photos.bind(to: collectionView.rx.items(dataSource: photosDataSource)).disposed(by: disposeBag)
  ///
  /// The binding keeps the data source alive (the collection view holds it weakly) until it is
  /// disposed or the collection view goes; disposing it also takes it off the collection view.
  /// A source that completes leaves the last element shown; an error is a programming error
  /// (`reportBindingError`).
  public func items<
    DataSource: RxCollectionViewDataSourceType & CollectionViewDataSource, Source: ObservableType
  >(
    dataSource: DataSource
  ) -> (_ source: Source) -> ReactiveCoreRx.Disposable where DataSource.Element == Source.Element {
    let collectionView = base
    return { source in
      RxDataSourceBinding.bind(source, to: collectionView, slot: \.dataSource, dataSource: dataSource) {
        collectionView, element in
        dataSource.collectionView(collectionView, observedEvent: .next(element))
      }
    }
  }
}
