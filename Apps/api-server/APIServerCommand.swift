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

  /// The options and their checks (`APIServerOptions`, which the fuzz target parses too).
  @OptionGroup var options: APIServerOptions

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
    let server = try await EmbeddedAPIServer.start(try options.configuration())
    let host = options.host
    if !EmbeddedAPIConfiguration.isLoopback(host) {
      let admin = options.noAdmin ? "" : ", and /__admin/faults lets them change how it answers everyone"
      FileHandle.standardError.write(
        Data(
          ("api-server: warning: listening on \(host), which other machines can reach: they can read every post, user "
            + "and beer it serves and sign in with its demo accounts\(admin)\n").utf8))
    }
    let signals = StopSignals { Task { await server.stop() } }
    // Announced only once Ctrl-C is handled: a parent that reads this line may signal at once.
    say("api-server listening on \(server.baseURL.absoluteString) (Ctrl-C stops it)")
    let plan = try options.faultPlan()
    for (path, fault) in plan.faults.sorted(by: { $0.key < $1.key }) {
      let rate = plan.rates[path] ?? 1
      say("  fault: \(path) \(fault.spec)" + (rate < 1 ? " on \(Int((rate * 100).rounded()))% of requests" : ""))
    }
    await server.waitUntilStopped()
    signals.cancel()
    say("api-server stopped")
  }

  /// Writes a line to stdout unbuffered, so a parent process reading a pipe sees it at once.
  private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
