import Foundation
import ProgramTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// tui-sample run in a real terminal (tmux), ended in each way a user or the system can end it.
@Suite("Terminal session under a real pseudo-terminal", .serialized)
struct TerminalSessionTests {
  static let sample = builtProduct("tui-sample").path

  /// Waits for the first frame.
  func started(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await session.wait(for: "the first frame", sourceLocation: sourceLocation) {
      try session.screen().contains { $0.contains("TerminalUI sample") }
    }
  }

  @Test("keys reach the focused view and bindings redraw; Ctrl-C quits and restores the terminal")
  func controlC() async throws {
    let session = try TmuxSession(command: Self.sample)
    try await started(session)
    try session.send("Ann")
    try await session.wait(for: "the screen to show “Hello, Ann”") {
      try session.screen().contains { $0.hasPrefix("Hello, Ann") }
    }
    try session.send("Tab", "Down", "Down")
    try await session.wait(for: "the screen to show “› Row 3”") {
      try session.screen().contains { $0.contains("› Row 3") }
    }
    try session.send("C-c")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 130)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after, "raw mode undone")
    let screen = try session.screen()
    #expect(!screen.contains { $0.contains("TerminalUI sample") }, "the alternate screen was left")
    #expect(screen.contains { $0.contains("tui-sample interrupted") })
  }

  @Test("with NO_COLOR the focused field shows the real terminal cursor at its insertion point")
  func cursorShowsFocusWithoutColour() async throws {
    let session = try TmuxSession(command: Self.sample, environment: ["NO_COLOR": "1"])
    try await started(session)
    try session.send("Ann")
    try await session.wait(for: "the screen to show “Hello, Ann”") {
      try session.screen().contains { $0.hasPrefix("Hello, Ann") }
    }
    let screen = try session.screen()
    let fieldRow = try #require(screen.firstIndex { $0.contains("Name: Ann") })
    let line = screen[fieldRow]
    let textStart = line.distance(from: line.startIndex, to: try #require(line.range(of: "Ann")).lowerBound)
    try await session.wait(for: "the cursor after the text") { try session.cursor() == (true, textStart + 3, fieldRow) }
    try session.send("Left")
    try await session.wait(for: "the cursor one cell back") { try session.cursor() == (true, textStart + 2, fieldRow) }
    try session.send("Tab")
    try await session.wait(for: "the cursor hidden when no field has focus") { try !session.cursor().visible }
    try session.send("C-c")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
  }

  @Test("Ctrl-Z stops the program with the terminal restored; fg brings it back in raw mode, redrawn")
  func suspendAndResume() async throws {
    let session = try TmuxSession(command: Self.sample, jobControl: true)
    try await started(session)
    try session.send("Ann")
    try await session.wait(for: "the screen to show “Hello, Ann”") {
      try session.screen().contains { $0.hasPrefix("Hello, Ann") }
    }
    try session.send("C-z")
    try await session.wait(for: "the program to stop") { session.stoppedStatus != nil }
    #expect(session.stoppedStatus == 128 + SIGTSTP, "the shell saw it stop")
    // The shell's fg continues it: raw mode and the whole screen come back.
    try await session.wait(for: "the screen to show “Hello, Ann”") {
      try session.screen().contains { $0.hasPrefix("Hello, Ann") }
    }
    try session.send("Escape")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 0, "the keys after fg reached it")
    let settings = try session.terminalSettings()
    #expect(try session.settingsWhileStopped() == settings.before, "the shell's settings while it was stopped")
    #expect(settings.before == settings.after)
  }

  @Test("a paste of several lines reaches a field as one line, not as Enter presses; the shell gets plain pastes back")
  func bracketedPaste() async throws {
    let session = try TmuxSession(command: Self.sample, width: 60)
    try await started(session)
    try session.paste("line one\nline two\n")
    try await session.wait(for: "the screen to show “Hello, line one line two”") {
      try session.screen().contains { $0.hasPrefix("Hello, line one line two") }
    }
    try session.send("Escape")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 0)
    try session.paste("after")
    try await session.wait(for: "the shell's echo of a paste") {
      try session.screen().contains { $0.contains("after") }
    }
    let echoed = try session.screen().first { $0.contains("after") } ?? ""
    #expect(!echoed.contains("200~"), "bracketed paste was turned off on exit: \(echoed)")
  }

  @Test("quitting normally restores the terminal and exits 0")
  func normalExit() async throws {
    let session = try TmuxSession(command: Self.sample)
    try await started(session)
    try session.send("Escape")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 0)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
    #expect(try session.screen().contains { $0.contains("tui-sample ended") })
  }

  @Test(
    "SIGINT and SIGTERM restore the terminal and end the program with the signal's status",
    arguments: [SIGINT, SIGTERM])
  func signals(signal: Int32) async throws {
    let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("tui-sample-\(UUID()).pid").path
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let real = try TmuxSession(command: "\(Self.sample) --pid-file \(pidFile)")
    try await started(real)
    let pid = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8)))
    kill(pid, signal)
    try await real.wait(for: "the program to end on the signal") { real.exitStatus != nil }
    #expect(real.exitStatus == 128 + signal)
    let settings = try real.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test("a crash restores the terminal before the program dies")
  func crash() async throws {
    let session = try TmuxSession(
      command: "\(Self.sample) --allow-crash", environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await started(session)
    try session.send("Tab", "!")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus.map { $0 > 128 } == true, "died of a signal")
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test("a resize lays the screen out again at the new size")
  func resize() async throws {
    let session = try TmuxSession(command: Self.sample, width: 50, height: 14)
    try await started(session)
    try session.resize(width: 30, height: 8)
    try await session.wait(for: "the screen laid out at 30x8") {
      let screen = try session.screen()
      return screen.count >= 8 && screen[7].hasPrefix("Tab focus")
        && screen.contains { $0.hasPrefix(" ┌ Rows ") && $0.displayWidthIs(29) }
    }
    try session.send("C-c")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
  }
}

extension String {
  /// Whether the line (trailing blanks dropped) ends at column `width`.
  func displayWidthIs(_ width: Int) -> Bool {
    var line = self
    while line.last == " " { line.removeLast() }
    return line.count == width
  }
}
