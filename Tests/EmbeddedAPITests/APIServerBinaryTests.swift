import Foundation
import ProgramTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `api-server` as a user runs it: it reports its port, serves, and stops cleanly on Ctrl-C.
@Suite("api-server binary")
struct APIServerBinaryTests {
  @Test("--port 0 reports the port, serves posts, and SIGINT stops it with status 0")
  func runsAndStops() async throws {
    let server = try APIServerProcess()
    let (data, response) = try await URLSession.shared.data(
      from: try #require(URL(string: "\(server.baseURL)/posts/1")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains("\"id\":1"))
    server.stop()
    #expect(server.exitStatus == 0)
    #expect(server.remainingOutput().contains("api-server stopped"))
  }

  /// Runs `api-server` with `arguments` until it exits; its status and what it wrote to stderr.
  private func runToExit(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = builtProduct("api-server")
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  @Test(
    "on an address other machines can reach, the admin route needs --allow-remote-admin, and a warning names what is exposed"
  )
  func remoteHostExposure() async throws {
    let refused = try runToExit(["--host", "0.0.0.0", "--port", "0"])
    #expect(refused.status == 2, "a usage error, before anything listens")
    #expect(refused.errors.contains("/__admin/faults") && refused.errors.contains("--no-admin"))
    #expect(refused.errors.contains("--allow-remote-admin"))

    let withoutAdmin = try APIServerProcess(arguments: ["--host", "0.0.0.0", "--no-admin"])
    let url = try #require(URL(string: "\(withoutAdmin.baseURL)/__admin/faults"))
    let (_, response) = try await URLSession.shared.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 404, "no admin route served")
    withoutAdmin.stop()
    let warning = withoutAdmin.errorOutput()
    #expect(warning.contains("warning: listening on 0.0.0.0, which other machines can reach"))
    #expect(warning.contains("demo accounts") && !warning.contains("__admin"))

    let withAdmin = try APIServerProcess(arguments: ["--host", "0.0.0.0", "--allow-remote-admin"])
    withAdmin.stop()
    #expect(withAdmin.errorOutput().contains("/__admin/faults lets them change how it answers everyone"))

    let loopback = try APIServerProcess()
    loopback.stop()
    #expect(loopback.errorOutput().isEmpty, "no warning on loopback")
  }

  @Test("--fault PATH=SPEC@RATE injects a fault on a share of requests; /__admin/faults changes them while it runs")
  func faultsFromTheCommandLine() async throws {
    let server = try APIServerProcess(arguments: ["--fault", "/posts=status:503@0.5", "--fault", "/users*=status:500"])
    func status(_ path: String) async throws -> Int? {
      let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(server.baseURL)\(path)")))
      return (response as? HTTPURLResponse)?.statusCode
    }
    var statuses: [Int?] = []
    for _ in 1...4 { statuses.append(try await status("/posts")) }
    #expect(statuses == [200, 503, 200, 503], "every second request")
    #expect(try await status("/users/3/todos") == 500, "a prefix rule")
    var clear = URLRequest(url: try #require(URL(string: "\(server.baseURL)/__admin/faults")))
    clear.httpMethod = "DELETE"
    _ = try await URLSession.shared.data(for: clear)
    #expect(try await status("/users/3/todos") == 200)
    var set = URLRequest(url: try #require(URL(string: "\(server.baseURL)/__admin/faults")))
    set.httpMethod = "POST"
    set.setValue("application/json", forHTTPHeaderField: "Content-Type")
    set.httpBody = Data(#"{"path":"/todos/1","fault":"status:429:7"}"#.utf8)
    let (_, created) = try await URLSession.shared.data(for: set)
    #expect((created as? HTTPURLResponse)?.statusCode == 201)
    #expect(try await status("/todos/1") == 429)
    server.stop()
    #expect(server.exitStatus == 0)
  }

  @Test("a fault that does not parse is a usage error naming it and what to write")
  func badFault() throws {
    let run = try runToExit(["--fault", "/posts=status:700"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "api-server: --fault /posts=status:700: “status:700”: write status:CODE with a code from 400 to 599"))
  }

  @Test("numbers out of range, negative ones too, are usage errors giving the range (a wait past any clock stopped it)")
  func numbersOutOfRange() throws {
    let expected = [
      ["--port", "-1"]: "api-server: --port must be from 0 to 65535, not -1",
      ["--latency", "1e308"]: "api-server: --latency must be from 0 to 3600 seconds (an hour), not 1e+308",
      ["--latency", "-2"]: "api-server: --latency must be from 0 to 3600 seconds (an hour), not -2.0",
      ["--lockout-seconds", "1e308"]: "api-server: --lockout-seconds must be from 0 to 86400 seconds (a day)",
      ["--fault", "/posts=delay:1e308"]: "api-server: --fault /posts=delay:1e308: “delay:1e308”: a delay is at most",
    ]
    for (arguments, message) in expected {
      let run = try runToExit(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.hasPrefix(message), "\(arguments)")
    }
  }

  @Test("an empty --fault says what to write (found by fuzzing: the message named nothing)")
  func emptyFault() throws {
    let run = try runToExit(["--fault", ""])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("api-server: --fault needs PATH=SPEC, e.g. /posts=status:503"))
  }

  @Test("a wrong flag is a usage error: exit 2, the reason and the usage (as the demo)")
  func wrongFlag() throws {
    let run = try runToExit(["--port", "70000"])
    #expect(run.status == 2)
    #expect(run.errors.contains("api-server: --port must be from 0 to 65535"))
    #expect(run.errors.contains("Usage: api-server"))
  }

  @Test("a port already in use is a runtime failure: exit 1 and one line saying what to do")
  func portInUse() throws {
    let first = try APIServerProcess()
    defer { first.stop() }
    let port = try #require(first.baseURL.split(separator: ":").last.map(String.init))
    let run = try runToExit(["--port", port])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "api-server: port \(port) on 127.0.0.1 is already in use by another program; stop it or choose another port with --port (0 picks a free one)\n"
    )
    #expect(!run.errors.contains("errno"))
  }

  // Found by trying edge inputs (2026-12-07): an empty --host was refused as "reachable from
  // other machines", a name that does not resolve as "the system refused to listen there", and
  // "[::1]" (as a URL writes it) could not be listened on at all.
  @Test("a host that is empty, or neither an address nor a name, is said in words; [::1] is ::1")
  func hostsSaidInWords() throws {
    let empty = try runToExit(["--host", ""])
    #expect(empty.status == 2)
    #expect(empty.errors.hasPrefix("api-server: --host needs an address to listen on, e.g. 127.0.0.1"))
    let unknown = try runToExit(["--host", "999.1.1.1", "--no-admin"])
    #expect(unknown.status == 1)
    #expect(
      unknown.errors
        == "api-server: cannot listen on 999.1.1.1:8080: “999.1.1.1” is neither an IP address nor a name this machine can look up (try 127.0.0.1 or ::1)\n"
    )
    let bracketed = try APIServerProcess(arguments: ["--host", "[::1]"])
    defer { bracketed.stop() }
    #expect(bracketed.baseURL.hasPrefix("http://[::1]:"))
    let port = try #require(bracketed.baseURL.split(separator: ":").last.map(String.init))
    let taken = try runToExit(["--host", "::1", "--port", port])
    #expect(taken.status == 1)
    #expect(taken.errors.hasPrefix("api-server: port \(port) on [::1] is already in use"))
  }
}
