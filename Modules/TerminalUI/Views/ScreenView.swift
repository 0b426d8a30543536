/// The frame of a full screen: a title bar on top, the content in the middle, and at the bottom
/// a status line and a line of key hints ("↑↓ move · Enter open · q quit").
///
/// On a short terminal the status line goes first, then the key hints; the title bar stays.
public final class ScreenView: View {
  /// One key hint.
  public struct KeyHint: Hashable, Sendable {
    /// The key as shown ("Enter", "↑↓", "q").
    public var key: String
    /// What it does.
    public var action: String

    /// Creates a hint.
    public init(_ key: String, _ action: String) {
      self.key = key
      self.action = action
    }
  }

  /// The text of the title bar.
  public var title: String { didSet { setNeedsDisplay() } }
  /// The status line: progress, counts, errors.
  public var status: String { didSet { setNeedsDisplay() } }
  /// Whether the status is an error (shown in red).
  public var statusIsError = false { didSet { setNeedsDisplay() } }
  /// The key hints.
  public var keyHints: [KeyHint] { didSet { setNeedsDisplay() } }
  /// The view in the middle.
  public let content: View

  /// Creates a screen around `content`.
  public init(title: String, content: View, status: String = "", keyHints: [KeyHint] = []) {
    self.title = title
    self.status = status
    self.keyHints = keyHints
    self.content = content
    super.init()
    addSubview(content)
  }

  private var showsHints: Bool { frame.size.height >= 2 }
  private var showsStatus: Bool { frame.size.height >= 4 }

  override public func layoutSubviews() {
    let top = min(1, frame.size.height)
    let bottom = (showsHints ? 1 : 0) + (showsStatus ? 1 : 0)
    content.frame = Rect(
      x: frame.minX, y: frame.minY + top, width: content.cappedWidth(frame.size.width),
      height: frame.size.height - top - bottom)
  }

  override public func draw(in canvas: inout Canvas) {
    let width = frame.size.width
    let bar = Rect(x: frame.minX, y: frame.minY, width: width, height: 1)
    canvas.fill(bar, style: .reversed)
    canvas.draw(
      " " + title.terminalSafe.truncated(toWidth: max(0, width - 1)), at: bar.origin,
      style: Style(bold: true, reversed: true), clip: bar)
    if showsStatus {
      let line = Point(x: frame.minX, y: frame.maxY - 2)
      canvas.draw(
        status.terminalSafe.truncated(toWidth: width), at: line,
        style: statusIsError ? Style(bold: true, foreground: .red) : .plain, clip: frame)
    }
    if showsHints {
      let hints = keyHints.map { "\($0.key) \($0.action)" }.joined(separator: " · ")
      canvas.draw(
        hints.terminalSafe.truncated(toWidth: width), at: Point(x: frame.minX, y: frame.maxY - 1),
        style: .dim, clip: frame)
    }
  }
}
