import Foundation
import ProgramTestSupport
import Testing

/// The demo in a real terminal (tmux), driven with real keys.
@Suite("demo binary in a real terminal")
struct InteractiveDemoTests {
  @Test("sign in, open the beers, filter, open a detail, next, back, quit: the terminal is restored")
  func interactiveRun() async throws {
    let session = try TmuxSession(command: DemoProcess.binary.path, width: 80, height: 24)
    func shows(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
      try await session.wait(for: "the screen to show “\(text)”", sourceLocation: sourceLocation) {
        try session.screen().contains { $0.contains(text) }
      }
    }
    try await shows("Demo account: emilys / emilyspass")
    try session.send("emilys")
    try session.send("Tab")
    try session.send("emilyspass")
    try await shows("••••••••••")
    #expect(try !session.screen().contains { $0.contains("emilyspass_") }, "and never shown")
    try session.send("Enter")
    try await shows("Signed in as Emily Johnson")
    try await choose("Beers", in: session)
    try await shows("325 beers")
    try session.send("ipa")
    try await shows("29 of 325 beers match “ipa”")
    try session.send("Tab", "Enter")
    try await shows("1 of 29")
    try await shows("Dana - IPA Is Dead")
    try session.send("n")
    try await shows("2 of 29")
    try session.send("BSpace")
    try await shows("29 of 325 beers match “ipa”")
    try session.send("Escape")
    try await shows("Signed in as Emily Johnson")
    try session.send("q")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 0)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after, "raw mode undone")
    #expect(try !session.screen().contains { $0.contains("Signed in as") }, "the alternate screen was left")
  }

  /// Moves the selection down to the menu row `item` and presses Enter: by name, not by
  /// position, so that a feature added to the menu (README: "How to add a feature") moves no
  /// test. If the row never comes, Enter opens another screen and the next wait says so.
  private func choose(_ item: String, in session: TmuxSession) async throws {
    for _ in 0..<10 {
      let screen = try session.screen()
      if screen.contains(where: { $0.contains("› \(item)") }) { break }
      try session.send("Down")
      try await session.wait(for: "the selection to move") { try session.screen() != screen }
    }
    try session.send("Enter")
  }

  @Test("a crash while signed in: the backtrace names code, never the password or a token")
  func crashReportKeepsSecrets() async throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("demo-crash-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: report) }
    // The crash report goes to standard error, kept in a file; the screen stays a terminal.
    let session = try TmuxSession(
      command: "\(DemoProcess.binary.path) 2> \(report.path)", width: 80, height: 24,
      environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no"])
    try await session.wait(for: "the sign-in form") {
      try session.screen().contains { $0.contains("Demo account: emilys / emilyspass") }
    }
    try session.send("emilys")
    try session.send("Tab")
    try session.send("emilyspass")
    try session.send("Enter")
    try await session.wait(for: "the signed-in home screen") {
      try session.screen().contains { $0.contains("Signed in as Emily Johnson") }
    }
    try session.sendToProgram(SIGSEGV)
    try await session.wait(for: "the program to die") { session.exitStatus != nil }
    let text = try String(contentsOf: report, encoding: .utf8)
    // Built with AddressSanitizer (CI's ASan run) or ThreadSanitizer, the handler hands the crash
    // to the sanitizer, which writes its own report and exits with its own status.
    let sanitizer = text.contains("AddressSanitizer") || text.contains("ThreadSanitizer")
    #expect(session.exitStatus.map { sanitizer ? $0 != 0 : $0 > 128 } == true, "died of the signal")
    #expect(
      text.contains("Program crashed") || sanitizer, "the crash report was written where this test reads it")
    #expect(!text.contains("emilyspass"), "the password")
    // Every token the API signs is a JSON Web Token, whose base64url header starts "eyJ".
    #expect(!text.contains("eyJ"), "a token")
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after, "the terminal is restored before the program dies")
  }

  @Test("a server that does not answer: the terminal says at once it is connecting, then why it gave up")
  func slowServerConnecting() async throws {
    // Longer than the demo's 5 s check, so it gives up: both lines stay on the normal screen, so
    // the test reads them after the fact and cannot miss a short window under load.
    let server = try APIServerProcess(arguments: ["--latency", "30"])
    defer { server.stop() }
    let session = try TmuxSession(
      command: "\(DemoProcess.binary.path) --api-base-url \(server.baseURL)", width: 100, height: 24)
    // The program runs 5 s by design; under a sanitizer, beside the whole suite on two cores, it
    // can take longer to start, so this wait allows it a minute of looks.
    try await session.wait(for: "the program to exit", seconds: 60) { session.exitStatus != nil }
    #expect(session.exitStatus == 1)
    let screen = try session.screen()
    let connecting = try #require(screen.firstIndex { $0.contains("Connecting to the API at \(server.baseURL)") })
    let failure = try #require(screen.firstIndex { $0.contains("is unreachable: The server took too long to answer.") })
    #expect(connecting < failure, "said before the wait, not after")
  }

  @Test("--width and --height cap the frame in a larger terminal; Ctrl-C quits with status 0")
  func cappedFrame() async throws {
    let session = try TmuxSession(command: "\(DemoProcess.binary.path) --width 40 --height 12", width: 80, height: 24)
    try await session.wait(for: "the screen to show “Tab next field”") {
      try session.screen().contains { $0.contains("Tab next field") }
    }
    let screen = try session.screen()
    let hintRow = try #require(screen.firstIndex { $0.contains("Tab next field") })
    #expect(hintRow == 11, "the hint line is the frame's last line")
    #expect(screen.allSatisfy { $0.count <= 40 }, "nothing drawn past column 40")
    try session.send("C-c")
    try await session.wait(for: "the program to exit") { session.exitStatus != nil }
    #expect(session.exitStatus == 0)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
  }
}
