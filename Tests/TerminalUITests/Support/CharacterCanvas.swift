import TerminalUI

/// The canvas as it was written first, a `Character` per cell, each text made terminal-safe and
/// read character by character: what `Canvas`, which keeps scalars and reads ASCII by the byte,
/// must draw exactly as.
struct CharacterCanvas {
  struct Cell: Equatable {
    var character: Character
    var style: Style
    var isContinuation: Bool
  }

  let size: Size
  private var cells: [Cell]

  init(size: Size) {
    self.size = size
    cells = Array(
      repeating: Cell(character: " ", style: .plain, isContinuation: false), count: size.width * size.height)
  }

  var bounds: Rect { Rect(origin: .zero, size: size) }

  mutating func draw(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect?) -> Int {
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

  mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY where !area.isEmpty {
      for x in area.minX..<area.maxX { put(Cell(character: " ", style: style, isContinuation: false), x: x, y: y) }
    }
  }

  mutating func applyStyle(_ style: Style, to rect: Rect) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY where !area.isEmpty {
      for x in area.minX..<area.maxX { cells[y * size.width + x].style = cells[y * size.width + x].style.adding(style) }
    }
  }

  func plainLine(_ y: Int) -> String {
    var line = ""
    for x in 0..<size.width where !cells[y * size.width + x].isContinuation {
      line.append(cells[y * size.width + x].character)
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  func styledLine(_ y: Int) -> String {
    let blank = Cell(character: " ", style: .plain, isContinuation: false)
    var end = size.width
    while end > 0, cells[y * size.width + end - 1] == blank { end -= 1 }
    var line = ""
    var current = Style.plain
    for x in 0..<end where !cells[y * size.width + x].isContinuation {
      let cell = cells[y * size.width + x]
      if cell.style != current {
        line += current == .plain ? "" : "\u{1B}[0m"
        line += Self.selectGraphicRendition(cell.style)
        current = cell.style
      }
      line.append(cell.character)
    }
    if current != .plain { line += "\u{1B}[0m" }
    return line
  }

  func style(at point: Point) -> Style { cells[point.y * size.width + point.x].style }

  static func selectGraphicRendition(_ style: Style) -> String {
    var codes: [String] = []
    if style.isBold { codes.append("1") }
    if style.isDim { codes.append("2") }
    if style.isUnderlined { codes.append("4") }
    if style.isReversed { codes.append("7") }
    if let foreground = style.foreground { codes.append(String(30 + foreground.rawValue)) }
    if let background = style.background { codes.append(String(40 + background.rawValue)) }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = Cell(character: " ", style: cells[index - 1].style, isContinuation: false)
    }
    if x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(character: " ", style: cells[index + 1].style, isContinuation: false)
    }
    cells[index] = cell
  }
}
