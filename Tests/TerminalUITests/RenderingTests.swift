import Foundation
import ReactiveCore
import TerminalUI
import Testing
import Bindings

@MainActor
@Suite("Canvas, styles, colour detection and tiny terminals")
struct RenderingTests {
  @Test("overwriting half of a wide character blanks the other half; clipping never splits one")
  func wideCharacterCells() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("日本語", at: .zero)
    canvas.draw("x", at: Point(x: 1, y: 0))
    #expect(canvas.plainLines == [" x本語"])
    var clipped = Canvas(size: Size(width: 6, height: 1))
    let used = clipped.draw("ab日本", at: .zero, clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(clipped.plainLines == ["ab日"])
    #expect(used == 4)
  }

  @Test("a wide character drawn one column left of another blanks the other's right half: the row keeps its columns")
  func wideCharacterOverAnother() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("ab本x", at: .zero)
    canvas.draw("日", at: Point(x: 1, y: 0))
    #expect(canvas.plainLines == ["a日 x"])
    #expect(canvas.plainLines[0].displayWidth == 5, "x stays in column 4")
  }

  @Test("styled lines carry SGR sequences and end reset; plain lines carry none")
  func styledLines() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("ok", at: .zero, style: Style(bold: true, foreground: .green))
    canvas.draw("no", at: Point(x: 3, y: 0), style: .reversed)
    #expect(canvas.styledLine(0) == "\u{1B}[1;32mok\u{1B}[0m \u{1B}[7mno\u{1B}[0m")
    #expect(canvas.plainLines == ["ok no"])
    #expect(!canvas.plainLines[0].contains("\u{1B}"))
  }

  @Test("colour is off for NO_COLOR, TERM=dumb, no TERM, a pipe, or --color never")
  func colorDetection() {
    let terminal = ["TERM": "xterm-256color"]
    #expect(ColorMode.detect(environment: terminal, outputIsTerminal: true) == .styled)
    #expect(ColorMode.detect(environment: terminal, outputIsTerminal: false) == .plain)
    #expect(ColorMode.detect(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }, outputIsTerminal: true) == .plain)
    #expect(ColorMode.detect(environment: terminal.merging(["NO_COLOR": ""]) { $1 }, outputIsTerminal: true) == .styled)
    #expect(ColorMode.detect(environment: ["TERM": "dumb"], outputIsTerminal: true) == .plain)
    #expect(ColorMode.detect(environment: [:], outputIsTerminal: true) == .plain)
    #expect(ColorMode.detect(preference: .never, environment: terminal, outputIsTerminal: true) == .plain)
    #expect(ColorMode.detect(preference: .always, environment: [:], outputIsTerminal: false) == .styled)
  }

  @Test("a whole screen draws at every size from 0x0 to 40x12 without a line overflowing")
  func everySize() {
    let table = TableView(placeholder: "empty")
    let items = MutableProperty(beers(Array(1...30)))
    items.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = "\(beer.name) 🍺 日本"
      cell.accessoryText = "5.6%"
    }
    let notes = TextView(text: "Several lines\nof text that wraps, 日本語 too", visibleRows: 3)
    let form = StackView(
      .vertical, spacing: 1, padding: EdgeInsets(all: 1),
      [
        Label("A long explanation that wraps over several lines of a small terminal"),
        StackView(.horizontal, spacing: 1, [Label("Name"), TextField(placeholder: "name")]),
        StackView(.horizontal, spacing: 1, [Label("Notes"), notes]),
        BoxView(title: "Beers", content: table), Button(title: "Sign in"), Spinner(title: "Loading"),
      ])
    let screen = ScreenView(title: "Tiny", content: form, status: "status", keyHints: [.init("q", "quit")])
    let window = Window()
    window.contentView = screen
    window.focus(notes)
    for width in 0...40 {
      for height in 0...12 {
        let canvas = window.draw(size: Size(width: width, height: height))
        #expect(canvas.plainLines.count == height)
        #expect(linesFit(canvas), "\(width)x\(height)")
      }
    }
    #expect(frame(of: window, width: 20, height: 5).hasPrefix(" Tiny"))
  }
}

@MainActor
@Suite("Interactive output: frames only when something changed, only changed lines written")
struct InteractiveOutputTests {
  @Test("the first frame clears and draws every line; the next writes only the line that changed")
  func changedLinesOnly() {
    let top = Label("top")
    let bottom = Label("bottom")
    let window = Window()
    window.contentView = StackView(.vertical, [top, Label("middle"), bottom])
    var writer = LineDiffWriter()
    let first = writer.update(to: window.draw(size: Size(width: 10, height: 3)), colorMode: .plain)
    #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(first.contains("top") && first.contains("middle") && first.contains("bottom"))
    bottom.text = "end"
    let second = writer.update(to: window.draw(size: Size(width: 10, height: 3)), colorMode: .plain)
    #expect(second == "\u{1B}[3;1Hend\u{1B}[K")
    #expect(writer.update(to: window.draw(size: Size(width: 10, height: 3)), colorMode: .plain).isEmpty)
    let resized = writer.update(to: window.draw(size: Size(width: 8, height: 3)), colorMode: .plain)
    #expect(resized.contains("\u{1B}[2J") && resized.contains("middle"), "a new size redraws everything")
  }

  @Test("a window needs a frame only after something in it changed, and says so once per change")
  func needsDisplay() {
    let label = Label("a")
    let window = Window()
    window.contentView = label
    var requests = 0
    window.onNeedsDisplay = { requests += 1 }
    _ = window.draw(size: Size(width: 5, height: 1))
    #expect(!window.needsDisplay)
    window.dispatch(.character("x"))  // nothing handles it: no change
    #expect(!window.needsDisplay)
    label.text = "b"
    #expect(window.needsDisplay)
    #expect(requests >= 1)
    _ = window.draw(size: Size(width: 5, height: 1))
    #expect(!window.needsDisplay)
  }
}

@MainActor
@Suite("The terminal cursor")
struct TerminalCursorTests {
  @Test("a focused field puts the cursor at its insertion point; the writer shows, moves and hides it")
  func cursorFollowsFocus() {
    let window = Window()
    let field = TextField(text: "abc")
    let button = Button(title: "OK")
    window.contentView = StackView(.vertical, [field, button])
    var canvas = window.draw(size: Size(width: 10, height: 2))
    #expect(canvas.cursor == Point(x: 3, y: 0), "after the text")
    var writer = LineDiffWriter()
    let first = writer.update(to: canvas, colorMode: .plain)
    #expect(first.hasSuffix("\u{1B}[1;4H\u{1B}[?25h"), "placed, then shown")
    #expect(writer.update(to: canvas, colorMode: .plain).isEmpty, "nothing again for the same frame")
    window.dispatch(.left)
    canvas = window.draw(size: Size(width: 10, height: 2))
    #expect(canvas.cursor == Point(x: 2, y: 0))
    window.dispatch(.tab)
    canvas = window.draw(size: Size(width: 10, height: 2))
    #expect(canvas.cursor == nil, "the button has focus: no text cursor")
    #expect(writer.update(to: canvas, colorMode: .plain).hasSuffix("\u{1B}[?25l"), "hidden")
  }
}
