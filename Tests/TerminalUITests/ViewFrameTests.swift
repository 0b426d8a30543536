import Foundation
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("Golden frames: labels, buttons, fields, stacks, boxes, spinners, screens")
struct ViewFrameTests {
  @Test("a view with a maximum width keeps it however wide the terminal; stacks and screens honour it")
  func maximumWidth() {
    let field = TextField(placeholder: "name")
    let box = BoxView(title: "Form", content: field)
    box.maximumWidth = 20
    let stack = StackView(.vertical, [box, Label("under the form")])
    let screen = ScreenView(title: "Wide", content: stack)
    let lines = frame(of: screen, width: 60, height: 8).components(separatedBy: "\n")
    #expect(lines[1] == "┌ Form ────────────┐", "the box is 20 wide, not 60")
    #expect(lines.contains("under the form"), "\(lines)")
    let row = StackView(.horizontal, [Label("a"), field])
    field.growsToFill = true
    field.maximumWidth = 10
    #expect(frame(of: row, width: 40, height: 1) == "a(name)____")
  }

  @Test("a label wraps at spaces and ends with an ellipsis when lines run out")
  func labelWraps() {
    let label = Label("The quick brown fox jumps over the lazy dog")
    #expect(
      frame(of: label, width: 16, height: 3)
        == golden(
          """
          The quick brown |
          fox jumps over  |
          the lazy dog    |
          """))
    #expect(
      frame(of: label, width: 16, height: 2)
        == golden(
          """
          The quick brown |
          fox jumps over… |
          """))
    #expect(frame(of: label, width: 5, height: 1) == "The…")
  }

  @Test("a truncating label keeps one line per paragraph and never splits a wide character")
  func labelTruncates() {
    let label = Label("日本語のテキスト\nsecond line", lineBreak: .truncate)
    #expect(
      frame(of: label, width: 8, height: 2)
        == golden(
          """
          日本語…  |
          second…|
          """))
    // Seven columns: three wide characters take six, the ellipsis one; the fourth would cross.
    #expect(frame(of: label, width: 7, height: 1) == "日本語…")
  }

  @Test("emoji take two columns, combining marks none, control characters show as �")
  func displayWidths() {
    let label = Label("👍🏽 e\u{301}t\u{1B}[31m", lineBreak: .truncate)
    #expect(frame(of: label, width: 20, height: 1) == "👍🏽 e\u{301}t�[31m")
    let canvas = Window().draw(size: Size(width: 3, height: 1))
    #expect(canvas.plainLines == [""])
  }

  @Test("a button shows focus and disabled state in plain text; a disabled one cannot be focused")
  func buttonStates() {
    let ok = Button(title: "OK")
    let cancel = Button(title: "Cancel")
    let row = StackView(.horizontal, spacing: 1, [ok, cancel])
    let window = Window()
    window.contentView = row
    #expect(frame(of: window, width: 20, height: 1) == "[>OK<] [ Cancel ]")
    window.dispatch(.tab)
    #expect(frame(of: window, width: 20, height: 1) == "[ OK ] [>Cancel<]")
    cancel.isEnabled = false
    #expect(window.focusedView === ok, "focus left the disabled button")
    window.dispatch(.tab)
    #expect(window.focusedView === ok)
    #expect(frame(of: window, width: 20, height: 1) == "[>OK<] [-Cancel-]")
  }

  @Test("a text field shows its placeholder, then typed text, scrolling to keep the cursor in view")
  func textField() {
    let field = TextField(placeholder: "user name")
    let window = Window()
    window.contentView = field
    #expect(frame(of: window, width: 12, height: 1) == "(user name)_", "in parentheses: not typed text")
    field.type("alexander-the-great")
    #expect(frame(of: window, width: 12, height: 1) == "r-the-great_", "the cursor cell after the text stays in view")
    #expect(field.text == "alexander-the-great")
  }

  @Test("a stack lays out with spacing and padding; a box draws its border and title")
  func stackAndBox() {
    let box = BoxView(
      title: "Sign in", padding: EdgeInsets(horizontal: 1, vertical: 0),
      content: StackView(.vertical, spacing: 1, [Label("Hello"), Label("World")]))
    #expect(
      frame(of: StackView(.vertical, [box]), width: 16, height: 6)
        == golden(
          """
          ┌ Sign in ─────┐|
          │ Hello        │|
          │              │|
          │ World        │|
          └──────────────┘|
                          |
          """))
    #expect(frame(of: box, width: 1, height: 1) == "…", "no room for a border: only content, cut")
  }

  @Test("a spinner turns on its scheduler while animating and hides when stopped")
  func spinner() {
    let scheduler = TestScheduler()
    let spinner = Spinner(title: "Loading", scheduler: scheduler)
    #expect(frame(of: spinner, width: 12, height: 1) == "")
    spinner.isAnimating = true
    #expect(frame(of: spinner, width: 12, height: 1) == "⠋ Loading")
    scheduler.advance(by: .milliseconds(250))
    #expect(frame(of: spinner, width: 12, height: 1) == "⠹ Loading")
    spinner.isAnimating = false
    scheduler.advance(by: .seconds(1))
    #expect(frame(of: spinner, width: 12, height: 1) == "")
    #expect(spinner.frameIndex == 2, "no tick after stopping")
  }

  @Test("a screen has a title bar, content, a status line and key hints; a tiny one keeps the title")
  func screen() {
    let screen = ScreenView(
      title: "Beers", content: Label("content"), status: "325 beers",
      keyHints: [.init("↑↓", "move"), .init("q", "quit")])
    #expect(
      frame(of: screen, width: 24, height: 5)
        == golden(
          """
           Beers                  |
          content                 |
                                  |
          325 beers               |
          ↑↓ move · q quit        |
          """))
    #expect(frame(of: screen, width: 24, height: 3) == " Beers\ncontent\n↑↓ move · q quit")
    #expect(frame(of: screen, width: 4, height: 1) == " Be…")
  }
}

@MainActor
@Suite("Window: below its minimum size")
struct WindowMinimumSizeTests {
  @Test("below the minimum it says which size it needs, and keys reach only the app's handler")
  func tooSmall() {
    let window = Window()
    let field = TextField(placeholder: "name")
    window.contentView = field
    window.minimumSize = Size(width: 20, height: 5)
    var unhandled: [Key] = []
    window.unhandledKeyHandler = { key in
      unhandled.append(key)
      return true
    }
    let small = window.draw(size: Size(width: 18, height: 4)).plainLines
    #expect(small == [" Window too small", "   need 20 x 5", "    now 18 x 4", ""])
    window.dispatch(.character("a"))
    #expect(field.text.isEmpty, "the hidden field gets nothing")
    #expect(unhandled == [.character("a")])
    _ = window.draw(size: Size(width: 20, height: 5))
    window.dispatch(.character("b"))
    #expect(field.text == "b")
  }

  @Test("the message is cut to fit a tiny window, never overflowing")
  func tiny() {
    let window = Window()
    window.minimumSize = Size(width: 40, height: 14)
    for (width, height) in [(1, 1), (5, 2), (0, 0), (12, 1)] {
      let lines = window.draw(size: Size(width: width, height: height)).plainLines
      #expect(lines.count == height)
      #expect(lines.allSatisfy { $0.displayWidth <= width })
    }
  }
}
