import TerminalUI

/// E1: a long paste into a focused `TextField` and the frame after it (the field scrolls to the
/// paste's end), then the same text into a focused `TextView` and its frame. The text goes
/// through `opaque`, so its length is unknown to the compiler; the checksum counts the
/// characters each view holds and the bytes of both frames. Per pasted character, the cost must
/// not grow with the paste: a field that scrolled one character per pass (2026-12-06, before its
/// fix) took 2.5 s for a frame after a paste of 3,720 characters in a debug build.
enum EditingWorkloads {
  @MainActor
  static func e1(characters n: Int, pastes: Int) -> (elapsed: UInt64, checksum: Int) {
    let words = ["lorem ", "ipsum ", "dolor ", "sit ", "amet, ", "café ", "🍺 ", "日本 "]
    var text = ""
    while text.count < n { text += words[text.count % words.count] }
    text = opaque(String(text.prefix(n)))
    let size = Size(width: 80, height: 10)
    var checksum = 0
    let elapsed = timed {
      for _ in 0..<pastes {
        for view in [TextField() as View, TextView(visibleRows: 10)] {
          let window = Window()
          window.contentView = view
          window.focus(view)
          window.dispatch(.paste(text))
          let canvas = window.draw(size: size)
          checksum &+= ((view as? TextField)?.text ?? (view as? TextView)?.text ?? "").count
          for row in 0..<size.height { checksum &+= canvas.styledLine(row).utf8.count }
        }
      }
    }
    return (elapsed, checksum)
  }
}
