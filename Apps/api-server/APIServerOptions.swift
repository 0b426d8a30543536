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
  // `.unconditional`: a negative number is the value, so "--port -1" says the range rather than
  // "Missing value".
  @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  @Option(help: "The address to listen on.")
  var host: String = "127.0.0.1"

  @Option(parsing: .unconditional, help: "Seconds of latency added to every response (at most 3600).")
  var latency: Double = 0

  @Option(
    name: .customLong("fault"),
    help: ArgumentHelp(
      "A fault for a path, for a share of its requests (repeatable): PATH=SPEC[@RATE], e.g. /posts=status:503@0.5, "
        + "/v2/beers=delay:3, /posts*=drop. SPEC: status:CODE, status:CODE:RETRY_AFTER, delay:SECONDS, drop, "
        + "truncate, redirect:URL. RATE: from 0 to 1 (default 1).",
      valueName: "path=spec"))
  var faultSpecs: [String] = []

  @Option(parsing: .unconditional, help: "Failed sign-ins in a row that lock a user name (0 never locks).")
  var lockoutAttempts: Int = 5

  @Option(parsing: .unconditional, help: "Seconds a locked user name stays locked.")
  var lockoutSeconds: Double = 30

  @Flag(help: "Do not serve /__admin/faults (which changes faults while the server runs).")
  var noAdmin = false

  @Flag(help: "Serve /__admin/faults even on an address other machines can reach (refused without it).")
  var allowRemoteAdmin = false

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    guard (0...Fault.longestDelay).contains(latency) else {
      throw ValidationError("--latency must be from 0 to \(Int(Fault.longestDelay)) seconds (an hour), not \(latency)")
    }
    guard lockoutAttempts >= 0 else { throw ValidationError("--lockout-attempts must be zero or more") }
    guard (0...LoginLockout.longestDuration).contains(lockoutSeconds) else {
      let longest = Int(LoginLockout.longestDuration)
      throw ValidationError("--lockout-seconds must be from 0 to \(longest) seconds (a day), not \(lockoutSeconds)")
    }
    _ = try faultPlan()
    guard !host.allSatisfy(\.isWhitespace) else {
      throw ValidationError("--host needs an address to listen on, e.g. 127.0.0.1 (this machine only)")
    }
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
