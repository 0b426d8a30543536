import EmbeddedAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The embedded API behaves like the originals (see Modules/EmbeddedAPI/Resources/DATA.md).
@Suite("EmbeddedAPI: the originals' behaviour")
struct EmbeddedAPITests {
  struct Response {
    let status: Int
    let headers: [String: String]
    let body: Data
    var json: Any? { try? JSONSerialization.jsonObject(with: body) }
    var ids: [Int] { (json as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? [] }
    var message: String? { (json as? [String: Any])?["message"] as? String }
  }

  func get(_ server: EmbeddedAPIServer, _ path: String, headers: [String: String] = [:]) async throws -> Response {
    var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + path)))
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try await send(request)
  }

  func post(_ server: EmbeddedAPIServer, _ path: String, json: String) async throws -> Response {
    var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + path)))
    request.httpMethod = "POST"
    request.httpBody = Data(json.utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    return try await send(request)
  }

  func send(_ request: URLRequest) async throws -> Response {
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields { headers["\(name)".lowercased()] = "\(value)" }
    return Response(status: http.statusCode, headers: headers, body: data)
  }

  /// Runs `body` against a fresh server and stops the server after, even when `body` throws.
  func serving(
    _ configuration: EmbeddedAPIConfiguration = EmbeddedAPIConfiguration(),
    _ body: (EmbeddedAPIServer) async throws -> Void
  ) async throws {
    let server = try await EmbeddedAPIServer.start(configuration)
    do {
      try await body(server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test("json-server lists: _page with default _limit 10, _start/_end, filters, a page past the end")
  func jsonServerLists() async throws {
    try await serving { server in
      let page = try await get(server, "/posts?_page=2")
      #expect(page.ids == Array(11...20))
      #expect(page.headers["x-total-count"] == "100")
      #expect(page.headers["link"]?.contains("_page=3&_limit=10>; rel=\"next\"") == true)
      #expect(page.headers["link"]?.contains("rel=\"prev\"") == true)
      let last = try await get(server, "/posts?_page=10")
      #expect(last.headers["link"]?.contains("rel=\"next\"") == false)
      #expect(try await get(server, "/posts?_start=5&_end=8").ids == [6, 7, 8])
      #expect(try await get(server, "/posts?_start=95&_limit=10").ids == Array(96...100))
      #expect(try await get(server, "/posts?_page=11").body == Data("[]".utf8))
      let filtered = try await get(server, "/posts?userId=2&_page=1&_limit=3")
      #expect(filtered.ids == [11, 12, 13])
      #expect(filtered.headers["x-total-count"] == "10")
      #expect(try await get(server, "/posts?userId=1&userId=2").ids.count == 20)
      #expect(try await get(server, "/posts").headers["x-total-count"] == nil)
      #expect(try await get(server, "/users/1/posts").ids == Array(1...10))
      #expect(try await get(server, "/posts/0").status == 404)
    }
  }

  @Test("a query is read as Express reads it: + is a space, %2B a plus")
  func plusInAQueryIsASpace() async throws {
    try await serving { server async throws in
      #expect(try await get(server, "/posts?q=sunt+aut").ids == [1, 49])
      #expect(try await get(server, "/posts?q=sunt%20aut").ids == [1, 49])
      #expect(try await get(server, "/posts?q=sunt%2Baut").ids == [])
      #expect(try await get(server, "/posts?q=%zz").status == 200, "an escape that does not decode is text")
    }
  }

  @Test("pages, limits and slices past Int's range are past the end (as json-server's doubles), never fatal")
  func numbersPastIntsRange() async throws {
    // Each of these overflowed Int and stopped the server (found by trying them, 2026-12-07).
    let most = Int.max
    try await serving { server in
      #expect(try await get(server, "/posts?_page=\(most)&_limit=\(most)").body == Data("[]".utf8))
      #expect(try await get(server, "/posts?_page=2&_limit=\(most)").body == Data("[]".utf8))
      #expect(try await get(server, "/posts?_start=98&_limit=\(most)").ids == [99, 100])
      #expect(try await get(server, "/posts?_start=\(Int.min)&_end=\(most)").ids == Array(1...100))
      #expect(try await get(server, "/posts?_start=\(most)&_end=-\(most)").body == Data("[]".utf8))
      let beers = try await get(server, "/v2/beers?page=\(most)&per_page=80")
      #expect(beers.status == 200)
      #expect(beers.body == Data("[]".utf8))
    }
  }

  @Test("Punk API: defaults, validation (400 with the problems), 404, one-element arrays, fuzzy names")
  func punkAPI() async throws {
    try await serving { server in
      #expect(try await get(server, "/v2/beers").ids == Array(1...25))
      #expect(try await get(server, "/v2/beers?page=5&per_page=80").ids == Array(321...325))
      #expect(try await get(server, "/v2/beers?page=6&per_page=80").ids.isEmpty)
      let invalid = try await get(server, "/v2/beers?per_page=0&abv_gt=strong&colour=red")
      #expect(invalid.status == 400)
      #expect(invalid.message == "Invalid query params")
      let problems = (invalid.json as? [String: Any])?["data"] as? [String]
      #expect(problems?.count == 3)
      #expect(try await get(server, "/v2/beers/9999").status == 404)
      #expect(try await get(server, "/v2/beers/abc").status == 400)
      #expect(try await get(server, "/v2/beers/1").ids == [1])
      #expect(try await get(server, "/v2/beers/random").ids.count == 1)
      let fuzzy = try await get(server, "/v2/beers?beer_name=sunk_punk")
      let names = (fuzzy.json as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
      #expect(names.contains("Sunk Punk"))
      #expect(!names.contains("Buzz"))
      let noIBU = try await get(server, "/v2/beers?ibu_lt=1&per_page=80")
      #expect(noIBU.status == 200)
      #expect(try await get(server, "/v2/beers?ids=5|1|300").ids == [1, 5, 300], "ids, in catalogue order")
      #expect(try await get(server, "/v2/beers?ids=1|x").status == 400)
      let strong = try await get(server, "/v2/beers?abv_gt=12&abv_lt=13&per_page=80")
      let abvs = (strong.json as? [[String: Any]])?.compactMap { $0["abv"] as? Double } ?? []
      #expect(!abvs.isEmpty && abvs.allSatisfy { $0 > 12 && $0 < 13 })
    }
  }

  @Test("sign-in: case-insensitive username, 400 on wrong or missing credentials, /auth/me needs the token")
  func signIn() async throws {
    try await serving { server in
      let ok = try await post(server, "/auth/login", json: #"{"username":"EMILYS","password":"emilyspass"}"#)
      #expect(ok.status == 200)
      let fields = try #require(ok.json as? [String: Any])
      let token = try #require(fields["accessToken"] as? String)
      #expect(fields["password"] == nil)
      let again = try await post(server, "/auth/login", json: #"{"username":"emilys","password":"emilyspass"}"#)
      #expect((again.json as? [String: Any])?["accessToken"] as? String != token)
      let wrong = try await post(server, "/auth/login", json: #"{"username":"emilys","password":"EMILYSPASS"}"#)
      #expect(wrong.status == 400)
      #expect(wrong.message == "Invalid credentials")
      let missing = try await post(server, "/auth/login", json: #"{"username":"emilys"}"#)
      #expect(missing.message == "Username and password required")
      #expect(try await post(server, "/auth/login", json: "not json").status == 400)
      let me = try await get(server, "/auth/me", headers: ["Authorization": "Bearer \(token)"])
      #expect((me.json as? [String: Any])?["username"] as? String == "emilys")
      #expect((me.json as? [String: Any])?["password"] == nil)
      #expect(try await get(server, "/auth/me").status == 401)
      #expect(try await get(server, "/auth/me", headers: ["Authorization": "Bearer forged"]).status == 401)
    }
  }

  @Test("five failed sign-ins in a row lock the username: 429 with Retry-After, even for the right password")
  func lockout() async throws {
    try await serving(EmbeddedAPIConfiguration(loginLockout: LoginLockout(maxFailures: 5, duration: 60))) { server in
      for _ in 1...4 {
        #expect(try await post(server, "/auth/login", json: #"{"username":"michaelw","password":"x"}"#).status == 400)
      }
      let fifth = try await post(server, "/auth/login", json: #"{"username":"michaelw","password":"x"}"#)
      #expect(fifth.status == 429)
      #expect(fifth.headers["retry-after"] == "60")
      let right = try await post(server, "/auth/login", json: #"{"username":"MichaelW","password":"michaelwpass"}"#)
      #expect(right.status == 429)
      let other = try await post(server, "/auth/login", json: #"{"username":"emilys","password":"emilyspass"}"#)
      #expect(other.status == 200)
    }
  }

  @Test("a lock longer than a day, set in code, lasts a day: saying how long no longer stops the server")
  func lockoutBeyondADay() async throws {
    let lockout = LoginLockout(maxFailures: 1, duration: 1e308)
    try await serving(EmbeddedAPIConfiguration(loginLockout: lockout)) { server in
      let locked = try await post(server, "/auth/login", json: #"{"username":"michaelw","password":"x"}"#)
      #expect(locked.status == 429)
      #expect(locked.headers["retry-after"] == "86400")
    }
  }
}
