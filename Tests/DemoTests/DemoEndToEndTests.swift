import Foundation
import ProgramTestSupport
import Testing

/// The `demo` binary end to end: its built-in tour, user scripts, another API server, and its
/// command line, each checked through what a user sees (output, messages, exit status).
@Suite("demo binary: tour, scripts, API server and command line")
struct DemoEndToEndTests {
  /// The script lines that sign in with the demo account and wait for the home screen.
  static let signIn = """
    type emilys
    press tab
    type emilyspass
    press enter
    wait

    """

  /// The tour's golden transcripts, one file per part (each feature's, then home's); record
  /// them with `Tooling/record-tour.sh` after an intended change, and read the diff.
  static let goldenParts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/tour")

  /// The tour's output cut at its part headings ("═══ posts ═══"): the part names in order, and
  /// each part's lines.
  static func parts(of output: String) -> [(name: String, lines: [String])] {
    var parts: [(name: String, lines: [String])] = []
    for line in output.components(separatedBy: "\n") {
      if line.hasPrefix("═══ ") {
        parts.append((String(line.dropFirst(4).prefix { $0 != " " }), []))
      } else if !parts.isEmpty {
        parts[parts.count - 1].lines.append(line)
      }
    }
    return parts
  }

  @Test("not in a terminal, the demo plays the tour: every part equals its golden transcript")
  func tourMatchesGolden() async throws {
    let run = try await DemoProcess.run([])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("═══ sign-in "), "the tour starts with its first part's heading")
    let parts = Self.parts(of: run.output)
    // Each registered feature's part, sign-in first; the home screen's part last.
    #expect(parts.first?.name == "sign-in")
    #expect(parts.last?.name == "home")
    #expect(Set(parts.map(\.name)).count == parts.count, "one part a feature")
    for (name, lines) in parts {
      let file = Self.goldenParts.appendingPathComponent("\(name).txt")
      let golden = try String(contentsOf: file, encoding: .utf8)
      let expected = golden.components(separatedBy: "\n")
      // The last part ends with the output's final newline, as its file does; the others end
      // where the next heading starts.
      let got = name == parts.last?.name ? lines : lines + [""]
      #expect(got.count == expected.count, "part \(name): \(got.count) lines, golden \(expected.count)")
      for (number, (line, expectedLine)) in zip(got, expected).enumerated() where line != expectedLine {
        Issue.record("line \(number + 1) of part \(name) differs:\n  got:      \(line)\n  expected: \(expectedLine)")
        break
      }
    }
    let recorded = try FileManager.default.contentsOfDirectory(atPath: Self.goldenParts.path).sorted()
    #expect(recorded == parts.map { "\($0.name).txt" }.sorted(), "every golden file is a part of the tour")
    for step in [
      "Invalid username or password", "Signed in as Emily Johnson", "20 of 100 posts", "40 of 100 posts",
      "29 of 325 beers match “ipa”", "1 of 29", "2 of 29", "Adding the comment…", "All 6 comments",
      "emily.johnson@x.dummyjson.com", "Deleting the comment…",
    ] {
      #expect(run.output.contains(step), "the tour shows \(step)")
    }
  }

  @Test("the password typed in the tour, a wrong one, and the token it gets never appear in its output or errors")
  func secretsNeverShown() async throws {
    let run = try await DemoProcess.run([])
    #expect(run.status == 0)
    #expect(run.output.contains("Signed in as Emily Johnson"), "the tour did sign in")
    // The sign-in screen names the public demo account on purpose ("Demo account: emilys /
    // emilyspass", DummyJSON's documented one); what the user typed appears nowhere else.
    let shown = run.output.split(separator: "\n").filter { !$0.contains("Demo account:") }.joined(separator: "\n")
    for secret in ["emilyspass", "wrong-password"] {
      #expect(!shown.contains(secret) && !run.errors.contains(secret), "\(secret) shown")
    }
    // A JSON Web Token starts with the base64 of `{"alg"`: "eyJ".
    #expect(!run.output.contains("eyJ") && !run.errors.contains("eyJ"), "a token shown")
  }

  @Test("a user script signs in and checks the screen; frames carry its step titles")
  func userScript() async throws {
    let run = try await DemoProcess.run(
      script: Self.signIn + """
        # open the beers
        expect Signed in as Emily Johnson
        choose Beers
        wait
        type punk
        wait
        frame Punk beers
        """, ["--width", "60", "--height", "12"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("── 1/1 · Punk beers ──") == true)
    #expect(lines.first?.count == 60)
    #expect(lines.count == 1 + 12 + 2, "header, 12 lines, a blank line, and the final newline")
    #expect(run.output.contains("Punk IPA"))
  }

  @Test("a frame below 40 x 12 fails at once, saying the window is too small and what it needs, playing nothing")
  func tooSmall() async throws {
    let run = try await DemoProcess.run(script: "type emilys\nframe tiny\n", ["--width", "30", "--height", "8"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty, "no key was played into a screen too small to show")
    #expect(run.errors.hasPrefix("demo: Window too small: --width 30 is below the 40 columns the demo needs\n"))
    let short = try await DemoProcess.run(["--height", "11"])
    #expect(short.status == 2)
    #expect(short.errors.contains("Window too small: --height 11 is below the 12 lines the demo needs"))
  }

  @Test("a typo in a script fails before anything runs: exit 1, the file and the line number")
  func scriptTypo() async throws {
    let run = try await DemoProcess.run(script: "type emilys\n\nprss tab\n")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasSuffix(".script: line 3: unknown command “prss” (did you mean “press”?)\n"))
    #expect(run.errors.split(separator: "\n").count == 1, "one line")
  }

  @Test("a step that cannot be done stops the script with exit 1 and its line; frames before it stay")
  func scriptStepFails() async throws {
    let run = try await DemoProcess.run(script: "frame start\nchoose 1\n")
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("── 1/1 · start"))
    #expect(run.errors.hasSuffix(".script: line 2: choose: there is no list on the screen\n"))
  }

  @Test("a script that cannot be read is a runtime failure, exit 1, saying why in words")
  func missingScript() async throws {
    let run = try await DemoProcess.run(["--script", "/nonexistent/tour.script"])
    #expect(run.status == 1)
    #expect(run.errors == "demo: cannot read the script /nonexistent/tour.script: there is no such file.\n")
    let folder = try await DemoProcess.run(["--script", NSTemporaryDirectory()])
    #expect(folder.status == 1)
    #expect(folder.errors.contains("it is a folder; give the path of a script file."))
    #expect(!folder.errors.contains("NSCocoaErrorDomain"))
  }

  @Test(
    "a script piped in, as /dev/stdin or a shell's <(…), is read to its end; an endless or non-UTF-8 one fails saying why"
  )
  func scriptFromAPipe() async throws {
    let piped = try await DemoProcess.run(["--script", "/dev/stdin"], input: "frame piped\n")
    #expect(piped.status == 0, "\(piped.errors)")
    #expect(piped.output.hasPrefix("── 1/1 · piped"))
    let endless = try await DemoProcess.run(["--script", "/dev/zero"])
    #expect(endless.status == 1)
    #expect(
      endless.errors
        == "demo: cannot read the script /dev/zero: it is larger than 4 MB; a script is a text file of commands.\n")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).script")
    try Data([0x66, 0x72, 0x61, 0x6D, 0x65, 0x20, 0xFF, 0x0A]).write(to: file)  // "frame " and a byte no UTF-8 has
    defer { try? FileManager.default.removeItem(at: file) }
    let garbled = try await DemoProcess.run(["--script", file.path])
    #expect(garbled.status == 1)
    #expect(garbled.errors == "demo: cannot read the script \(file.path): it is not UTF-8 text.\n")
  }

  @Test("--api-base-url talks to a separately started api-server")
  func otherServer() async throws {
    let server = try APIServerProcess()
    defer { server.stop() }
    let run = try await DemoProcess.run(
      script: Self.signIn + "expect Signed in as Emily Johnson\n",
      ["--api-base-url", server.baseURL])
    #expect(run.status == 0, "\(run.errors)")
  }

  @Test("a 401 mid-session (the server refuses the token) returns to sign-in, saying why, with the fields empty")
  func refusedSessionReturnsToSignIn() async throws {
    let server = try APIServerProcess(arguments: ["--fault", "/posts=status:401"])
    let run = try await DemoProcess.run(
      script: Self.signIn + """
        choose Posts
        wait
        frame signed out by the server
        """, ["--api-base-url", server.baseURL])
    server.stop()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains(" Sign in\n"), "back at the sign-in screen")
    #expect(run.output.contains("The server signed you out"))
    #expect(run.output.contains("User name (user name)"), "nothing of the session is kept in the form")
  }

  @Test("a script waits out the client's retries: a failing page ends in its error, not in \"still loading\"")
  func scriptWaitsOutRetries() async throws {
    // Every attempt fails: the client retries three times after backoff delays, then the list
    // shows the error. Those delays ran on a real clock once, unseen by `wait`, which jumped
    // virtual time past them and failed with "still loading" (found by Tooling/soak.py).
    let server = try APIServerProcess(arguments: ["--fault", "/posts=status:503"])
    let run = try await DemoProcess.run(
      script: Self.signIn + """
        choose Posts
        wait
        expect Couldn't load posts
        frame the error after the retries
        """, ["--api-base-url", server.baseURL])
    server.stop()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Couldn't load posts: The server had a problem (503)."))
  }

  @Test("--api-base-url at a closed port fails cleanly: exit 1 and one line saying the API is unreachable")
  func closedPort() async throws {
    let server = try APIServerProcess()
    server.stop()
    #expect(server.exitStatus == 0, "Ctrl-C right after the server announced itself stops it cleanly")
    let run = try await DemoProcess.run(["--api-base-url", server.baseURL])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("demo: the API at \(server.baseURL) is unreachable: Can't reach the server."))
    #expect(run.errors.contains("or leave out --api-base-url to use the built-in one."))
    #expect(!run.errors.contains("URLError") && !run.errors.contains("transport("), "no internals")
    #expect(run.errors.split(separator: "\n").count == 1)
  }

  @Test("--api-base-url naming an IPv6 address says to name the host where URL loading refuses such URLs")
  func ipv6Address() async throws {
    let server = try APIServerProcess(arguments: ["--host", "::1"])
    defer { server.stop() }
    #expect(server.baseURL.hasPrefix("http://[::1]:"), "the URL api-server announces, which users copy")
    let script = Self.signIn + "expect Signed in as Emily Johnson\n"
    let run = try await DemoProcess.run(script: script, ["--api-base-url", server.baseURL])
    #if canImport(FoundationNetworking)
      #expect(run.status == 1)
      #expect(
        run.errors == "demo: the API at \(server.baseURL) is unreachable: "
          + "This device cannot send requests to the server's address. Its URL loading refuses every URL "
          + "with an IPv6 address in it; name the host instead (localhost for ::1).\n")
      let port = try #require(server.baseURL.split(separator: ":").last)
      let named = try await DemoProcess.run(script: script, ["--api-base-url", "http://localhost:\(port)"])
      #expect(named.status == 0, "the advice works: \(named.errors)")
    #else
      #expect(run.status == 0, "\(run.errors)")
    #endif
  }

  @Test(
    "usage errors exit 2 with the reason and the usage",
    arguments: [
      (["--width", "0"], "--width must be from 1 to 1000, not 0"),
      (["--width", "-5"], "--width must be from 1 to 1000, not -5"),
      (["--api-base-url", "http://example.com"], "plain http to example.com is not allowed"),
      (["--height", "abc"], "The value 'abc' is invalid for '--height <height>'"),
      (["--color", "purple"], "Please provide one of 'auto', 'always' or 'never'"),
      (["--api-base-url", "ftp://example.com"], "--api-base-url must be an http or https URL"),
      (["--frobnicate"], "Unknown option '--frobnicate'"),
      // Found by trying edge inputs (2026-12-07): these ran, and failed as network problems.
      (["--api-base-url", "http://127.0.0.1:99999"], "99999 is not a port; ports are from 1 to 65535"),
      (["--api-base-url", "http://127.0.0.1:0"], "0 is not a port; ports are from 1 to 65535"),
    ])
  func usageErrors(arguments: [String], message: String) async throws {
    let run = try await DemoProcess.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message))
    #expect(run.errors.contains("Usage: demo [--script <file>]"))
  }

  // Found by trying edge inputs (2026-12-07): the unreachable-API message repeated the URL
  // with its password on stderr.
  @Test("a user name or password in --api-base-url is a usage error that never repeats them")
  func credentialsInTheURL() async throws {
    for url in ["http://emilys:emilyspass@127.0.0.1:1/", "ftp://emilys:emilyspass@example.com/"] {
      let run = try await DemoProcess.run(["--api-base-url", url])
      #expect(run.status == 2)
      #expect(run.errors.contains("--api-base-url must not carry a user name or password"))
      #expect(!run.errors.contains("emilyspass") && !run.output.contains("emilyspass"))
    }
  }

  @Test("--help describes the options and exits 0")
  func help() async throws {
    let run = try await DemoProcess.run(["--help"])
    #expect(run.status == 0)
    for option in ["--script", "--api-base-url", "--width", "--height", "--color"] {
      #expect(run.output.contains(option))
    }
  }
}
