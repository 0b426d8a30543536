/// The titles of a table's columns, drawn on one line above it with the table's geometry: the
/// title over the cells' text (after the selection marker's two columns), the accessory title
/// right-aligned over the cells' accessory ("Name … ABV"), so each column sits under its title
/// however wide the table is.
public final class TableColumnTitles: View {
  /// The title of the text column.
  public var title: String { didSet { setNeedsDisplay() } }
  /// The title of the accessory column, at the right.
  public var accessoryTitle: String { didSet { setNeedsDisplay() } }

  /// Creates the titles of a table with a text and an accessory column.
  public init(_ title: String, accessory accessoryTitle: String = "") {
    self.title = title
    self.accessoryTitle = accessoryTitle
    super.init()
  }

  override public func preferredSize(in available: Size) -> Size {
    Size(width: available.width, height: min(1, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    let width = frame.size.width - 2
    guard width > 0 else { return }
    let accessory = accessoryTitle.terminalSafe.truncated(toWidth: max(0, width / 2))
    let accessoryWidth = accessory.isEmpty ? 0 : accessory.displayWidth + 1
    let style = Style(bold: true)
    canvas.draw(
      title.terminalSafe.truncated(toWidth: width - accessoryWidth), at: Point(x: frame.minX + 2, y: frame.minY),
      style: style, clip: frame)
    if !accessory.isEmpty {
      canvas.draw(
        accessory, at: Point(x: frame.maxX - accessory.displayWidth, y: frame.minY), style: style, clip: frame)
    }
  }
}
