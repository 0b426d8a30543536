import FuzzSupport
import TerminalUI

/// Fuzzes `TextView` editing: the first two bytes pick the view's size (1 to 32 columns, 1 to 8
/// rows), the rest are terminal bytes decoded into keys (arrows, PgUp/PgDn, Home/End, Enter,
/// Backspace, Delete, Ctrl-U, bracketed pastes, any UTF-8 or invalid bytes), each dispatched to
/// the focused view and followed by a frame. Oracle, after every key: every drawn line fits the width; the cursor is
/// within the text; the text holds no control character but "\n"; the text set back from code
/// is the same text; and from two columns on, the terminal's cursor is shown inside the view
/// (scrolling kept it in sight).
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
}
