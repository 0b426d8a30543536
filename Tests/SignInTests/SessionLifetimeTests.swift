import EmbeddedAPI
import FeatureKit
import Foundation
import Networking
import ReactiveCore
import ReactiveCoreTesting
import SignIn
import Testing

@Suite("Session lifetime: refreshed before it expires, ended with a reason when it cannot go on")
struct SessionLifetimeTests {
  func session(expiringIn seconds: TimeInterval, from scheduler: TestScheduler, token: String = "a1") -> Session {
    Session(
      accessToken: token, userID: 1, username: "emilys", firstName: "Emily", refreshToken: "r1",
      expiresAt: scheduler.currentDate.addingTimeInterval(seconds))
  }

  @Test("a minute before the access token expires, new tokens are fetched and saved")
  func refreshesBeforeExpiry() {
    let scheduler = TestScheduler()
    let provider = FakeSignInProvider(scheduler: scheduler)
    let store = SessionStore()
    let keeping = store.keepFresh(using: provider, on: scheduler, margin: 60)
    store.save(session(expiringIn: 600, from: scheduler))
    provider.refreshResult = .success(session(expiringIn: 1_200, from: scheduler, token: "a2"))
    scheduler.advance(by: 539)
    #expect(provider.refreshed.isEmpty)
    scheduler.advance(by: 1)  // 9 minutes in: due
    scheduler.advance(by: 1)  // the answer
    #expect(provider.refreshed.map(\.accessToken) == ["a1"])
    #expect(store.session.value?.accessToken == "a2")
    keeping.dispose()
  }

  @Test("a refresh that fails ends the session and tells the sign-in screen why, once")
  func failedRefreshEndsSession() {
    let scheduler = TestScheduler()
    let provider = FakeSignInProvider(scheduler: scheduler)
    let store = SessionStore()
    let keeping = store.keepFresh(using: provider, on: scheduler, margin: 60)
    store.save(session(expiringIn: 30, from: scheduler))  // already inside the margin: at once
    scheduler.advance(by: 1)
    #expect(store.session.value == nil)
    #expect(store.takeEndReason() == SessionStore.expiredReason)
    #expect(store.takeEndReason() == nil)
    keeping.dispose()
  }

  @Test("a 401 to a request that carried the token ends the session; one without the token does not")
  func refusedTokenEndsSession() async throws {
    let server = try await EmbeddedAPIServer.start()
    let client = APIClient(baseURL: server.baseURL)
    let store = SessionStore()
    let authorizing = store.authorize(client)
    _ = try? await client.request(Endpoint<[String: String]>.get("/auth/me")).first()
    #expect(store.takeEndReason() == nil, "no token was sent: nothing to end")
    store.save(Session(accessToken: "forged", userID: 1, username: "emilys", firstName: "Emily"))
    _ = try? await client.request(Endpoint<[String: String]>.get("/auth/me")).first()
    #expect(store.session.value == nil)
    #expect(client.authorizationToken == nil, "nothing of the session stays around")
    #expect(store.takeEndReason() == SessionStore.refusedReason)
    authorizing.dispose()
    await server.stop()
  }

  @Test("a live sign-in reads the token's expiry and refreshes it against the API")
  func liveRefresh() async throws {
    let server = try await EmbeddedAPIServer.start()
    let provider = LiveSignInProvider(client: APIClient(baseURL: server.baseURL))
    let session = try #require(try await provider.signIn(username: "emilys", password: "emilyspass").first())
    let expiresAt = try #require(session.expiresAt)
    #expect(abs(expiresAt.timeIntervalSinceNow - 3_600) < 120, "DummyJSON's default hour")
    #expect(!session.description.contains(session.refreshToken), "never printed")
    let refreshed = try #require(try await provider.refresh(session).first())
    #expect(refreshed.accessToken != session.accessToken)
    #expect(refreshed.username == "emilys")
    await server.stop()
  }
}
