// tui-sample: the smallest full-screen TerminalUI program: a form, a list of a thousand rows
// bound through Bindings, and a status line bound to the form. The pseudo-terminal tests run
// it under tmux to check that the terminal is restored however it ends.
//
//     swift run tui-sample [--pid-file PATH] [--allow-crash]
//
// Keys: Tab moves focus, arrows move in the list, Esc quits, Ctrl-C interrupts; with --allow-crash, "!" in the
// list crashes the program on purpose (to test the restore on failure).

import Foundation
import ReactiveCore
import TerminalUI
import Bindings

#if canImport(Glibc)
  import Glibc
#endif

var pidFile: String?
var allowCrash = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--pid-file":
    guard let path = arguments.popFirst() else {
      FileHandle.standardError.write(Data("tui-sample: --pid-file needs a path\n".utf8))
      exit(64)
    }
    pidFile = path
  case "--allow-crash": allowCrash = true
  default:
    FileHandle.standardError.write(Data("tui-sample: unknown option \(argument)\n".utf8))
    exit(64)
  }
}
if let pidFile { try? "\(getpid())".write(toFile: pidFile, atomically: true, encoding: .utf8) }

struct Row: Identifiable, Equatable {
  let id: Int
}

let name = TextField(placeholder: "your name")
let list = TableView()
let rows = MutableProperty((1...1_000).map(Row.init))
rows.bind(to: list, cellType: TableViewCell.self) { cell, row in
  cell.text = "Row \(row.id)"
  cell.accessoryText = row.id.isMultiple(of: 2) ? "even" : "odd"
}
let content = StackView(
  .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0),
  [
    StackView(.horizontal, spacing: 1, [Label("Name:", lineBreak: .truncate), name]),
    BoxView(title: "Rows", content: list),
  ])
content.subviews[1].growsToFill = true
let screen = ScreenView(
  title: "TerminalUI sample", content: content, status: "Hello",
  keyHints: [.init("Tab", "focus"), .init("↑↓", "move"), .init("Esc", "quit")])
screen.reactive.status <~ name.reactive.continuousTextValues.map { $0.isEmpty ? "Hello" : "Hello, \($0)" }

let window = Window()
window.contentView = screen
let colorMode = ColorMode.detect(environment: ProcessInfo.processInfo.environment, outputIsTerminal: true)
let application = TerminalApplication(window: window, colorMode: colorMode)
window.unhandledKeyHandler = { key in
  if allowCrash, key == .character("!") { fatalError("crash requested with --allow-crash") }
  if key == .escape {
    application.quit()
    return true
  }
  return false
}
let ending = await application.run()
switch ending {
case .quit, .endOfInput:
  print("tui-sample ended")
case .interrupted:
  print("tui-sample interrupted")
  exit(130)
}
