import FuzzSupport
import TerminalUI

/// Fuzzes `TextView` editing: the first two bytes pick the view's size (1 to 32 columns, 1 to 8
/// rows), the rest are terminal bytes decoded into keys (arrows, PgUp/PgDn, Home/End, Enter,
/// Backspace, Delete, Ctrl-U, bracketed pastes, any UTF-8 or invalid bytes), each dispatched to
/// the focused view and followed by a frame. Oracle, after every key: every drawn line fits the width; the cursor is
/// within the text; the text holds no control character but "\n"; the text set back from code
/// is the same text; from two columns on, the terminal's cursor is shown inside the view
/// (scrolling kept it in sight). After the last key, for texts of up to 400 characters, the
/// cursor's row and column are those of a view given the whole text at once and its cursor
/// moved there with the left arrow (the rows the view laid out after each edit, only as far as
/// it shows them, are the rows of laying the whole text out).
@_cdecl("FuzzTextEditing_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzTextEditing)
}

func fuzzTextEditing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard bytes.count >= 2 else { return 0 }
  let width = Int(bytes[0]) % 32 + 1
  let height = Int(bytes[1]) % 8 + 1
  var decoder = KeyDecoder()
  let keys = decoder.feed(bytes.dropFirst(2)) + decoder.flush()
  MainActor.assumeIsolated { check(keys: keys, width: width, height: height) }
  return 0
}

@MainActor
private func check(keys: [Key], width: Int, height: Int) {
  let view = TextView(visibleRows: height)
  let window = Window()
  window.contentView = view
  window.focus(view)
  let frameSize = Size(width: width, height: height)
  _ = window.draw(size: frameSize)
  for key in keys where key != .tab && key != .shiftTab {
    window.dispatch(key)
    let canvas = window.draw(size: frameSize)
    let text = view.text
    for (row, line) in canvas.plainLines.enumerated() where line.displayWidth > width {
      fatalError("text view oracle: row \(row) is \(line.displayWidth) columns in \(width): \(line.debugDescription)")
    }
    guard (0...text.count).contains(view.cursor) else {
      fatalError("text view oracle: cursor \(view.cursor) outside a text of \(text.count) characters")
    }
    if let control = text.unicodeScalars.first(where: { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }) {
      fatalError("text view oracle: the text holds U+\(String(control.value, radix: 16)): \(text.debugDescription)")
    }
    let copy = TextView(text: text)
    guard copy.text == text else {
      fatalError("text view oracle: \(text.debugDescription) set from code reads \(copy.text.debugDescription)")
    }
    if width >= 2 {
      guard let cursor = canvas.cursor, (0..<width).contains(cursor.x), (0..<height).contains(cursor.y) else {
        fatalError(
          "text view oracle: the cursor is not shown (\(String(describing: canvas.cursor))) after \(key) at "
            + "\(width)x\(height), text \(text.debugDescription), cursor \(view.cursor)")
      }
    }
  }
  // Once per input (a view of its own costs as much as the keys): the rows laid out as far as
  // shown, after every edit, must be those of the whole text.
  let text = view.text
  let canvas = window.draw(size: frameSize)
  guard width >= 2, text.count <= 400, let cursor = canvas.cursor else { return }
  let (row, column) = cursorRow(in: canvas, at: cursor)
  let (expectedRow, expectedColumn) = cursorRowLaidOutAtOnce(text: text, cursor: view.cursor, size: frameSize)
  guard row == expectedRow, column == expectedColumn else {
    fatalError(
      "text view oracle: at \(width)x\(height), the cursor's row is \(row.debugDescription) at column \(column), "
        + "laid out at once \(expectedRow.debugDescription) at \(expectedColumn); text \(text.debugDescription), "
        + "cursor \(view.cursor)")
  }
}

/// The line of `canvas` that the terminal's cursor is on, and the cursor's column.
private func cursorRow(in canvas: Canvas, at cursor: Point) -> (String, Int) {
  (canvas.plainLines[cursor.y], cursor.x)
}

/// The cursor's line and column in a focused view of `size` given `text` from code (its cursor
/// at the end), its cursor then moved left to `cursor`.
@MainActor
private func cursorRowLaidOutAtOnce(text: String, cursor: Int, size: Size) -> (String, Int) {
  let view = TextView(text: text, visibleRows: size.height)
  let window = Window()
  window.contentView = view
  window.focus(view)
  _ = window.draw(size: size)
  for _ in cursor..<text.count { window.dispatch(.left) }
  let canvas = window.draw(size: size)
  guard let shown = canvas.cursor else {
    fatalError("text view oracle: a view given \(text.debugDescription) does not show its cursor at \(cursor)")
  }
  return cursorRow(in: canvas, at: shown)
}
