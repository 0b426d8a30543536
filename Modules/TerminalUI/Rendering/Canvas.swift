/// A grid of styled cells that views draw into; a renderer turns it into lines of text.
///
/// Drawing never garbles the grid: text is made terminal-safe, a character wider than the room
/// left is not drawn at all, and overwriting half of a wide character blanks its other half.
public struct Canvas: Sendable {
  /// One cell: the character shown there and its style. The right half of a wide character is
  /// a continuation cell, which encodes to nothing.
  struct Cell: Equatable, Sendable {
    var character: Character
    var style: Style
    var isContinuation: Bool

    static let blank = Cell(character: " ", style: .plain, isContinuation: false)
  }

  /// The grid's extent.
  public let size: Size
  private(set) var cells: [Cell]
  /// Where the terminal's own cursor should blink (a focused text field's insertion point), or
  /// `nil` to hide it. It shows focus without colour (NO_COLOR, TERM=dumb).
  public var cursor: Point?

  /// A blank canvas of `size`.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// Every cell of the canvas.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// Draws `text` from `point` on one row, clipped to `clip` (and to the canvas), and returns
  /// the columns it took. Characters of no width are skipped; a wide one that would cross the
  /// clip's right edge ends the text there.
  @discardableResult
  public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
    -> Int
  {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    var x = point.x
    for character in text.terminalSafe {
      let width = character.displayWidth
      if width == 0 { continue }
      if x + width > area.maxX { break }
      if x >= area.minX {
        put(Cell(character: character, style: style, isContinuation: false), x: x, y: point.y)
        if width == 2 { put(Cell(character: " ", style: style, isContinuation: true), x: x + 1, y: point.y) }
      }
      x += width
    }
    return x - point.x
  }

  /// Fills `rect` with blanks in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY where !area.isEmpty {
      for x in area.minX..<area.maxX { put(Cell(character: " ", style: style, isContinuation: false), x: x, y: y) }
    }
  }

  /// Adds `style` on top of what is already drawn in `rect` (to highlight a selected row).
  public mutating func applyStyle(_ style: Style, to rect: Rect) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY where !area.isEmpty {
      for x in area.minX..<area.maxX { cells[y * size.width + x].style = cells[y * size.width + x].style.adding(style) }
    }
  }

  /// The text of row `y` without styles, trailing blanks removed.
  public func plainLine(_ y: Int) -> String {
    var line = ""
    for x in 0..<size.width {
      let cell = cells[y * size.width + x]
      if !cell.isContinuation { line.append(cell.character) }
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Every row as plain text, trailing blanks removed.
  public var plainLines: [String] { (0..<size.height).map(plainLine) }

  /// Row `y` with ANSI styles; ends in the default look. Trailing blanks in the default look
  /// are removed (an interactive writer clears the rest of the line).
  public func styledLine(_ y: Int) -> String {
    var end = size.width
    while end > 0, cells[y * size.width + end - 1] == .blank { end -= 1 }
    var line = ""
    var current = Style.plain
    for x in 0..<end {
      let cell = cells[y * size.width + x]
      if cell.isContinuation { continue }
      if cell.style != current {
        line += current == .plain ? "" : ANSI.resetStyle
        line += cell.style.selectGraphicRendition
        current = cell.style
      }
      line.append(cell.character)
    }
    if current != .plain { line += ANSI.resetStyle }
    return line
  }

  /// Row `y` as `colorMode` writes it: styled or plain.
  public func line(_ y: Int, in colorMode: ColorMode) -> String {
    colorMode == .styled ? styledLine(y) : plainLine(y)
  }

  /// The style of the cell at `point` (for tests of highlighting).
  public func style(at point: Point) -> Style {
    guard bounds.intersection(Rect(origin: point, size: Size(width: 1, height: 1))).size.width == 1 else {
      return .plain
    }
    return cells[point.y * size.width + point.x].style
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    // Blank the other half of a wide character this cell cuts.
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = Cell(character: " ", style: cells[index - 1].style, isContinuation: false)
    }
    if !cell.isContinuation, x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(character: " ", style: cells[index + 1].style, isContinuation: false)
    }
    cells[index] = cell
  }
}
