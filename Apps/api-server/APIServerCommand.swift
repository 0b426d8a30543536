import ArgumentParser
import Dispatch
import EmbeddedAPI
import Foundation

/// `swift run api-server [--port N]`: the offline API on loopback until Ctrl-C.
///
/// Exit status, as the demo's: 0 stopped normally, 1 runtime failure (one line on stderr, such
/// as a port in use), 2 usage error (the reason and the usage).
@main
struct APIServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api-server",
    abstract: "Serves the offline JSONPlaceholder, Punk API v2 and DummyJSON-style sign-in API.")

  @Option(help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  @Option(help: "The address to listen on.")
  var host: String = "127.0.0.1"

  @Option(help: "Seconds of latency added to every response.")
  var latency: Double = 0

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    guard latency >= 0, latency.isFinite else { throw ValidationError("--latency must be zero or more seconds") }
  }

  /// Parses the command line and runs, with the exit statuses above.
  static func main() async {
    let command: APIServerCommand
    do {
      command = try parse()
    } catch {
      if exitCode(for: error) == .success { exit(withError: error) }
      let usage = "Usage: \(usageString())\nSee 'api-server --help' for more."
      FileHandle.standardError.write(Data("api-server: \(message(for: error))\n\(usage)\n".utf8))
      Foundation.exit(2)
    }
    do {
      try await command.run()
    } catch {
      FileHandle.standardError.write(Data("api-server: \(error)\n".utf8))
      Foundation.exit(1)
    }
  }

  func run() async throws {
    let server = try await EmbeddedAPIServer.start(
      EmbeddedAPIConfiguration(host: host, port: port, faults: FaultPlan(latency: latency)))
    let signals = StopSignals { Task { await server.stop() } }
    // Announced only once Ctrl-C is handled: a parent that reads this line may signal at once.
    say("api-server listening on \(server.baseURL.absoluteString) (Ctrl-C stops it)")
    await server.waitUntilStopped()
    signals.cancel()
    say("api-server stopped")
  }

  /// Writes a line to stdout unbuffered, so a parent process reading a pipe sees it at once.
  private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
