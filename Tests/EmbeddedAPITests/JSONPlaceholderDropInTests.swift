import EmbeddedAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// JSONPlaceholder as a drop-in: every resource and nested route, json-server's query
/// parameters, faked writes, unknown routes, CORS. Over loopback HTTP.
extension EmbeddedAPITests {
  func request(
    _ server: EmbeddedAPIServer, _ method: String, _ path: String, body: String? = nil,
    contentType: String? = "application/json", headers: [String: String] = [:]
  ) async throws -> Response {
    var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + path)))
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try await send(request)
  }

  @Test("todos, albums and photos, and every nested route json-server infers from <parent>Id")
  func allResources() async throws {
    try await serving { server in
      #expect(try await get(server, "/todos").ids.count == 200)
      #expect(try await get(server, "/albums").ids.count == 100)
      #expect(try await get(server, "/photos").ids.count == 5_000)
      #expect(try await get(server, "/albums/1/photos").ids == Array(1...50))
      #expect(try await get(server, "/users/1/todos").ids == Array(1...20))
      #expect(try await get(server, "/users/2/albums").ids == Array(11...20))
      #expect(try await get(server, "/posts/3/comments").ids == Array(11...15))
      let todo = try await get(server, "/todos/1").json as? [String: Any]
      #expect(todo?["completed"] as? Bool == false)
      #expect(try await get(server, "/photos/5001").status == 404)
    }
  }

  @Test("_sort/_order, q, _like, _gte/_lte, _ne and nested fields, as json-server 0.16 filters")
  func queryParameters() async throws {
    try await serving { server in
      #expect(try await get(server, "/posts?_sort=id&_order=desc&_limit=3").ids == [100, 99, 98])
      #expect(try await get(server, "/posts?_sort=userId,id&_order=desc,asc&_limit=2").ids == [91, 92])
      #expect(try await get(server, "/posts?id_gte=98").ids == [98, 99, 100])
      #expect(try await get(server, "/posts?id_lte=2").ids == [1, 2])
      #expect(
        try await get(server, "/todos?userId=1&completed=true&id_ne=4").ids == [8, 10, 11, 12, 14, 15, 16, 17, 19, 20])
      #expect(try await get(server, "/posts?title_like=%5Equi%20est").ids == [2])
      #expect(try await get(server, "/posts?title_like=QUI%20EST%20ESSE").ids == [2], "case-insensitive")
      #expect(try await get(server, "/users?name_like=%5Eleanne&name_like=%5Eervin").ids == [1, 2], "any of them")
      #expect(try await get(server, "/users?name_like=%5Bleanne").ids == [], "not an expression: found as text")
      #expect(try await get(server, "/users?name_like=e%20g%5B").ids == [], "not an expression, not in any name")
      #expect(try await get(server, "/users?email_like=%40april%2Ebiz").ids == [1], "text that is also an expression")
      #expect(try await get(server, "/users?q=gwenborough").ids == [1], "full text, nested and case-insensitive")
      #expect(try await get(server, "/users?address.city=Gwenborough").ids == [1], "a dotted path")
      let page = try await get(server, "/comments?postId=1&postId=2&_page=2&_limit=3")
      #expect(page.ids == [4, 5, 6])
      #expect(page.headers["x-total-count"] == "10")
    }
  }

  @Test("_embed adds children, _expand the parent, on lists and on one record")
  func embedAndExpand() async throws {
    try await serving { server in
      let post = try #require(try await get(server, "/posts/1?_embed=comments").json as? [String: Any])
      #expect((post["comments"] as? [[String: Any]])?.count == 5)
      let comments = try #require(try await get(server, "/comments?_expand=post&_limit=1").json as? [[String: Any]])
      #expect((comments.first?["post"] as? [String: Any])?["id"] as? Int == 1)
      let users = try #require(try await get(server, "/users?_embed=todos&_embed=albums&id=3").json as? [[String: Any]])
      #expect((users.first?["todos"] as? [Any])?.count == 20)
      #expect((users.first?["albums"] as? [Any])?.count == 10)
    }
  }

  @Test("writes are faked: POST 201 with the next id, PUT and PATCH 200, DELETE 200 {}, nothing stored")
  func fakedWrites() async throws {
    try await serving { server in
      let created = try await request(server, "POST", "/posts", body: #"{"title":"Hello","userId":1}"#)
      #expect(created.status == 201)
      #expect((created.json as? [String: Any])?["id"] as? Int == 101)
      #expect((created.json as? [String: Any])?["title"] as? String == "Hello")
      let nested = try await request(server, "POST", "/posts/7/comments", body: #"{"body":"Nice"}"#)
      #expect((nested.json as? [String: Any])?["postId"] as? Int == 7)
      #expect((nested.json as? [String: Any])?["id"] as? Int == 501)
      let patched = try #require(
        try await request(server, "PATCH", "/posts/1", body: #"{"title":"New"}"#).json as? [String: Any])
      #expect(patched["title"] as? String == "New")
      #expect((patched["body"] as? String)?.hasPrefix("quia et suscipit") == true, "merged with the record")
      let put = try #require(
        try await request(server, "PUT", "/posts/1", body: #"{"title":"Only"}"#).json as? [String: Any])
      #expect(put.keys.sorted() == ["id", "title"], "replaced")
      let deleted = try await request(server, "DELETE", "/posts/1")
      #expect(deleted.status == 200)
      #expect(String(decoding: deleted.body, as: UTF8.self) == "{}")
      #expect(try await request(server, "DELETE", "/posts/500").status == 404)
      #expect(try await get(server, "/posts").ids.count == 100, "nothing was stored")
      #expect(try await get(server, "/posts/101").status == 404, "a created record is never read back")
      #expect((try await get(server, "/posts/1").json as? [String: Any])?["title"] as? String != "New")
    }
  }

  @Test("a body's values come back as sent: true is not 1, 0 is not false, 2.0 and 1e3 are integers, 1.5 is not")
  func bodyValuesKeepTheirKinds() async throws {
    try await serving { server in
      let body = #"{"a":true,"b":0,"c":2.0,"d":1e3,"e":1.5,"f":[1,false,null],"g":{"h":"é/"},"i":-7}"#
      let created = try await request(server, "POST", "/posts", body: body)
      #expect(created.status == 201)
      #expect(
        String(decoding: created.body, as: UTF8.self)
          == #"{"a":true,"b":0,"c":2,"d":1000,"e":1.5,"f":[1,false,null],"g":{"h":"é/"},"i":-7,"id":101}"#)
    }
  }

  @Test("each POST gets a new id, and what a POST created can be changed and deleted (but never read back)")
  func createdRecordsAreKnownToLaterWrites() async throws {
    try await serving { server in
      var ids: [Int?] = []
      for _ in 1...3 {
        let created = try await request(server, "POST", "/posts/1/comments", body: #"{"body":"Hi"}"#)
        ids.append((created.json as? [String: Any])?["id"] as? Int)
      }
      #expect(ids == [501, 502, 503], "JSONPlaceholder answers 501 each time; distinct ids keep rows apart")
      #expect(try await request(server, "DELETE", "/comments/502").status == 200)
      let patched = try await request(server, "PATCH", "/comments/503", body: #"{"body":"Edited"}"#)
      #expect(patched.status == 200)
      #expect((patched.json as? [String: Any])?["id"] as? Int == 503)
      #expect(try await request(server, "DELETE", "/comments/504").status == 404, "never handed out")
      #expect(try await get(server, "/comments/502").status == 404)
      #expect(try await get(server, "/posts/1/comments").ids.count == 5)
    }
  }

  @Test("bad bodies get a JSON reason: 400 for broken JSON, 415 for another content type, 413 past 1 MiB")
  func badBodies() async throws {
    try await serving { server in
      let broken = try await request(server, "POST", "/posts", body: #"{"title": "#)
      #expect(broken.status == 400)
      #expect(broken.message == "The request body is not valid JSON")
      let form = try await request(
        server, "POST", "/posts", body: "title=x", contentType: "application/x-www-form-urlencoded")
      #expect(form.status == 415)
      #expect(form.message?.contains("Content-Type: application/json") == true)
      let huge = try await request(
        server, "POST", "/posts", body: #"{"body":""# + String(repeating: "x", count: 1_100_000) + #""}"#)
      #expect(huge.status == 413)
      #expect(huge.message?.contains("larger than 1024 KiB") == true)
    }
  }

  @Test("an unknown route is 404 {}; CORS reflects the origin, exposes X-Total-Count and Link, answers preflights")
  func notFoundAndCORS() async throws {
    try await serving { server in
      let missing = try await get(server, "/nothing/here")
      #expect(missing.status == 404)
      #expect(String(decoding: missing.body, as: UTF8.self) == "{}")
      let cors = try await get(server, "/posts?_page=1", headers: ["Origin": "http://app.test"])
      #expect(cors.headers["access-control-allow-origin"] == "http://app.test")
      #expect(cors.headers["access-control-allow-credentials"] == "true")
      #expect(cors.headers["access-control-expose-headers"] == "X-Total-Count, Link")
      let preflight = try await request(
        server, "OPTIONS", "/posts/1", contentType: nil,
        headers: ["Origin": "http://app.test", "Access-Control-Request-Method": "PATCH"])
      #expect(preflight.status == 204)
      #expect(preflight.headers["access-control-allow-methods"]?.contains("PATCH") == true)
    }
  }
}
