import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a real pseudo-terminal, inside a private tmux server: the test types
/// keys, reads the screen, resizes the terminal, and reads what the shell around the program
/// recorded (`stty -g` before and after, the exit status).
public final class TmuxSession {
  /// The private tmux server's socket name.
  public let socket = "tui-test-\(UUID().uuidString.prefix(8))"
  /// Where the shell around the program records the terminal settings and exit status.
  public let directory: URL

  /// Starts `command` in a `width` x `height` terminal. With `jobControl`, the shell around it
  /// runs it as a job (`set -m`): when it stops (Ctrl-Z), the shell records the status and the
  /// terminal settings (`stoppedStatus`, `settingsWhileStopped`), then brings it back with `fg`.
  public init(
    command: String, width: Int = 50, height: Int = 14, environment: [String: String] = [:], jobControl: Bool = false
  ) throws {
    guard Self.isTmuxInstalled else { throw TmuxError.notInstalled }
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
    let path = directory.path
    let run =
      jobControl
      ? "set -m; \(command); echo $? > \(path)/stopped; stty -g > \(path)/during; fg > /dev/null"
      : command
    let script = """
      \(exports)stty -g > \(path)/before; \(run); echo $? > \(path)/status.tmp; \
      stty -g > \(path)/after; mv \(path)/status.tmp \(path)/status; \
      printf '\\033]2;%s\\033\\\\' \(Self.endedTitle); sleep \(Self.paneLifetime)
      """
    try tmux(
      ["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main", "sh", "-c", script], capture: false)
    try tmux(["set-option", "-g", "window-size", "manual"])
  }

  /// How long, in seconds, the pane (its screen and title) outlives the program: until the test
  /// ends in practice, since `deinit` stops the tmux server. A test may not look for minutes
  /// after the program ended: on two cores under a sanitizer, long synchronous tests hold every
  /// thread of the cooperative pool, and a pane that closed after 60 s left a test that resumed
  /// later an empty screen and no exit to find (CI, 2026-12-06 and 2026-12-07). Bounded by the
  /// longest a test run may last, so a crashed test process leaves no tmux server running long.
  static let paneLifetime = 1_800

