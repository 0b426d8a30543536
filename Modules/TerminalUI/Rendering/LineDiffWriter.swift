/// Turns successive frames into the bytes that update a terminal showing the previous one: only
/// lines that changed are rewritten, each followed by a clear to the end of the line. The first
/// frame, and any frame of another size, clears and redraws everything.
public struct LineDiffWriter: Sendable {
  private var shown: [String] = []
  private var shownSize: Size?
  /// The cursor as last placed: `nil` hidden; unknown (and so written) after `invalidate()`.
  private var shownCursor: Point??

  /// A writer that has shown nothing yet.
  public init() {}

  /// Forgets what is on screen, so the next frame is drawn whole (after a resize, or when
  /// something else wrote to the terminal).
  public mutating func invalidate() {
    shownSize = nil
    shownCursor = .none
  }

  /// The bytes to turn the screen into `canvas`, in `colorMode`; empty when nothing changed.
  public mutating func update(to canvas: Canvas, colorMode: ColorMode) -> String {
    let lines = (0..<canvas.size.height).map { canvas.line($0, in: colorMode) }
    var output = ""
    if shownSize != canvas.size {
      output += ANSI.resetStyle + ANSI.clearScreen
      shown = Array(repeating: "", count: lines.count)
      shownSize = canvas.size
    }
    for (row, line) in lines.enumerated() where line != shown[row] {
      output += ANSI.moveCursor(row: row, column: 0) + line + ANSI.clearToEndOfLine
    }
    shown = lines
    // The terminal cursor: shown at the canvas's cursor (placed again after any line was
    // written, since writing moves it), hidden when there is none.
    let cursor = canvas.cursor.flatMap { canvas.bounds.contains($0) ? $0 : nil }
    if let cursor, !output.isEmpty || shownCursor != .some(cursor) {
      output += ANSI.moveCursor(row: cursor.y, column: cursor.x) + (shownCursor == .some(cursor) ? "" : ANSI.showCursor)
    } else if cursor == nil, shownCursor != .some(nil) {
      output += ANSI.hideCursor
    }
    shownCursor = .some(cursor)
    return output
  }
}
