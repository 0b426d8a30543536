import Bindings
import ReactiveCore

/// A row of a `TableView`: a title, an optional detail on the next line (when the table's rows
/// are two lines high) and an optional accessory text at the right ("5.6%").
///
/// Cells are reused: bind per-row things into `reactive.bag`, which the table empties when the
/// row scrolls away, is deleted or reloaded. Subclass and override `draw(in:)` for other looks.
open class TableViewCell: View, ReusableCell {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String
  /// Emptied whenever the cell stops showing a row.
  public let reuseBag = DisposeBag()

  /// The first line.
  public var text = "" { didSet { setNeedsDisplay() } }
  /// The second line (dimmed), shown when the row has room for it.
  public var detailText = "" { didSet { setNeedsDisplay() } }
  /// Text at the right end of the first line.
  public var accessoryText = "" { didSet { setNeedsDisplay() } }
  /// How the first line looks.
  public var textStyle: Style = .plain { didSet { setNeedsDisplay() } }
  /// Whether the table shows this row selected.
  public internal(set) var isSelected = false

  /// Creates an empty cell.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  override open func draw(in canvas: inout Canvas) {
    let width = frame.size.width
    let accessory = accessoryText.terminalSafe.truncated(toWidth: max(0, width / 2))
    let accessoryWidth = accessory.isEmpty ? 0 : accessory.displayWidth + 1
    canvas.draw(
      text.terminalSafe.truncated(toWidth: width - accessoryWidth), at: frame.origin, style: textStyle,
      clip: frame)
    if !accessory.isEmpty {
      canvas.draw(accessory, at: Point(x: frame.maxX - accessory.displayWidth, y: frame.minY), style: .dim, clip: frame)
    }
    if frame.size.height >= 2, !detailText.isEmpty {
      let firstLine = detailText.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      canvas.draw(
        firstLine.terminalSafe.truncated(toWidth: width), at: Point(x: frame.minX, y: frame.minY + 1),
        style: .dim, clip: frame)
    }
  }
}
