import Foundation
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("TextField: editing keys, signals and the secure mode")
struct TextFieldTests {
  @Test("editing keys act at the cursor; continuousTextValues sends every edit, textValues the end")
  func editing() {
    let field = TextField()
    let sent = SentText(by: field)
    field.type("héllo")
    _ = field.handle(.left)
    _ = field.handle(.left)
    _ = field.handle(.backspace)  // removes the first "l"
    _ = field.handle(.home)
    _ = field.handle(.delete)  // removes "h"
    _ = field.handle(.end)
    field.type("!")
    #expect(field.text == "élo!")
    #expect(sent.continuous.values == ["h", "hé", "hél", "héll", "héllo", "hélo", "élo", "élo!"])
    #expect(sent.ended.values.isEmpty)
    _ = field.handle(.enter)
    #expect(sent.ended.values == ["élo!"])
    #expect(sent.entered.values == ["élo!"])
    _ = field.handle(.enter)
    #expect(sent.ended.values == ["élo!", "élo!"], "Enter ends editing even without an edit")
    #expect(sent.entered.values == ["élo!", "élo!"])
    _ = field.handle(.control("u"))
    #expect(field.text == "")
  }

  @Test("a paste is one edit at the cursor; its lines join with a space and it never presses Enter")
  func paste() {
    let field = TextField(text: "ab")
    let sent = SentText(by: field)
    _ = field.handle(.left)
    #expect(field.handle(.paste("one\r\n\ntwo\tthree\n")))
    #expect(field.text == "aone two threeb")
    #expect(field.cursor == 14, "after the pasted text")
    #expect(sent.continuous.values == ["aone two threeb"])
    #expect(sent.ended.values.isEmpty && sent.entered.values.isEmpty)
    _ = field.handle(.paste("emilys\n"))
    #expect(field.text == "aone two threeemilysb", "a line copied with its line break pastes alone")
    _ = field.handle(.paste("\u{1B}[31m"))
    #expect(!field.text.unicodeScalars.contains("\u{1B}"), "no escape sequence reaches the terminal")
  }

  @Test("a long paste scrolls the field to its end, the cursor after it; Home shows its start again")
  func longPaste() {
    let field = TextField()
    let window = Window()
    window.contentView = field
    window.focus(field)
    let size = Size(width: 10, height: 1)
    _ = window.draw(size: size)
    let digits = (0..<5_000).map { String($0 % 10) }.joined() + "END"
    window.dispatch(.paste(digits))
    var canvas = window.draw(size: size)
    #expect(canvas.plainLines == ["456789END_"])
    #expect(canvas.cursor == Point(x: 9, y: 0))
    window.dispatch(.home)
    canvas = window.draw(size: size)
    #expect(canvas.plainLines == ["0123456789"])
    #expect(canvas.cursor == Point(x: 0, y: 0))
  }

  @Test("focus moving away ends editing once, and is not Enter; setting text from code sends nothing")
  func endOnFocusLoss() {
    let name = TextField()
    let other = Button(title: "Go")
    let window = Window()
    window.contentView = StackView(.vertical, [name, other])
    var ended: [String] = []
    var entered = 0
    name.reactive.textValues.observeValues { ended.append($0) }
    name.reactive.enterPresses.observeValues { _ in entered += 1 }
    window.dispatch(.character("a"))
    window.dispatch(.tab)
    window.dispatch(.shiftTab)
    window.dispatch(.tab)
    #expect(ended == ["a"])
    #expect(entered == 0)
    name.text = "set"
    #expect(ended == ["a"])
  }

  @Test("a secure field shows bullets only, and its text is in no frame, description or dump")
  func secure() {
    let password = TextField(placeholder: "password", secure: true)
    let window = Window()
    window.contentView = password
    password.type("hunter2")
    let styled = window.draw(size: Size(width: 20, height: 1))
    #expect(styled.plainLines == ["•••••••_____________"])
    #expect(!(0..<1).map(styled.styledLine).joined().contains("hunter"))
    #expect(!String(describing: password).contains("hunter"))
    #expect(!String(reflecting: password).contains("hunter"))
    var dumped = ""
    dump(password, to: &dumped)
    #expect(!dumped.contains("hunter"))
    #expect(password.text == "hunter2")
  }

  @Test("wide characters scroll whole: the cursor never lands on half a character")
  func wideCharacters() {
    let field = TextField()
    let window = Window()
    window.contentView = field
    field.type("日本語テキスト")
    let line = frame(of: window, width: 7, height: 1)
    #expect(line.displayWidth <= 7)
    #expect(line.hasPrefix("ト") || line.hasPrefix("キ") || line.hasPrefix("ス"))
  }
}
