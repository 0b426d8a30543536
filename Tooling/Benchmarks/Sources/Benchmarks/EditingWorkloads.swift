import TerminalUI

/// E1: a long text as a user or a server gives it. Pasted into a focused `TextField`, and the
/// frame after it (the field scrolls to the paste's end); the same into a focused `TextView`,
/// and its frame; and, without its spaces (one word as long as the paste: a URL, a blob), in a
/// wrapping `Label` and its frame. The text goes through `opaque`, so its length is unknown to
/// the compiler; the checksum counts the characters the editors hold and the bytes of every
/// frame. Per character, the cost must not grow with the text: before their fixes
/// (2026-12-06) the field scrolled one character per pass (2.5 s for a frame after a paste of
/// 3,720 characters in a debug build), and a word was measured again after each line it filled.
enum EditingWorkloads {
  @MainActor
  static func e1(characters n: Int, passes: Int) -> (elapsed: UInt64, checksum: Int) {
    let words = ["lorem ", "ipsum ", "dolor ", "sit ", "amet, ", "café ", "🍺 ", "日本 "]
    var text = ""
    while text.count < n { text += words[text.count % words.count] }
    text = opaque(String(text.prefix(n)))
    let word = opaque(text.filter { $0 != " " })
    let size = Size(width: 80, height: 10)
    /// Shows `view` focused in a window of its own, pastes `pasted` into it, and returns the
    /// bytes of the frame drawn then.
    func frameBytes(of view: View, pasting pasted: String? = nil) -> Int {
      let window = Window()
      window.contentView = view
      window.focus(view)
      if let pasted { window.dispatch(.paste(pasted)) }
      let canvas = window.draw(size: size)
      return (0..<size.height).reduce(0) { $0 &+ canvas.styledLine($1).utf8.count }
    }
    var checksum = 0
    let elapsed = timed {
      for _ in 0..<passes {
        let field = TextField()
        checksum &+= frameBytes(of: field, pasting: text) &+ field.text.count
        let textView = TextView(visibleRows: 10)
        checksum &+= frameBytes(of: textView, pasting: text) &+ textView.text.count
        checksum &+= frameBytes(of: Label(word))
      }
    }
    return (elapsed, checksum)
  }
}