  /// Whether a `tmux` executable is on the PATH.
  static var isTmuxInstalled: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
    }
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// The screen as text, one string per row.
  public func screen() throws -> [String] {
    try tmux(["capture-pane", "-p", "-t", "main"]).components(separatedBy: "\n")
  }

  /// The terminal cursor: whether it is shown, and its column and row (from 0).
  public func cursor() throws -> (visible: Bool, x: Int, y: Int) {
    let fields = try tmux(["display-message", "-p", "-t", "main", "#{cursor_flag} #{cursor_x} #{cursor_y}"])
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 3 else { throw TmuxError.unexpectedOutput(fields.map(String.init).joined(separator: " ")) }
    return (fields[0] == 1, fields[1], fields[2])
  }

  /// Sends tmux key names ("Tab", "C-c", "Down") or literal text.
  public func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Pastes `text` as a terminal does: line breaks sent as carriage returns, and between
  /// bracketed paste's marks if the program asked for them.
  public func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "test-paste", "--", text])
    try tmux(["paste-buffer", "-p", "-d", "-b", "test-paste", "-t", "main"])
  }

  /// Sends `signal` to the program (the process the pane's shell started), as `kill` would.
  public func sendToProgram(_ signal: Int32) throws {
    let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let program = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
      throw TmuxError.unexpectedOutput("no program runs under the shell \(shell)")
    }
    guard kill(program, signal) == 0 else { throw TmuxError.unexpectedOutput("kill \(program) failed") }
  }

  /// Resizes the terminal (the program gets SIGWINCH).
  public func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The pane title the shell sets after the program ended. The program's output and this
  /// title go through the same pty in order, so once tmux shows the title it has also drawn
  /// everything the program wrote (a status file alone can be seen before that, under load).
  static let endedTitle = "tmux-session-program-ended"

  /// The program's exit status once it ended and tmux has drawn all of its output, else `nil`.
  public var exitStatus: Int32? {
    guard
      (try? tmux(["display-message", "-p", "-t", "main", "#{pane_title}"]))?
        .trimmingCharacters(in: .whitespacesAndNewlines) == Self.endedTitle
    else { return nil }
    return (try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// The status the shell saw when the program stopped (148 for SIGTSTP), with `jobControl`.
  public var stoppedStatus: Int32? {
    (try? String(contentsOf: directory.appendingPathComponent("stopped"), encoding: .utf8))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// `stty -g` while the program was stopped, with `jobControl`.
  public func settingsWhileStopped() throws -> String {
    try String(contentsOf: directory.appendingPathComponent("during"), encoding: .utf8)
  }

  /// `stty -g` before the program started and after it ended.
  public func terminalSettings() throws -> (before: String, after: String) {
    (
      try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8),
      try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
    )
  }

  /// Waits for real I/O until `condition` holds, looking every 20 ms. After `seconds` worth of
  /// looks (20 unless the program itself takes a while; longer in wall time when the machine is
  /// loaded, since each look runs tmux) it records a failure at the caller's line saying what it
  /// waited for, with the screen as it was, and throws: a wait never ends silently as if the
  /// condition had held.
  public func wait(
    for what: String, seconds: Int = 20, sourceLocation: SourceLocation = #_sourceLocation,
    until condition: () throws -> Bool
  ) async throws {
    let start = ContinuousClock.now
    for _ in 0..<(seconds * 50) {
      if try condition() { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    let waited = (ContinuousClock.now - start).components.seconds
    let screen =
      isRunning
      ? (try? self.screen().joined(separator: "\n")) ?? "(unreadable)"
      : "(none: the pane is gone, as tmux ended or its shell exited)"
    Issue.record(
      "gave up after \(waited) s waiting for \(what); the screen:\n\(screen)", sourceLocation: sourceLocation)
    throw TmuxError.timedOut(what, seconds: Int(waited))
  }

  /// Whether the pane still exists (tmux answers for it).
  var isRunning: Bool {
    (try? run(["has-session", "-t", "main"], capture: false).status) == 0
  }

  /// Runs tmux and returns what it printed.
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    try run(arguments, capture: capture).output
  }

  /// Runs tmux and returns what it printed and its exit status (as `waitpid` reports it).
  /// Spawned directly rather than with `Process`:
  /// Foundation learns that a child ended when a descriptor the child inherited closes, and the
  /// tmux server that `new-session` forks keeps it open, so `Process` would wait forever.
  private func run(_ arguments: [String], capture: Bool) throws -> (output: String, status: Int32) {
    var output: [Int32] = [-1, -1]
    guard pipe(&output) == 0 else { throw TmuxError.spawnFailed }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Nothing else of the test process may leak into tmux: its server outlives the call, and an
    // inherited listening socket of a test's HTTP server would keep accepting connections.
    closeFrom(3, in: &actions)
    let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
    close(output[1])
    defer { close(output[0]) }
    guard spawned == 0 else { throw TmuxError.spawnFailed }
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while capture {
      let count = read(output[0], &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return (String(decoding: data, as: UTF8.self), status)
  }
}

/// Adds "close every descriptor from `lowest` up" to `actions` (glibc 2.34's
/// `posix_spawn_file_actions_addclosefrom_np`, which the Glibc module does not export).
private func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
  typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
    preconditionFailure("glibc 2.34 or later is needed to spawn tmux without leaking descriptors")
  }
  _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
}

/// Why tmux could not be run.
public enum TmuxError: Error, CustomStringConvertible {
  /// tmux is not on the PATH.
  case notInstalled
  /// tmux could not be started.
  case spawnFailed
  /// tmux answered something other than what was asked for.
  case unexpectedOutput(String)
  /// A wait for the program gave up after so many seconds.
  case timedOut(String, seconds: Int)

  /// What went wrong, for the test report.
  public var description: String {
    switch self {
    case .notInstalled:
      "tmux is not installed: the tests that drive a real terminal need it (apt-get install tmux)"
    case .spawnFailed: "tmux could not be started"
    case let .unexpectedOutput(output): "tmux answered something unexpected: \(output)"
    case let .timedOut(what, seconds): "gave up after \(seconds) s waiting for \(what)"
    }
  }
}

/// An executable SwiftPM built beside the test bundle.
public func builtProduct(_ name: String) -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
    directory.deleteLastPathComponent()
  }
  return directory.appendingPathComponent(name)
}
