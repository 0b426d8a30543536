/// How a `CollectionView` places its items, in UIKit's `UICollectionViewFlowLayout` terms and a
/// terminal's units: items of `itemSize` (columns × lines) fill each line of the grid left to
/// right, as many as fit the width, `minimumInteritemSpacing` columns apart; lines of items are
/// `minimumLineSpacing` lines apart. A section with a title starts with it on a line of its own.
@MainActor
public final class CollectionViewFlowLayout {
  /// The size of every item (at least 1 × 1).
  public var itemSize: Size {
    didSet { invalidateLayout() }
  }
  /// Columns between two items of a line.
  public var minimumInteritemSpacing: Int {
    didSet { invalidateLayout() }
  }
  /// Lines between two lines of items.
  public var minimumLineSpacing: Int {
    didSet { invalidateLayout() }
  }
  /// The collection view using this layout (UIKit's back reference).
  public internal(set) weak var collectionView: CollectionView?

  /// A layout of `itemSize` items (20 columns, 1 line by default), one column apart.
  public init(
    itemSize: Size = Size(width: 20, height: 1), minimumInteritemSpacing: Int = 1, minimumLineSpacing: Int = 0
  ) {
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
  }

  /// Lays the collection view out again (UIKit's call; changing a property does it too).
  public func invalidateLayout() {
    collectionView?.layoutChanged()
  }

  /// How many items fit one line of a grid `width` columns wide (at least one).
  func columns(inWidth width: Int) -> Int {
    let item = max(1, itemSize.width)
    let spacing = max(0, minimumInteritemSpacing)
    return max(1, (width + spacing) / (item + spacing))
  }
}
