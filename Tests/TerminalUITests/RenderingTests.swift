import Foundation
import ReactiveCore
import TerminalUI
import Testing

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
    let form = StackView(
      .vertical, spacing: 1, padding: EdgeInsets(all: 1),
      [
        Label("A long explanation that wraps over several lines of a small terminal"),
        StackView(.horizontal, spacing: 1, [Label("Name"), TextField(placeholder: "name")]),
        BoxView(title: "Beers", content: table), Button(title: "Sign in"), Spinner(title: "Loading"),
      ])
    let screen = ScreenView(title: "Tiny", content: form, status: "status", keyHints: [.init("q", "quit")])
    let window = Window()
    window.contentView = screen
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
