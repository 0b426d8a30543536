import Bindings
import Foundation

/// Apple's name for a collection view's diffable data source.
public typealias CollectionViewDiffableDataSource<SectionID: Hashable, ItemID: Hashable> = DiffableDataSource<
  SectionID, ItemID
>

extension DiffableDataSource {
  /// The data source of `collectionView` in the shape of `UICollectionViewDiffableDataSource`:
  /// `cellProvider` returns each item's cell; `apply(snapshot)` diffs into batch updates. A `nil`
  /// cell (UIKit crashes) is told to `onMissingCell` and the item shows a placeholder saying so.
  public convenience init(
    collectionView: CollectionView,
    cellProvider:
      @escaping @MainActor (_ collectionView: CollectionView, _ indexPath: IndexPath, _ item: ItemID) ->
      CollectionViewCell?
  ) {
    let reporter = CollectionMissingCellReporter()
    self.init(listView: collectionView) { _, indexPath, item in
      if let cell = cellProvider(collectionView, indexPath, item) { return cell }
      reporter.report(indexPath)
      let identifier = "DiffableDataSource.missingCell"
      if !collectionView.isRegistered(identifier) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
      }
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      cell.text = "No cell for item \(indexPath.item) (\(item))"
      return cell
    }
    reporter.report = { [weak self] indexPath in self?.onMissingCell?(indexPath) }
  }
}

/// Forwards a missing cell to the data source made with it (set once the data source exists).
@MainActor
private final class CollectionMissingCellReporter {
  var report: (IndexPath) -> Void = { _ in }
}
