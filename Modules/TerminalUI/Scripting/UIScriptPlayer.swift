import Foundation

/// Plays a `UIScript` against a window as a user would, with no terminal: keys go through the
/// window's focus chain, and each `frame` writes the screen as text under a header naming the
/// step ("── 2/5 · Signed in ───").
///
/// After every command the work due on the clock runs, so a frame shows what the command
/// changed; `wait` lets time pass until nothing is loading.
@MainActor
public final class UIScriptPlayer {
  /// The window played against.
  public let window: Window
  /// The size frames are laid out and written at.
  public var size: Size
  /// Whether frames are written plain or with ANSI styles.
  public var colorMode: ColorMode
  private let clock: any UIScriptClock
  private let write: (String) -> Void
  private var stopRequested = false

  /// Creates a player of scripts against `window` at `size`; `write` receives each line of output.
  public init(
    window: Window, size: Size, colorMode: ColorMode = .plain, clock: any UIScriptClock,
    write: @escaping (String) -> Void
  ) {
    self.window = window
    self.size = size
    self.colorMode = colorMode
    self.clock = clock
    self.write = write
  }

  /// Ends `play(_:)` after the current command (the app quit, say).
  public func stop() {
    stopRequested = true
  }

  /// Runs every step in order; throws the first step that cannot be done, with its line.
  public func play(_ script: UIScript) async throws(UIScriptError) {
    stopRequested = false
    var framesWritten = 0
    clock.runDueWork()
    for step in script.steps where !stopRequested {
      switch step.command {
      case let .type(text): try type(text, line: step.line)
      case let .paste(text):
        try focusedTextView(for: "paste", line: step.line)
        window.dispatch(.paste(text))
        clock.runDueWork()
        redrawIfNeeded()
      case let .press(key, times):
        for _ in 0..<times where !stopRequested {
          window.dispatch(key)
          clock.runDueWork()
          redrawIfNeeded()
        }
      case let .choose(choice): try choose(choice, line: step.line)
      case let .wait(timeout):
        guard await clock.settle(timeout: timeout) else {
          throw UIScriptError(line: step.line, "wait: still loading after \(Self.seconds(timeout))")
        }
        redrawIfNeeded()
      case let .expect(text):
        guard screenText().localizedCaseInsensitiveContains(text) else {
          throw UIScriptError(line: step.line, "expect: the screen does not show “\(text)”")
        }
      case let .frame(title):
        framesWritten += 1
        writeFrame(number: framesWritten, of: script.frameCount, title: title)
      }
      clock.runDueWork()
    }
  }

  // MARK: Commands

  /// The focused text field or text view, which `command` writes into.
  @discardableResult
  private func focusedTextView(for command: String, line: Int) throws(UIScriptError) -> View {
    guard let field = window.focusedView, field is TextField || field is TextView else {
      guard let focused = window.focusedView else {
        // Typically a screen still loading (signing in, say), which shows no field yet.
        throw UIScriptError(
          line: line,
          "\(command): no field has the focus (if the screen is still loading, `wait` first; else press tab)")
      }
      throw UIScriptError(
        line: line, "\(command): the focus is on a \(Swift.type(of: focused)), not a text field (press tab to move it)")
    }
    return field
  }

  private func type(_ text: String, line: Int) throws(UIScriptError) {
    let field = try focusedTextView(for: "type", line: line)
    for character in text {
      guard window.focusedView === field else { break }
      // A line break is the Enter key, as a terminal sends it.
      window.dispatch(character == "\n" ? .enter : .character(character))
      clock.runDueWork()
      redrawIfNeeded()
    }
  }

  /// Draws a frame (unprinted) when something changed, as the terminal application does after
  /// every key: layout settles selection and focus, so the next key lands where a person's would.
  private func redrawIfNeeded() {
    if window.needsDisplay { _ = window.draw(size: size) }
  }

  private func choose(_ choice: UIScript.RowChoice, line: Int) throws(UIScriptError) {
    _ = window.draw(size: size)  // the screen as the user sees it: laid out, focus settled
    let firstTable = window.focusableViews().lazy.compactMap { $0 as? TableView }.first
    guard let table = (window.focusedView as? TableView) ?? firstTable else {
      throw UIScriptError(line: line, "choose: there is no list on the screen")
    }
    let path: IndexPath
    switch choice {
    case let .number(number):
      guard let found = table.indexPath(forRowAt: number - 1) else {
        let count = table.totalNumberOfRows
        throw UIScriptError(
          line: line, "choose: there is no row \(number) (the list has \(count) row\(count == 1 ? "" : "s"))")
      }
      path = found
    case let .containing(text):
      let found = table.firstRow { cell in
        [cell.text, cell.detailText, cell.accessoryText].contains { $0.localizedCaseInsensitiveContains(text) }
      }
      guard let found else { throw UIScriptError(line: line, "choose: no row shows “\(text)”") }
      path = found
    }
    window.focus(table)
    table.selectRow(at: path)
    window.dispatch(.enter)
  }

  // MARK: Frames

  private func screenText() -> String {
    window.draw(size: size).plainLines.joined(separator: "\n")
  }

  private func writeFrame(number: Int, of total: Int, title: String) {
    let canvas = window.draw(size: size)
    let name = title.isEmpty ? "Frame \(number)" : title
    let header = "── \(number)/\(total) · \(name.terminalSafe) "
    let rule = String(repeating: "─", count: max(0, size.width - header.displayWidth))
    write((header + rule).truncated(toWidth: max(size.width, 12)))
    for y in 0..<size.height { write(canvas.line(y, in: colorMode)) }
    write("")
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
