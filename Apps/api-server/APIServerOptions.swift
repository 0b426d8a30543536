import ArgumentParser

// The fuzz target compiles this file into one module with EmbeddedAPI's sources, where there is
// no EmbeddedAPI module to import.
#if canImport(EmbeddedAPI)
  import EmbeddedAPI
#endif

/// What `api-server` reads from its command line, and the checks that make it a usage error
/// (exit status 2) rather than a failure after the server started. Apart from the command, so
/// the fuzz target `FuzzAPIRequests` parses argument vectors with exactly these rules.
struct APIServerOptions: ParsableArguments {
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

  /// The server's configuration: the options as they are, the faults parsed.
  func configuration() throws -> EmbeddedAPIConfiguration {
    EmbeddedAPIConfiguration(
      host: host, port: port, faults: try faultPlan(),
      loginLockout: LoginLockout(maxFailures: lockoutAttempts, duration: lockoutSeconds), adminRoutes: !noAdmin,
      allowsRemoteAdmin: allowRemoteAdmin)
  }
}
