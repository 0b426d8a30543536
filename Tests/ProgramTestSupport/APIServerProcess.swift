import Foundation

/// `api-server --port 0` running beside the test, as a user starts it in another terminal.
public final class APIServerProcess {
  private let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  /// Where it listens ("http://127.0.0.1:PORT").
  public let baseURL: String

  /// Starts the server (with `arguments` after `--port 0`, such as `--latency 2`) and waits for
  /// the line announcing its address.
  public init(arguments: [String] = []) throws {
    process.executableURL = builtProduct("api-server")
    process.arguments = ["--port", "0"] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
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
  public func stop() {
    guard process.isRunning else { return }
    process.interrupt()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// The exit status, once stopped.
  public var exitStatus: Int32 { process.terminationStatus }

  /// What the server printed after its first line, once stopped.
  public func remainingOutput() -> String {
    String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// What the server wrote to stderr (warnings), once stopped.
  public func errorOutput() -> String {
    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  deinit { stop() }

  /// The server ended or printed something else instead of its address.
  public struct ServerDidNotStart: Error {
    /// What it printed.
    public let output: String
  }
}
