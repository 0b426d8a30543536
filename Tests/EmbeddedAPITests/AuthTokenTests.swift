import EmbeddedAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A clock the test moves: the server's time for token expiry.
final class ServerClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)
  var now: Date { lock.withLock { current } }
  func advance(minutes: Double) { lock.withLock { current += minutes * 60 } }
}

/// DummyJSON's token sign-in: JWT access and refresh tokens, expiry, refresh, 401s that say why.
extension EmbeddedAPITests {
  func signIn(_ server: EmbeddedAPIServer, minutes: Int? = nil) async throws -> (access: String, refresh: String) {
    let expiry = minutes.map { #","expiresInMins":\#($0)"# } ?? ""
    let reply = try await post(server, "/auth/login", json: #"{"username":"emilys","password":"emilyspass"\#(expiry)}"#)
    let json = try #require(reply.json as? [String: Any])
    return (try #require(json["accessToken"] as? String), try #require(json["refreshToken"] as? String))
  }

  /// The claims of a JWT.
  func claims(_ token: String) throws -> [String: Any] {
    let parts = token.split(separator: ".")
    try #require(parts.count == 3)
    var base64 = String(parts[1]).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    let data = try #require(Data(base64Encoded: base64))
    let object = try JSONSerialization.jsonObject(with: data)
    return try #require(object as? [String: Any])
  }

  @Test("tokens are JWTs (HS256) carrying the user; expiresInMins sets the access token's life")
  func jwtShape() async throws {
    try await serving { server in
      let tokens = try await signIn(server, minutes: 30)
      let header = try claims("x." + tokens.access.split(separator: ".")[0] + ".x")
      #expect(header["alg"] as? String == "HS256")
      let access = try claims(tokens.access)
      #expect(access["username"] as? String == "emilys")
      #expect(access["id"] as? Int == 1)
      let issued = try #require(access["iat"] as? Int)
      #expect(access["exp"] as? Int == issued + 30 * 60)
      let bad = try await post(
        server, "/auth/login", json: #"{"username":"emilys","password":"emilyspass","expiresInMins":0}"#)
      #expect(bad.status == 400)
      #expect(bad.message?.contains("expiresInMins") == true)
    }
  }

  @Test("an expired access token is refused with 401 and WWW-Authenticate; the refresh token gets a new pair")
  func expiryAndRefresh() async throws {
    let clock = ServerClock()
    try await serving(EmbeddedAPIConfiguration(now: { clock.now })) { server in
      let tokens = try await signIn(server, minutes: 5)
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(tokens.access)"]).status == 200)
      clock.advance(minutes: 6)
      let expired = try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(tokens.access)"])
      #expect(expired.status == 401)
      #expect(expired.message == "Token Expired!")
      #expect(expired.headers["www-authenticate"]?.hasPrefix(#"Bearer realm="api", error="invalid_token""#) == true)
      let refreshed = try await post(server, "/auth/refresh", json: #"{"refreshToken":"\#(tokens.refresh)"}"#)
      #expect(refreshed.status == 200)
      let fresh = try #require((refreshed.json as? [String: Any])?["accessToken"] as? String)
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(fresh)"]).status == 200)
      let misuse = try await post(server, "/auth/refresh", json: #"{"refreshToken":"\#(tokens.access)"}"#)
      #expect(misuse.status == 401, "an access token is not a refresh token")
      #expect(try await post(server, "/auth/refresh", json: #"{"refreshToken":"x.y.z"}"#).status == 401)
      #expect(try await post(server, "/auth/refresh", json: "{}").message == "Refresh token required")
    }
  }

  @Test("the Bearer scheme in any case; a missing or forged token is 401 with a challenge; another run's token too")
  func bearerMatching() async throws {
    var earlier = ""
    try await serving { server in earlier = try await signIn(server).access }
    try await serving { server in
      let access = try await signIn(server).access
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "bearer \(access)"]).status == 200)
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "BEARER  \(access)"]).status == 200)
      let missing = try await get(server, "/auth/me")
      #expect(missing.status == 401)
      #expect(missing.headers["www-authenticate"] == #"Bearer realm="api""#)
      let forged = access.dropLast(2) + (access.hasSuffix("AA") ? "BB" : "AA")
      #expect(
        try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(forged)"]).message == "Invalid token")
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(earlier)"]).status == 401)
    }
  }

  @Test("sign-in bodies: 415 for a form, 400 for broken JSON; a lockout of 0 attempts never locks")
  func signInBodiesAndLockoutOff() async throws {
    try await serving(EmbeddedAPIConfiguration(loginLockout: .off)) { server in
      let form = try await request(
        server, "POST", "/auth/login", body: "username=emilys", contentType: "application/x-www-form-urlencoded")
      #expect(form.status == 415)
      #expect(try await request(server, "POST", "/auth/login", body: "{").status == 400)
      for _ in 1...8 {
        #expect(try await post(server, "/auth/login", json: #"{"username":"emilys","password":"x"}"#).status == 400)
      }
      #expect(try await signIn(server).access.split(separator: ".").count == 3)
    }
  }
}
