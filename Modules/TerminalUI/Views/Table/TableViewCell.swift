import Bindings
import ReactiveCore

/// A row of a `TableView`: a title, an optional detail under it (its first line, or wrapped over
/// every line the row has: `detailLayout`) and an optional accessory text at the right ("5.6%").
///
/// Cells are reused: bind per-row things into `reactive.bag`, which the table empties when the
/// row scrolls away, is deleted or reloaded. Subclass and override `draw(in:)` for other looks.
open class TableViewCell: View, ReusableCell, PooledCell {
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
  /// How the detail fills the lines under the first.
  public var detailLayout: DetailLayout = .firstLine { didSet { setNeedsDisplay() } }
  /// Whether the table shows this row selected.
  public internal(set) var isSelected = false

  /// Creates an empty cell.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  /// UIKit's hook before the cell shows another row; the default does nothing (the bag is
  /// emptied either way).
  open func prepareForReuse() {}

  /// What the user did to a row in editing (UIKit's `UITableViewCell.EditingStyle`); the
  /// terminal table deletes (Delete on the row, or Backspace in editing mode).
  public enum EditingStyle: Sendable, Equatable {
    /// Nothing.
    case none
    /// The row is to be deleted.
    case delete
    /// A row is to be inserted.
    case insert
  }

  /// How a cell lays out its detail text.
  public enum DetailLayout: Sendable, Equatable {
    /// The detail's first line, on the row's second line (a summary).
    case firstLine
    /// The whole detail, wrapped over every line under the first (a table of rows three or
    /// more lines high shows a body of text); the last line shown ends in "…" when it goes on.
    case wrapped
  }

  /// The detail's lines as the cell shows them at its current size: what is visible of it.
  public var visibleDetailLines: [String] { detailLines().visible }

  /// Whether part of the detail does not fit the cell (the last visible line then ends in "…",
  /// or, for `firstLine`, the detail has more lines).
  public var isDetailCut: Bool { detailLines().isCut }

  private func detailLines() -> (visible: [String], isCut: Bool) {
    let width = frame.size.width
    let room = frame.size.height - 1
    guard room > 0, width > 0, !detailText.isEmpty else { return ([], !detailText.isEmpty) }
    let all: [String]
    switch detailLayout {
    case .firstLine:
      all = detailText.split(separator: "\n", omittingEmptySubsequences: false).map { $0.terminalSafe }
      let first = all[0].truncated(toWidth: width)
      return ([first], all.count > 1 || first != all[0])
    case .wrapped:
      all = detailText.terminalSafeKeepingNewlines.wrapped(toWidth: width)
      return (all.limited(toLines: room, width: width), all.count > room)
    }
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
    for (offset, line) in visibleDetailLines.enumerated() {
      canvas.draw(line, at: Point(x: frame.minX, y: frame.minY + 1 + offset), style: .dim, clip: frame)
    }
  }
}
