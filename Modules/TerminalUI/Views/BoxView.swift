/// A border around one content view, with an optional title set in the top edge:
/// `┌ Title ───┐`. Below 2x2 cells there is no room for a border and only the content shows.
public final class BoxView: View {
  /// The title in the top edge.
  public var title: String { didSet { setNeedsDisplay() } }
  /// Cells kept free between the border and the content.
  public var padding: EdgeInsets { didSet { setNeedsLayout() } }
  /// The view inside.
  public let content: View

  /// Creates a box around `content`.
  public init(title: String = "", padding: EdgeInsets = .zero, content: View) {
    self.title = title
    self.padding = padding
    self.content = content
    super.init()
    addSubview(content)
  }

  private var hasBorder: Bool { frame.size.width >= 2 && frame.size.height >= 2 }

  override public func preferredSize(in available: Size) -> Size {
    let chrome = EdgeInsets(
      top: padding.top + 1, left: padding.left + 1, bottom: padding.bottom + 1, right: padding.right + 1)
    let inner = content.preferredSize(
      in: Size(width: available.width - chrome.horizontal, height: available.height - chrome.vertical))
    let titleWidth = title.isEmpty ? 0 : title.terminalSafe.displayWidth + 4
    return Size(
      width: min(available.width, max(inner.width + chrome.horizontal, titleWidth)),
      height: min(available.height, inner.height + chrome.vertical))
  }

  override public func layoutSubviews() {
    content.frame = hasBorder ? frame.inset(by: EdgeInsets(all: 1)).inset(by: padding) : frame
  }

  override public func draw(in canvas: inout Canvas) {
    guard hasBorder else { return }
    let width = frame.size.width
    let horizontal = String(repeating: "─", count: width - 2)
    canvas.draw("┌" + horizontal + "┐", at: frame.origin, clip: frame)
    for y in (frame.minY + 1)..<(frame.maxY - 1) {
      canvas.draw("│", at: Point(x: frame.minX, y: y), clip: frame)
      canvas.draw("│", at: Point(x: frame.maxX - 1, y: y), clip: frame)
    }
    canvas.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), clip: frame)
    if !title.isEmpty, width >= 5 {
      canvas.draw(
        " " + title.terminalSafe.truncated(toWidth: width - 4) + " ", at: Point(x: frame.minX + 1, y: frame.minY),
        style: .bold, clip: frame)
    }
  }
}
