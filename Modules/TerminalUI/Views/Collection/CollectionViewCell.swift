import Bindings
import ReactiveCore

/// An item of a `CollectionView`: a title on its first line and a detail (dimmed, wrapped) on the
/// lines under it, cut to the item's size. The collection view shows the selected item reversed.
///
/// Cells are reused, as `UICollectionViewCell`s are: bind per-item things into `reactive.bag`,
/// which the collection view empties when the item scrolls away, is deleted or reloaded.
/// Subclass and override `draw(in:)` for other looks.
open class CollectionViewCell: View, ReusableCell, PooledCell {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String
  /// Emptied whenever the cell stops showing an item.
  public let reuseBag = DisposeBag()

  /// The first line.
  public var text = "" { didSet { setNeedsDisplay() } }
  /// The lines under the first (dimmed, wrapped to the item's width).
  public var detailText = "" { didSet { setNeedsDisplay() } }
  /// How the first line looks.
  public var textStyle: Style = .plain { didSet { setNeedsDisplay() } }
  /// Whether the collection view shows this item selected.
  public internal(set) var isSelected = false

  /// Creates an empty cell.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  /// UIKit's hook before reuse; the default does nothing (the bag is emptied either way).
  open func prepareForReuse() {}

  override open func draw(in canvas: inout Canvas) {
    let width = frame.size.width
    canvas.draw(text.terminalSafe.truncated(toWidth: width), at: frame.origin, style: textStyle, clip: frame)
    let room = frame.size.height - 1
    guard room > 0, !detailText.isEmpty else { return }
    let lines = detailText.terminalSafeKeepingNewlines.wrapped(toWidth: width).limited(toLines: room, width: width)
    for (offset, line) in lines.enumerated() {
      canvas.draw(line, at: Point(x: frame.minX, y: frame.minY + 1 + offset), style: .dim, clip: frame)
    }
  }
}
