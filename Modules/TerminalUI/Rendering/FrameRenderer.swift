/// Draws a view tree into a frame of text lines, with no terminal attached: what golden-frame
/// tests, the plain-text tour and the interactive writer all start from.
public struct FrameRenderer: Sendable {
  /// Styled or plain lines.
  public var colorMode: ColorMode

  /// Creates a renderer.
  public init(colorMode: ColorMode = .plain) {
    self.colorMode = colorMode
  }

  /// Lays `view` out to fill `size` and draws it.
  @MainActor
  public func canvas(of view: View, size: Size) -> Canvas {
    view.frame = Rect(origin: .zero, size: size)
    view.layoutIfNeeded()
    var canvas = Canvas(size: size)
    view.render(into: &canvas)
    return canvas
  }

  /// The lines of `view` drawn at `size`: styled or plain per `colorMode`, trailing blanks
  /// removed.
  @MainActor
  public func lines(of view: View, size: Size) -> [String] {
    let canvas = canvas(of: view, size: size)
    return (0..<size.height).map { canvas.line($0, in: colorMode) }
  }

  /// The frame of `view` at `size` as one string of lines (plain per `colorMode`).
  @MainActor
  public func frame(of view: View, size: Size) -> String {
    lines(of: view, size: size).joined(separator: "\n")
  }
}
