import Foundation
import TerminalTestSupport

/// `api-server --port 0` running beside the test, as a user starts it in another terminal.
final class APIServerProcess {
  private let process = Process()
  /// Where it listens ("http://127.0.0.1:PORT").
  let baseURL: String

  init() throws {
    process.executableURL = builtProduct("api-server")
    process.arguments = ["--port", "0"]
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let address = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
      process.terminate()
      throw ServerDidNotStart(output: line)
    }
    baseURL = String(address)
  }

  /// Stops the server (SIGINT, as Ctrl-C) and waits for it to exit; kills it if it has not
  /// exited after 10 s, so a broken server fails the test instead of hanging it.
  func stop() {
    guard process.isRunning else { return }
    process.interrupt()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// The exit status, once stopped.
  var exitStatus: Int32 { process.terminationStatus }

  deinit { stop() }

  struct ServerDidNotStart: Error {
    let output: String
  }
}
