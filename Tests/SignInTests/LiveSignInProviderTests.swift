import EmbeddedAPI
import FeatureKit
import Foundation
import Networking
import ReactiveCore
import SignIn
import Testing

@Suite("LiveSignInProvider against the embedded API over loopback")
struct LiveSignInProviderTests {
  @Test("the demo account signs in; /auth/me then names the user; the password is in no log line")
  func signIn() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
    let log = LogLines()
    let client = APIClient(baseURL: server.baseURL, configuration: .init(log: { log.append("\($0)") }))
    let provider = LiveSignInProvider(client: client)
    let session = try #require(await provider.signIn(username: "emilys", password: "emilyspass").firstResult()?.get())
    #expect(session.username == "emilys")
    #expect(session.firstName == "Emily")
    #expect(
      session.user == SignedInUser(id: 1, name: "Emily Johnson", email: "emily.johnson@x.dummyjson.com"),
      "who is signed in, as features see it")
    #expect(!"\(session)".contains(session.accessToken))
    client.authorizationToken = session.accessToken
    #expect(try await provider.currentUserName().firstResult()?.get() == "Emily Johnson")
    await server.stop()
    #expect(!log.all.isEmpty)
    #expect(!log.all.contains { $0.contains("emilyspass") || $0.contains(session.accessToken) })
  }

  @Test("a wrong password is invalidCredentials; a locked-out user name is tooManyAttempts")
  func failures() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
    let provider = LiveSignInProvider(client: APIClient(baseURL: server.baseURL))
    var results: [SignInError?] = []
    for _ in 0..<6 {
      if case let .failure(error) = await provider.signIn(username: "emilys", password: "wrong").firstResult() {
        results.append(error)
      }
    }
    await server.stop()
    #expect(results.first == .invalidCredentials)
    guard case let .tooManyAttempts(seconds) = results.last else {
      Issue.record("expected a lockout, got \(String(describing: results.last))")
      return
    }
    #expect(seconds > 0)
  }
}

final class LogLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}

@Suite("SessionStore and the API client")
struct SessionStoreTests {
  @Test("the client carries the session's token while signed in, and none after signing out")
  func authorize() throws {
    let client = APIClient(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
    let store = SessionStore()
    let binding = store.authorize(client)
    #expect(client.authorizationToken == nil)
    store.save(Session(accessToken: "abc", userID: 1, username: "emilys", firstName: "Emily"))
    #expect(client.authorizationToken == "abc")
    store.clear()
    #expect(client.authorizationToken == nil)
    binding.dispose()
    store.save(Session(accessToken: "later", userID: 1, username: "emilys", firstName: "Emily"))
    #expect(client.authorizationToken == nil, "unbound")
  }
}
