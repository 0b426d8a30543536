import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("TextView: several lines, wrapped at spaces, edited and scrolled at the cursor")
struct TextViewTests {
  /// A focused view of `text` in a window of `width` x `height`, drawn once (so the keys that
  /// move between rows know its width).
  func focusedView(_ text: String = "", width: Int, height: Int, rows: Int = 5) -> (TextView, Window) {
    let view = TextView(text: text, visibleRows: rows)
    let window = Window()
    window.contentView = view
    window.focus(view)
    _ = window.draw(size: Size(width: width, height: height))
    return (view, window)
  }

  @Test("Enter starts a line; Backspace and the arrows cross line ends; Ctrl-U clears to the line's start")
  func editingAcrossLines() {
    let (view, window) = focusedView(width: 20, height: 5)
    let sent = SentText(by: view)
    view.type("ab")
    window.dispatch(.enter)
    view.type("cd")
    #expect(view.text == "ab\ncd")
    #expect(sent.continuous.values == ["a", "ab", "ab\n", "ab\nc", "ab\ncd"])
    window.dispatch(.home)
    window.dispatch(.left)  // to the end of the first line
    window.dispatch(.backspace)
    #expect(view.text == "a\ncd")
    window.dispatch(.right)
    window.dispatch(.backspace)  // joins the lines
    #expect(view.text == "acd")
    window.dispatch(.end)
    window.dispatch(.enter)
    view.type("xyz")
    window.dispatch(.left)
    window.dispatch(.control("u"))
    #expect(view.text == "acd\nz")
    #expect(view.cursor == 4)
    #expect(sent.ended.values.isEmpty, "Enter is a line break here, not the end of editing")
  }

  @Test("a paste is one edit at the cursor, line breaks kept (\"\\r\\n\" as \"\\n\"), the cursor after it")
  func paste() {
    let (view, window) = focusedView("ad", width: 20, height: 5)
    let sent = SentText(by: view)
    window.dispatch(.left)
    #expect(window.dispatch(.paste("b\r\n\tc\r")))
    #expect(view.text == "ab\n c\nd")
    #expect(view.cursor == 6, "after the pasted text")
    #expect(sent.continuous.values == ["ab\n c\nd"], "one edit, not one per character")
    #expect(sent.ended.values.isEmpty, "a line break in a paste ends nothing")
    let long = String(repeating: "word ", count: 4_000) + "end"
    window.dispatch(.paste(long))
    #expect(view.text == "ab\n c\n" + long + "d")
    #expect(view.cursor == 6 + long.count)
  }

