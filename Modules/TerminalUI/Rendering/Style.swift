/// One of the eight basic terminal colours, which every colour terminal shows (themes pick the
/// exact shade).
public enum TerminalColor: Int, Hashable, Sendable, CaseIterable {
  case black = 0
  case red, green, yellow, blue, magenta, cyan, white
}

/// How text looks: attributes and colours. Plain output drops all of it, so a view never relies on
/// style alone to say something (a selected row also has a marker).
public struct Style: Hashable, Sendable {
  /// Heavier text.
  public var isBold: Bool
  /// Fainter text (disabled controls, hints).
  public var isDim: Bool
  /// Underlined text.
  public var isUnderlined: Bool
  /// Swapped foreground and background (selection, focus).
  public var isReversed: Bool
  /// The text colour; `nil` is the terminal's own.
  public var foreground: TerminalColor?
  /// The cell colour; `nil` is the terminal's own.
  public var background: TerminalColor?

  /// Creates a style.
  public init(
    bold: Bool = false, dim: Bool = false, underlined: Bool = false, reversed: Bool = false,
    foreground: TerminalColor? = nil, background: TerminalColor? = nil
  ) {
    isBold = bold
    isDim = dim
    isUnderlined = underlined
    isReversed = reversed
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default look.
  public static let plain = Style()
  /// Bold.
  public static let bold = Style(bold: true)
  /// Dim.
  public static let dim = Style(dim: true)
  /// Reverse video.
  public static let reversed = Style(reversed: true)

  /// This style with the attributes and colours `other` sets added on top.
  public func adding(_ other: Style) -> Style {
    Style(
      bold: isBold || other.isBold, dim: isDim || other.isDim, underlined: isUnderlined || other.isUnderlined,
      reversed: isReversed || other.isReversed, foreground: other.foreground ?? foreground,
      background: other.background ?? background)
  }

  /// Appends the ANSI SGR sequence that switches from the default look to this one (nothing
  /// for plain), as UTF-8: `ESC [ 1;32 m` for bold green.
  func appendSelectGraphicRendition(to bytes: inout [UInt8]) {
    var codes = 0
    func append(_ code: Int) {
      bytes.append(contentsOf: codes == 0 ? [0x1B, UInt8(ascii: "[")] : [UInt8(ascii: ";")])
      if code >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(code / 10)) }
      bytes.append(UInt8(ascii: "0") + UInt8(code % 10))
      codes += 1
    }
    if isBold { append(1) }
    if isDim { append(2) }
    if isUnderlined { append(4) }
    if isReversed { append(7) }
    if let foreground { append(30 + foreground.rawValue) }
    if let background { append(40 + background.rawValue) }
    if codes > 0 { bytes.append(UInt8(ascii: "m")) }
  }
}
