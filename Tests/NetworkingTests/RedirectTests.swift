import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redirects from a real server on loopback: the bearer token never leaves its origin, and the
/// host rules apply to every redirect target.
@Suite("Networking: redirects")
struct RedirectTests {
  /// Signs in at `server` with the demo account and returns a client carrying the token.
  private func signedInClient(of server: EmbeddedAPIServer, transport: (any HTTPTransport)? = nil) async throws
    -> APIClient
  {
    let api = APIClient(
      baseURL: server.baseURL, transport: transport,
      configuration: APIClient.Configuration(timeout: 10, retryPolicy: .never))
    let login = try Endpoint<SignedIn>.post(
      "/auth/login", json: Credentials(username: "emilys", password: "emilyspass"), secret: true)
    api.authorizationToken = try #require(await outcome(api.request(login)).value).accessToken
    return api
  }

  @Test("a redirect to another origin is followed without the Authorization header")
  func tokenStaysOnItsOrigin() async throws {
    try await withServer { other in
      let elsewhere = "http://127.0.0.1:\(other.port)/auth/me"
      try await withServer(faults: FaultPlan(faults: ["/auth/me": .redirect(to: elsewhere)])) { server in
        let api = try await signedInClient(of: server)
        let error = await outcome(api.request(Endpoint<Profile>.get("/auth/me"))).error
        // The other server tells a missing token from a wrong one: it got none.
        #expect(error == .unauthorized(message: "Access token is required"))
      }
    }
  }

  @Test("a bare URLSession forwards the token across origins (what the guarded transport prevents)")
  func bareSessionLeaks() async throws {
    try await withServer { other in
      let elsewhere = "http://127.0.0.1:\(other.port)/auth/me"
      try await withServer(faults: FaultPlan(faults: ["/auth/me": .redirect(to: elsewhere)])) { server in
        let api = try await signedInClient(of: server, transport: URLSession.shared)
        let error = await outcome(api.request(Endpoint<Profile>.get("/auth/me"))).error
        #expect(error == .unauthorized(message: "Invalid token"), "the other origin received the token")
      }
    }
  }

  @Test("a redirect within the origin keeps the token")
  func sameOriginKeepsToken() async throws {
    try await withServer(faults: FaultPlan(faults: ["/posts/1": .redirect(to: "/auth/me")])) { server in
      let api = try await signedInClient(of: server)
      let profile = await outcome(api.request(Endpoint<Profile>.get("/posts/1"))).value
      #expect(profile?.username == "emilys")
    }
  }

  @Test("a redirect to a plain-http host the rules refuse fails with a clear reason, sending nothing there")
  func hostRulesApplyToRedirects() async throws {
    // 192.0.2.0/24 is reserved for documentation: nothing answers there, and nothing is sent.
    let target = "http://192.0.2.10:8080/steal"
    try await withServer(faults: FaultPlan(faults: ["/posts/1": .redirect(to: target)])) { server in
      let api = try await signedInClient(of: server)
      let error = await outcome(api.request(Endpoint<Post>.get("/posts/1"))).error
      guard case let .invalidRequest(reason)? = error else {
        Issue.record("expected a refused redirect, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("redirected to \(target)"))
      #expect(reason.contains("plain http to 192.0.2.10 is not allowed"))
    }
  }

  @Test("a refused redirect's reason never repeats a password written into its target")
  func refusedRedirectHidesAPassword() async throws {
    let target = "http://admin:hunter2@192.0.2.10:8080/steal"
    try await withServer(faults: FaultPlan(faults: ["/posts/1": .redirect(to: target)])) { server in
      let error = await outcome(client(of: server).request(Endpoint<Post>.get("/posts/1"))).error
      guard case let .invalidRequest(reason)? = error else {
        Issue.record("expected a refused redirect, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("redirected to http://admin:<redacted>@192.0.2.10:8080/steal"), "\(reason)")
      #expect(!reason.contains("hunter2"))
    }
  }
}