  @Test("long lines wrap at spaces and keep every character; a word longer than a row breaks inside")
  func wrapping() {
    let view = TextView(text: "the quick brown fox\n\nsupercalifragilistic", visibleRows: 6)
    #expect(
      frame(of: view, width: 11, height: 6)
        == golden(
          """
          the quick _|
          brown fox__|
          ___________|
          supercalif_|
          ragilistic_|
          ___________|
          """))
    #expect(view.text == "the quick brown fox\n\nsupercalifragilistic")
  }

  @Test("up and down keep the column, past a shorter row; beyond the first or last row they go to the ends")
  func verticalMoves() {
    let (view, window) = focusedView("abcdef\nab\nabcdef", width: 20, height: 5)
    window.dispatch(.up)
    window.dispatch(.up)
    #expect(view.cursor == 6, "end of the first line, column 6")
    window.dispatch(.home)
    window.dispatch(.right)
    window.dispatch(.right)
    window.dispatch(.right)  // column 3
    window.dispatch(.down)
    #expect(view.cursor == 9, "end of the short line \"ab\"")
    window.dispatch(.down)
    #expect(view.cursor == 13, "column 3 again on the last line")
    window.dispatch(.down)
    #expect(view.cursor == view.text.count)
    window.dispatch(.pageUp)
    #expect(view.cursor == 0)
  }

  @Test("up and down move between wrapped rows of one line, and End stays on its row")
  func wrappedRowMoves() {
    let (view, window) = focusedView("aaaa bbbb cccc", width: 6, height: 5)  // rows of 5: "aaaa ", "bbbb ", "cccc"
    window.dispatch(.up)
    #expect(view.cursor == 9, "the end of \"bbbb \" is before its space, not the next row's start")
    window.dispatch(.home)
    #expect(view.cursor == 5)
    window.dispatch(.end)
    #expect(view.cursor == 9)
    window.dispatch(.down)
    #expect(view.cursor == 14)
  }

  @Test("the view scrolls to keep the cursor in sight, both ways")
  func scrolling() {
    let lines = (1...8).map { "line \($0)" }.joined(separator: "\n")
    let (view, window) = focusedView(lines, width: 10, height: 3, rows: 3)
    #expect(frame(of: window, width: 10, height: 3) == golden("line 6____\nline 7____\nline 8____"))
    window.dispatch(.pageUp)
    window.dispatch(.pageUp)
    #expect(frame(of: window, width: 10, height: 3) == golden("line 2____\nline 3____\nline 4____"))
    window.dispatch(.up)
    window.dispatch(.up)
    #expect(frame(of: window, width: 10, height: 3) == golden("line 1____\nline 2____\nline 3____"))
    #expect(view.cursor == 0)
    view.text = "short"
    #expect(frame(of: window, width: 10, height: 3) == golden("short_____\n__________\n__________"))
  }

  @Test("in a long text, keys far from its end move, edit and scroll row by row to its end and back")
  func longTextRowByRow() {
    let lines = (1...300).map { "line \($0)" }.joined(separator: "\n")
    let (view, window) = focusedView(lines, width: 10, height: 3, rows: 3)
    for _ in 0..<100 { window.dispatch(.pageUp) }
    #expect(view.cursor == 0)
    #expect(frame(of: window, width: 10, height: 3) == golden("line 1____\nline 2____\nline 3____"))
    for _ in 0..<150 { window.dispatch(.down) }
    window.dispatch(.character("x"))
    #expect(frame(of: window, width: 10, height: 3) == golden("line 149__\nline 150__\nxline 151_"))
    // Narrower: "xline 151" wraps before "151".
    #expect(frame(of: window, width: 7, height: 3) == golden("line __\n150____\nxline _"))
    window.dispatch(.down)
    #expect(frame(of: window, width: 7, height: 3) == golden("150____\nxline _\n151____"))
    for _ in 0..<400 { window.dispatch(.pageDown) }
    #expect(view.cursor == view.text.count)
    #expect(frame(of: window, width: 10, height: 3) == golden("line 298__\nline 299__\nline 300__"))
    window.dispatch(.end)
    window.dispatch(.character("!"))
    #expect(view.text.hasSuffix("line 300!"))
    #expect(view.text.contains("line 150\nxline 151\nline 152"))
  }

  @Test(
    "without the focus the view shows its top, though the cursor of a text set from code is at its end; focused, the cursor's row"
  )
  func unfocusedShowsTheTop() {
    let lines = (1...8).map { "line \($0)" }.joined(separator: "\n")
    let view = TextView(text: lines, visibleRows: 2)
    let window = Window()
    window.contentView = StackView(.vertical, [Button(title: "Go"), view])
    #expect(frame(of: window, width: 10, height: 3).hasSuffix("line 1____\nline 2____"))
    window.focus(view)
    #expect(frame(of: window, width: 10, height: 3).hasSuffix("line 7____\nline 8____"))
  }

  @Test("text from code: carriage returns become line breaks, control characters are made safe, nothing is sent")
  func textFromCode() {
    let view = TextView()
    var sent = 0
    view.reactive.continuousTextValues.observeValues { _ in sent += 1 }
    view.reactive.textValues.observeValues { _ in sent += 1 }
    view.text = "one\r\ntwo\rthree\u{1B}[31m"
    #expect(view.text == "one\ntwo\nthree\u{FFFD}[31m")
    #expect(view.cursor == view.text.count)
    #expect(sent == 0)
  }

  @Test("focus moving away ends editing once, with the text; Tab moves the focus and is not typed")
  func endOnFocusLoss() {
    let notes = TextView()
    let other = Button(title: "Go")
    let window = Window()
    window.contentView = StackView(.vertical, [notes, other])
    var ended: [String] = []
    notes.reactive.textValues.observeValues { ended.append($0) }
    window.dispatch(.character("a"))
    window.dispatch(.enter)
    window.dispatch(.tab)
    #expect(window.focusedView === other)
    window.dispatch(.shiftTab)
    window.dispatch(.tab)
    #expect(ended == ["a\n"])
  }

  @Test("wide characters wrap whole, and every row fits the view")
  func wideCharacters() {
    let view = TextView(text: "日本語のテキストです", visibleRows: 4)
    let window = Window()
    window.contentView = view
    let canvas = window.draw(size: Size(width: 7, height: 4))
    #expect(linesFit(canvas))
    #expect(canvas.plainLines.prefix(4).map { $0.filter { $0 != "_" && $0 != " " } } == ["日本語", "のテキ", "ストで", "す"])
  }

  @Test("the cursor after a character wider than a row still has a cell (found by FuzzTextEditing)")
  func cursorAfterAnOverWideCharacter() {
    let (view, window) = focusedView(width: 2, height: 1, rows: 1)
    view.type("日")
    let canvas = window.draw(size: Size(width: 2, height: 1))
    #expect(canvas.cursor == Point(x: 0, y: 0), "on the empty row after it, scrolled into sight")
    window.dispatch(.left)
    #expect(window.draw(size: Size(width: 2, height: 1)).plainLines == ["日"])
  }

  @Test(
    "characters typed apart that read as one (an accent after its letter, a flag's halves) count as one, in a view and a field (found by FuzzTextEditing)"
  )
  func joinedCharacters() {
    let view = TextView()
    let field = TextField()
    for editor in [view.type, field.type] {
      editor("e")
      editor("\u{301}")
      editor("\u{1F1FA}")
      editor("\u{1F1F8}")
    }
    #expect(view.text == "é🇺🇸" && field.text == "é🇺🇸")
    #expect(view.cursor == 2 && field.cursor == 2, "the cursor stays within the text's 2 characters")
    _ = view.handle(.backspace)
    _ = field.handle(.backspace)
    #expect(view.text == "é" && field.text == "é", "Backspace takes the whole flag")
  }

  @Test("a lone regional indicator typed before a flag pairs anew, and the cursor counts the new pairs")
  func regionalIndicatorsPairAnew() {
    let (view, _) = focusedView("\u{1F1E6}\u{1F1E7}\u{1F1E8}\u{1F1E9}", width: 20, height: 2)  // flags AB, CD
    _ = view.handle(.home)
    view.type("\u{1F1FD}")  // X before them: XA, BC, D
    #expect(view.text.count == 3)
    #expect(view.cursor == 1, "after the pair XA, the character the X joined")
    _ = view.handle(.delete)
    #expect(view.text == "\u{1F1FD}\u{1F1E6}\u{1F1E9}", "Delete takes the pair BC as the text reads it")
  }

  @Test("an empty view shows its placeholder; a disabled one takes neither keys nor focus")
  func placeholderAndDisabled() {
    let view = TextView(placeholder: "body", visibleRows: 2)
    #expect(frame(of: view, width: 10, height: 2) == golden("(body)____\n__________"))
    view.isEnabled = false
    #expect(!view.canBecomeFocused)
    #expect(!view.handle(.character("x")))
    #expect(view.text.isEmpty)
  }
}
