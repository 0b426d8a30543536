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

  @Option(
    name: .customLong("fault"),
    help: ArgumentHelp(
      "A fault for a path, for a share of its requests (repeatable): PATH=SPEC[@RATE], e.g. /posts=status:503@0.5, "
        + "/v2/beers=delay:3, /posts*=drop. SPEC: status:CODE, status:CODE:RETRY_AFTER, delay:SECONDS, drop, "
        + "truncate, redirect:URL. RATE: from 0 to 1 (default 1).",
      valueName: "path=spec"))
  var faultSpecs: [String] = []

  @Option(help: "Failed sign-ins in a row that lock a user name (0 never locks).")
  var lockoutAttempts: Int = 5

  @Option(help: "Seconds a locked user name stays locked.")
  var lockoutSeconds: Double = 30

  @Flag(help: "Do not serve /__admin/faults (which changes faults while the server runs).")
  var noAdmin = false

  @Flag(help: "Serve /__admin/faults even on an address other machines can reach (refused without it).")
  var allowRemoteAdmin = false

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    guard latency >= 0, latency.isFinite else { throw ValidationError("--latency must be zero or more seconds") }
    guard lockoutAttempts >= 0 else { throw ValidationError("--lockout-attempts must be zero or more") }
    guard lockoutSeconds >= 0, lockoutSeconds.isFinite else {
      throw ValidationError("--lockout-seconds must be zero or more seconds")
    }
    _ = try faultPlan()
    if !EmbeddedAPIConfiguration.isLoopback(host), !noAdmin, !allowRemoteAdmin {
      throw ValidationError(
        "--host \(host) can be reached from other machines, and /__admin/faults would let anyone there change how "
          + "the server answers: add --no-admin, or --allow-remote-admin to serve it anyway")
    }
  }

  /// The faults of `--latency` and every `--fault`.
  func faultPlan() throws(ValidationError) -> FaultPlan {
    do {
      return try FaultPlan(latency: latency, commandLineFaults: faultSpecs)
    } catch {
      throw ValidationError(error.description)
    }
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
      EmbeddedAPIConfiguration(
        host: host, port: port, faults: try faultPlan(),
        loginLockout: LoginLockout(maxFailures: lockoutAttempts, duration: lockoutSeconds), adminRoutes: !noAdmin,
        allowsRemoteAdmin: allowRemoteAdmin))
    if !EmbeddedAPIConfiguration.isLoopback(host) {
      let admin = noAdmin ? "" : ", and /__admin/faults lets them change how it answers everyone"
      FileHandle.standardError.write(
        Data(
          ("api-server: warning: listening on \(host), which other machines can reach: they can read every post, user "
            + "and beer it serves and sign in with its demo accounts\(admin)\n").utf8))
    }
    let signals = StopSignals { Task { await server.stop() } }
    // Announced only once Ctrl-C is handled: a parent that reads this line may signal at once.
    say("api-server listening on \(server.baseURL.absoluteString) (Ctrl-C stops it)")
    let plan = try faultPlan()
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
