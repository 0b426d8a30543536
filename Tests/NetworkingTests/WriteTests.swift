import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Writes against the embedded API, which fakes them as JSONPlaceholder does: POST 201 with the
/// new id, PUT/PATCH the resulting record, DELETE `{}`, nothing stored.
@Suite("Networking: writes (POST, PUT, PATCH, DELETE)")
struct WriteTests {
  struct NewComment: Encodable {
    let name: String
    let email: String
    let body: String
  }

  struct TitleChange: Encodable {
    let title: String
  }

  @Test("POST sends the body as JSON and decodes the created record, with its new id")
  func postCreates() async throws {
    try await withServer { server in
      let api = client(of: server)
      let endpoint = try Endpoint<Comment>.post(
        "/posts/3/comments", json: NewComment(name: "Hi", email: "emily.johnson@x.dummyjson.com", body: "Nice"))
      #expect(endpoint.headers["Content-Type"] == "application/json", "the server refuses other types (415)")
      let created = await outcome(api.request(endpoint)).value
      #expect(created == Comment(postId: 3, id: 501, email: "emily.johnson@x.dummyjson.com"))
    }
  }

  @Test("PATCH merges, PUT replaces: each answers the resulting record, typed")
  func patchAndPut() async throws {
    try await withServer { server in
      let api = client(of: server)
      let patched = await outcome(api.request(try Endpoint<Post>.patch("/posts/2", json: TitleChange(title: "New"))))
      #expect(patched.value?.title == "New")
      #expect(patched.value?.userId == 1, "the rest of the record is kept")
      let replaced = await outcome(api.send(try Endpoint<Void>.put("/posts/2", json: TitleChange(title: "Only"))))
      let json = try JSONSerialization.jsonObject(with: try #require(replaced.value?.0)) as? [String: Any]
      #expect(json?.keys.sorted() == ["id", "title"])
    }
  }

  @Test("DELETE with no typed answer succeeds on {}; an unknown record is a 404 error in words")
  func deleteWithoutAnswer() async throws {
    try await withServer { server in
      let api = client(of: server)
      let deleted = await outcome(api.request(Endpoint<Void>.delete("/comments/1")))
      #expect(deleted.value != nil)
      let missing = await outcome(api.request(Endpoint<Void>.delete("/comments/9999")))
      guard case .httpStatus(code: 404, body: _)? = missing.error else {
        Issue.record("expected a 404, got \(missing)")
        return
      }
      #expect(missing.error?.userMessage.contains("404") == false, "the message speaks to a user, not in codes")
    }
  }

  @Test("a DELETE answered 204 No Content succeeds when no answer is read")
  func deleteNoContent() async throws {
    try await withServer(faults: FaultPlan(faults: ["/comments/2": .status(204)])) { server in
      let deleted = await outcome(client(of: server).request(Endpoint<Void>.delete("/comments/2")))
      #expect(deleted.value != nil, "\(deleted)")
    }
  }

  @Test("a write whose body cannot be encoded is refused before anything is sent, saying why")
  func unencodableBody() async throws {
    // 192.0.2.0/24 answers nothing: a request sent there would time out, not fail at once.
    let api = APIClient(baseURL: try #require(URL(string: "https://192.0.2.1")), configuration: .init(timeout: 60))
    let built = await outcome(api.request { try Endpoint<Post>.patch("/posts/1", json: ["ratio": Double.nan]) })
    guard case let .invalidRequest(reason)? = built.error else {
      Issue.record("expected invalidRequest, got \(built)")
      return
    }
    #expect(reason.hasPrefix("the body of PATCH /posts/1 could not be encoded"))
    #expect(throws: CoreError.self) { try Endpoint<Post>.patch("/posts/1", json: ["ratio": Double.nan]) }
    do {
      _ = try Endpoint<Void>.post("/posts", json: ["ratio": Double.infinity])
    } catch {
      guard case let .invalidRequest(reason) = error else {
        Issue.record("expected invalidRequest, got \(error)")
        return
      }
      #expect(reason.hasPrefix("the body of POST /posts could not be encoded"))
    }
  }

  @Test("PATCH and POST are never repeated after a retryable failure; PUT and DELETE are")
  func retriesFollowIdempotency() async throws {
    let faults = FaultPlan(faults: [
      "/posts/1": .status(503, times: 1), "/posts/2": .status(503, times: 1), "/comments/3": .status(503, times: 1),
    ])
    try await withServer(faults: faults) { server in
      let scheduler = TestScheduler()
      let attempts = AttemptLog(scheduler)
      let api = countingClient(of: server, attempts)
      let patch = await outcome(api.request(try Endpoint<Post>.patch("/posts/1", json: TitleChange(title: "x"))))
      #expect(patch.error == .httpStatus(code: 503, body: Data(#"{"message":"Injected fault: status 503"}"#.utf8)))
      #expect(attempts.count == 1, "a PATCH that may have reached the server is not sent again")

      let putEndpoint = try Endpoint<Void>.put("/posts/2", json: TitleChange(title: "x"))
      let put = Task { await outcome(api.request(putEndpoint)) }
      try await waitForIO("two attempts finished") { attempts.finishedCount == 2 }
      await scheduler.advance(by: 1)
      #expect(await put.value.value != nil)
      #expect(attempts.count == 3)

      let delete = Task { await outcome(api.request(Endpoint<Void>.delete("/comments/3"))) }
      try await waitForIO("four attempts finished") { attempts.finishedCount == 4 }
      await scheduler.advance(by: 1)
      #expect(await delete.value.value != nil)
      #expect(attempts.startTimes.count == 5)
    }
  }

  @Test("a PATCH marked retryable is repeated after a 503")
  func retryableWhenAsked() async throws {
    try await withServer(faults: FaultPlan(faults: ["/todos/1": .status(503, times: 1)])) { server in
      let scheduler = TestScheduler()
      let attempts = AttemptLog(scheduler)
      let api = countingClient(of: server, attempts)
      let endpoint = try Endpoint<Void>.patch("/todos/1", json: ["completed": true], retryable: true)
      let result = Task { await outcome(api.request(endpoint)) }
      try await waitForIO("one attempt finished") { attempts.finishedCount == 1 }
      await scheduler.advance(by: 1)
      #expect(await result.value.value != nil, "the second attempt succeeded")
      #expect(attempts.count == 2)
    }
  }

  @Test("a write redirected to another origin goes without the token; a secret body never reaches the log")
  func writesFollowTheSecretRules() async throws {
    try await withServer { other in
      let elsewhere = "http://127.0.0.1:\(other.port)/auth/me"
      // 303 See Other, as a server answers a POST: followed as a GET of the other origin.
      let faults = FaultPlan(faults: ["/posts/1/comments": .redirect(to: elsewhere, status: 303)])
      try await withServer(faults: faults) { server in
        let entries = EventLog()
        let api = client(of: server, log: { entries.append("\($0) \($0.headers) \($0.body ?? "")") })
        api.authorizationToken = "token-for-this-origin-only"
        let endpoint = try Endpoint<Profile>.post(
          "/posts/1/comments", json: NewComment(name: "n", email: "e", body: "hunter2"), secret: true)
        let error = await outcome(api.request(endpoint)).error
        // The other server tells a missing token from a wrong one: it got none.
        #expect(error == .unauthorized(message: "Access token is required"))
        let log = entries.all.joined(separator: "\n")
        #expect(log.contains("<secret, "))
        #expect(!log.contains("hunter2"))
        #expect(!log.contains("token-for-this-origin-only"))
      }
    }
  }
}
