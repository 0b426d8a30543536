/// A grid of styled cells that views draw into; a renderer turns it into lines of text.
///
/// Drawing never garbles the grid: text is made terminal-safe, a character wider than the room
/// left is not drawn at all, and overwriting half of a wide character blanks its other half.
///
/// A cell is twelve bytes with nothing to retain (a scalar's value, or the index of a character
/// of several scalars kept beside the grid), so a frame copies and compares cells as plain
/// memory, and text of the common one-column scalars is drawn without reading it as characters.
public struct Canvas: Sendable {
  /// One cell: what is shown there and its style.
  struct Cell: Equatable, Sendable {
    /// A Unicode scalar's value; `firstCluster` + i for `clusters[i]`, a character of several
    /// scalars; `continuation` for the right half of a wide character, which encodes to nothing.
    var glyph: UInt32
    var style: Style

    static let firstCluster: UInt32 = 0x11_0000
    static let continuation: UInt32 = .max
    static let space: UInt32 = 0x20
    static let blank = Cell(glyph: space, style: .plain)

    var isContinuation: Bool { glyph == Self.continuation }
  }

  /// The grid's extent.
  public let size: Size
  private(set) var cells: [Cell]
  /// The characters of several scalars drawn so far (accents, flags, emoji sequences), which
  /// cells name by index.
  private var clusters: [String] = []
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
    if let columns = drawOneCellScalars(text, at: point, style: style, area: area) { return columns }
    // Controls become U+FFFD before the text is read as characters: a combining mark after
    // one then joins the replacement, as it will on the terminal.
    return drawCharacters(text.terminalSafe, at: point, style: style, area: area)
  }

  /// Draws one character from `point`, as drawing it as a text would, and returns the columns
  /// it took: what an editor that keeps its text as characters draws, without making a string
  /// of each.
  @discardableResult
  public mutating func draw(_ character: Character, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
    // A control becomes U+FFFD ("\r\n" two of them): the text's way.
    if character.utf8.contains(where: String.mayStartControl) {
      return draw(String(character), at: point, style: style, clip: clip)
    }
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    return drawCharacters(CollectionOfOne(character), at: point, style: style, area: area)
  }

  /// Draws text of ASCII and `Character.isNarrowAlone` scalars, each of which is a character of
  /// one column, without reading it as characters (no grapheme breaking, no property lookups):
  /// a control is U+FFFD, a tab a space, as `terminalSafe` makes them ("\r\n" too becomes two).
  /// `nil` when the text holds another scalar.
  private mutating func drawOneCellScalars(_ text: some StringProtocol, at point: Point, style: Style, area: Rect)
    -> Int?
  {
    let scalars = text.unicodeScalars
    guard scalars.allSatisfy({ $0.isASCII || Character.isNarrowAlone($0.value) }) else { return nil }
    var x = point.x
    for scalar in scalars {
      if x >= area.maxX { break }
      if x >= area.minX { put(Cell(glyph: scalar.terminalSafe.value, style: style), x: x, y: point.y) }
      x += 1
    }
    return x - point.x
  }

  private mutating func drawCharacters(_ text: some Sequence<Character>, at point: Point, style: Style, area: Rect)
    -> Int
  {
    var x = point.x
    for character in text {
      let width = character.displayWidth
      if width == 0 { continue }
      if x + width > area.maxX { break }
      if x >= area.minX {
        put(Cell(glyph: glyph(of: character), style: style), x: x, y: point.y)
        if width == 2 { put(Cell(glyph: Cell.continuation, style: style), x: x + 1, y: point.y) }
      }
      x += width
    }
    return x - point.x
  }

  /// The glyph that shows `character`: its scalar's value, or a cluster of several.
  private mutating func glyph(of character: Character) -> UInt32 {
    if let scalar = character.onlyScalar { return scalar.value }
    clusters.append(String(character))
    return Cell.firstCluster + UInt32(clusters.count - 1)
  }

  /// Fills `rect` with blanks in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY where !area.isEmpty {
      for x in area.minX..<area.maxX { put(Cell(glyph: Cell.space, style: style), x: x, y: y) }
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
    let row = cells[y * size.width..<(y + 1) * size.width]
    let end = row.lastIndex { $0.glyph != Cell.space }.map { $0 + 1 } ?? row.startIndex
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size.width)
    for cell in row[..<end] { append(cell.glyph, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row as plain text, trailing blanks removed.
  public var plainLines: [String] { (0..<size.height).map(plainLine) }

  /// Row `y` with ANSI styles; ends in the default look. Trailing blanks in the default look
  /// are removed (an interactive writer clears the rest of the line).
  public func styledLine(_ y: Int) -> String {
    let row = cells[y * size.width..<(y + 1) * size.width]
    let end = row.lastIndex { $0 != .blank }.map { $0 + 1 } ?? row.startIndex
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size.width + 32)
    var current = Style.plain
    for cell in row[..<end] {
      if cell.isContinuation { continue }
      if cell.style != current {
        if current != .plain { bytes.append(contentsOf: ANSI.resetStyle.utf8) }
        cell.style.appendSelectGraphicRendition(to: &bytes)
        current = cell.style
      }
      append(cell.glyph, to: &bytes)
    }
    if current != .plain { bytes.append(contentsOf: ANSI.resetStyle.utf8) }
    return String(decoding: bytes, as: UTF8.self)
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

  /// Appends what `glyph` shows as UTF-8 (nothing for a continuation).
  @inline(__always)
  private func append(_ glyph: UInt32, to bytes: inout [UInt8]) {
    if glyph < 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: glyph))
    } else {
      appendNonASCII(glyph, to: &bytes)
    }
  }

  private func appendNonASCII(_ glyph: UInt32, to bytes: inout [UInt8]) {
    switch glyph {
    case Cell.continuation: return
    case Cell.firstCluster...: bytes.append(contentsOf: clusters[Int(glyph - Cell.firstCluster)].utf8)
    default: UTF8.encode(Unicode.Scalar(glyph).unsafelyUnwrapped) { bytes.append($0) }
    }
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    // Blank the other half of a wide character this cell cuts (also when the cell is itself a
    // right half: a wide character drawn one column left of another).
    if cells[index].isContinuation, x > 0 {
      cells[index - 1].glyph = Cell.space
    }
    if x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1].glyph = Cell.space
    }
    cells[index] = cell
  }
}
