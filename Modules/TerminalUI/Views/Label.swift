/// Read-only text: wrapped at spaces onto as many lines as it is given, or kept to one line
/// per paragraph and truncated with an ellipsis.
///
/// Text that does not fit the lines available ends with "…", so a cut is always visible.
public final class Label: View {
  /// How text that is too wide for a line is shown.
  public enum LineBreak: Sendable, Equatable {
    /// Broken at spaces onto more lines.
    case wrap
    /// Cut at the right edge with an ellipsis.
    case truncate
  }

  /// Where lines sit across the label.
  public enum Alignment: Sendable, Equatable {
    case leading, center, trailing
  }

  /// The text shown (any Unicode; control characters are drawn as "�").
  public var text: String {
    didSet {
      if text != oldValue {
        superview?.setNeedsLayout()
        setNeedsDisplay()
      }
    }
  }
  /// How the text looks.
  public var style: Style { didSet { setNeedsDisplay() } }
  /// Wrap or truncate.
  public var lineBreak: LineBreak {
    didSet {
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// The most lines shown (0: as many as fit).
  public var maximumLines: Int {
    didSet {
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// Where lines sit.
  public var alignment: Alignment = .leading { didSet { setNeedsDisplay() } }

  /// Creates a label.
  public init(_ text: String = "", style: Style = .plain, lineBreak: LineBreak = .wrap, maximumLines: Int = 0) {
    self.text = text
    self.style = style
    self.lineBreak = lineBreak
    self.maximumLines = maximumLines
    super.init()
  }

  override public func preferredSize(in available: Size) -> Size {
    let lines = lines(width: available.width, height: available.height)
    let width = lines.map(\.displayWidth).max() ?? 0
    return Size(width: min(width, available.width), height: min(lines.count, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    for (row, line) in lines(width: frame.size.width, height: frame.size.height).enumerated() {
      let free = frame.size.width - line.displayWidth
      let offset =
        switch alignment {
        case .leading: 0
        case .center: free / 2
        case .trailing: free
        }
      canvas.draw(line, at: Point(x: frame.minX + offset, y: frame.minY + row), style: style, clip: frame)
    }
  }

  /// The lines shown in `width` columns and at most `height` rows; the last one ends in "…"
  /// when text was left out.
  func lines(width: Int, height: Int) -> [String] {
    guard width > 0, height > 0 else { return [] }
    let safe = text.terminalSafeKeepingNewlines
    var lines: [String]
    switch lineBreak {
    case .wrap: lines = safe.wrapped(toWidth: width)
    case .truncate:
      lines = safe.split(separator: "\n", omittingEmptySubsequences: false).map { $0.truncated(toWidth: width) }
    }
    if text.isEmpty { lines = [] }
    return lines.limited(toLines: maximumLines > 0 ? min(maximumLines, height) : height, width: width)
  }
}

extension String {
  /// Terminal-safe text that keeps its line breaks.
  var terminalSafeKeepingNewlines: String {
    split(separator: "\n", omittingEmptySubsequences: false).map(\.terminalSafe).joined(separator: "\n")
  }

}
