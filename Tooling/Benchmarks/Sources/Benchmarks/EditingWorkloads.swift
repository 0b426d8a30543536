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
  /// A text of `n` characters (words with accents, emoji and CJK, each followed by a space),
  /// through `opaque`, so its length is unknown to the compiler.
  static func sampleText(characters n: Int) -> String {
    let words = ["lorem ", "ipsum ", "dolor ", "sit ", "amet, ", "café ", "🍺 ", "日本 "]
    var text = ""
    var count = 0
    while count < n {
      let word = words[count % words.count]
      text += word
      count += word.count
    }
    return opaque(String(text.prefix(n)))
  }

  @MainActor
  static func e1(characters n: Int, passes: Int) -> (elapsed: UInt64, checksum: Int) {
    let text = sampleText(characters: n)
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

extension EditingWorkloads {
  /// E2: keys typed into a long text. A focused `TextField` and a focused `TextView` each hold
  /// the same text of `n` characters (pasted, and drawn once, untimed), the field's cursor at
  /// its start (Home) and the text view's about the middle (PgUp); then `keys` keys go to each:
  /// a letter typed at the cursor, and in the text view every other key an arrow up or down,
  /// each followed by the frame it shows. What a key costs must not grow with the text it
  /// edits (the characters after the cursor move, so their move is measured too).
  @MainActor
  static func e2(characters n: Int, keys: Int) -> (elapsed: UInt64, checksum: Int) {
    let text = sampleText(characters: n)
    let size = Size(width: 80, height: 10)
    let field = TextField()
    let textView = TextView(visibleRows: 10)
    let windows = [field, textView].map { view in
      let window = Window()
      window.contentView = view
      window.focus(view)
      window.dispatch(.paste(text))
      _ = window.draw(size: size)
      return window
    }
    windows[0].dispatch(.home)
    // About 80 characters a row, 10 rows a page: half the rows up.
    for _ in 0..<n / 1_600 { windows[1].dispatch(.pageUp) }
    var sent = 0
    _ = field.continuousTextValues.observeValues { sent &+= $0.utf8.count }
    _ = textView.continuousTextValues.observeValues { sent &+= $0.utf8.count }
    let typed: [Key] = (0..<keys).map { .character(Character(UnicodeScalar(UInt8(97 + $0 % 26)))) }
    let moves: [Key] = (0..<keys).map { $0 % 4 < 2 ? .up : .down }
    var checksum = 0
    let elapsed = timed {
      for index in 0..<keys {
        windows[0].dispatch(typed[index])
        checksum &+= windows[0].draw(size: size).styledLine(0).utf8.count
        windows[1].dispatch(index % 2 == 0 ? typed[index] : moves[index])
        checksum &+= windows[1].draw(size: size).styledLine(5).utf8.count
      }
    }
    return (elapsed, checksum &+ sent &+ field.text.count &+ textView.cursor)
  }
}
