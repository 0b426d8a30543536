import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Passwords and tokens go only where they belong, and never into logs.
@Suite("Networking: secrets")
struct SecretsTests {
  @Test("the Authorization token goes to the base URL's origin only")
  func tokenOnlyToConfiguredHost() throws {
    let api = APIClient(baseURL: try #require(URL(string: "https://api.example.com/v1")))
    api.authorizationToken = "secret-token"
    let own = try api.urlRequest(for: Endpoint<Data>.raw(.get, "/me")).get()
    #expect(own.url?.absoluteString == "https://api.example.com/v1/me")
    #expect(own.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    for foreign in ["https://evil.example.com/me", "https://api.example.com:8443/me", "http://127.0.0.1/me"] {
      let request = try api.urlRequest(for: Endpoint<Data>.raw(.get, foreign)).get()
      #expect(request.value(forHTTPHeaderField: "Authorization") == nil, "token leaked to \(foreign)")
    }
  }

  @Test("dumping a client shows whether a token is set, never the token")
  func dumpedClientHidesToken() throws {
    let api = APIClient(baseURL: try #require(URL(string: "https://api.example.com/v1")))
    var before = ""
    dump(api, to: &before)
    #expect(before.contains("authorizationToken: \"none\""))
    api.authorizationToken = "eyJ-secret-token-4K"
    var after = ""
    dump(api, to: &after)
    #expect(!after.contains("secret-token"))
    #expect(after.contains("authorizationToken: \"<redacted>\"") && after.contains("https://api.example.com/v1"))
    var withPassword = ""
    dump(APIClient(baseURL: try #require(URL(string: "https://emilys:emilyspass@api.example.com"))), to: &withPassword)
    #expect(withPassword.contains("https://emilys:<redacted>@api.example.com") && !withPassword.contains("emilyspass"))
  }

  @Test("plain http only to loopback, unless the host is allowed explicitly")
  func plainHTTPOnlyToLoopback() throws {
    let remote = APIClient(baseURL: try #require(URL(string: "http://api.example.com")))
    guard case let .failure(.invalidRequest(reason)) = remote.urlRequest(for: Endpoint<Data>.raw(.get, "/posts")) else {
      Issue.record("plain http to a remote host was allowed")
      return
    }
    #expect(reason.contains("plain http"))
    for loopback in ["http://127.0.0.1:8080", "http://localhost:1234", "http://[::1]:80"] {
      let api = APIClient(baseURL: try #require(URL(string: loopback)))
      #expect((try? api.urlRequest(for: Endpoint<Data>.raw(.get, "/posts")).get()) != nil, "\(loopback) refused")
    }
    let allowed = APIClient(
      baseURL: try #require(URL(string: "http://api.example.com")),
      configuration: APIClient.Configuration(hostRules: HostRules(insecureHostsAllowed: ["api.example.com"])))
    #expect((try? allowed.urlRequest(for: Endpoint<Data>.raw(.get, "/posts")).get()) != nil)
  }

  @Test("loopback is localhost, 127.x.x.x as an address and ::1, never a name that only starts with 127.")
  func loopbackIsAnAddressNotAPrefix() throws {
    for host in [
      "localhost", "LOCALHOST", "127.0.0.1", "127.255.255.254", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1",
    ] {
      #expect(HostRules.isLoopback(host), "\(host)")
    }
    // Each of the first three passed before: a hostname starting "127." resolves wherever its
    // owner points it, and plain http (with the token) went there.
    for host in [
      "127.0.0.1.example.com", "127.evil.example", "127.", "0.0.0.0", "128.0.0.1", "::2", "::ffff:10.0.0.1",
      "example.com", "", "[]",
    ] {
      #expect(!HostRules.isLoopback(host), "\(host)")
    }
    let disguised = APIClient(baseURL: try #require(URL(string: "http://127.0.0.1.example.com:8080")))
    #expect(throws: CoreError.self) { try disguised.urlRequest(for: Endpoint<Data>.raw(.get, "/posts")).get() }
  }

  @Test("a refused request fails when started, sending nothing")
  func refusedRequestFails() async throws {
    let api = APIClient(baseURL: try #require(URL(string: "http://api.example.com")))
    let error = await outcome(api.request(Endpoint<Data>.raw(.get, "/posts"))).error
    guard case .invalidRequest? = error else {
      Issue.record("expected invalidRequest, got \(String(describing: error))")
      return
    }
  }

  @Test("logs never hold the password, the Authorization header or a response body")
  func logsAreRedacted() async throws {
    try await withServer { server in
      let entries = EventLog()
      let api = client(of: server, log: { entries.append("\($0.description) \($0.headers) \($0.body ?? "")") })
      let login = try Endpoint<SignedIn>.post(
        "/auth/login", json: Credentials(username: "emilys", password: "emilyspass"), secret: true)
      let session = try #require(await outcome(api.request(login)).value)
      api.authorizationToken = session.accessToken
      _ = await outcome(api.request(Endpoint<Profile>.get("/auth/me")))
      let log = entries.all.joined(separator: "\n")
      #expect(entries.all.count == 2)
      #expect(log.contains("POST http://127.0.0.1:\(server.port)/auth/login -> 200"))
      #expect(log.contains("<secret, "))
      #expect(log.contains("<redacted>"))
      #expect(!log.contains("emilyspass"))
      #expect(!log.contains(session.accessToken))
      #expect(!log.contains(session.refreshToken))
    }
  }

  // Found by trying edge inputs (2026-12-07): a base URL written with a user name and password
  // put the password in every log line.
  @Test("a password written into the base URL is redacted from the log")
  func passwordInTheBaseURLIsRedacted() async throws {
    try await withServer { server in
      let entries = EventLog()
      let base = try #require(URL(string: "http://emilys:emilyspass@127.0.0.1:\(server.port)"))
      let api = APIClient(
        baseURL: base,
        configuration: APIClient.Configuration(
          timeout: 10, retryPolicy: .never, log: { entries.append($0.description) }))
      _ = await outcome(api.request(Endpoint<Data>.raw(.get, "/posts/1")))
      let log = entries.all.joined(separator: "\n")
      #expect(log.hasPrefix("GET http://emilys:<redacted>@127.0.0.1:\(server.port)/posts/1 -> "), "\(log)")
      #expect(!log.contains("emilyspass"))
    }
  }
}
