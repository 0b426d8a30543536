import Foundation
import Networking
import ReactiveCore
import Testing

/// What a client announced and answered, in the order it happened, from any thread.
final class Happenings: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  private var writes: [ConfirmedWrite] = []

  func note(_ happening: String) { lock.withLock { list.append(happening) } }
  func note(_ write: ConfirmedWrite) {
    lock.withLock {
      writes.append(write)
      list.append("announced \(write.method) \(write.path)")
    }
  }

  var all: [String] { lock.withLock { list } }
  var announced: [ConfirmedWrite] { lock.withLock { writes } }
}

@Suite("Networking: the writes a client announces (confirmedWrites)")
struct ConfirmedWritesTests {
  struct TitleChange: Encodable {
    let title: String
  }

  /// Runs `body` with a client of a fresh server and what the client announces and answers.
  func withAnnouncements(_ body: (APIClient, Happenings) async throws -> Void) async throws {
    try await withServer { server in
      let api = client(of: server)
      let seen = Happenings()
      api.confirmedWrites.observeValues { seen.note($0) }
      try await body(api, seen)
    }
  }

  @Test("each write the server accepts is announced with its method, its path without the query, and the answer")
  func acceptedWritesAreAnnounced() async throws {
    try await withAnnouncements { api, seen in
      let patched = await outcome(
        api.request(try Endpoint<Post>.patch("/posts/2?source=list", json: TitleChange(title: "New"))))
      _ = await outcome(api.request(Endpoint<Void>.delete("comments/1")))
      try await waitForIO("two announcements") { seen.announced.count == 2 }  // each after its answer
      let announced = seen.announced
      #expect(announced.map(\.method) == [.patch, .delete])
      #expect(
        announced.map(\.path) == ["/posts/2", "/comments/1"], "relative to the base URL, as the endpoint named it")
      let answer = try JSONDecoder().decode(Post.self, from: try #require(announced.first?.body))
      #expect(answer == patched.value, "the body is the server's answer: the whole post as it keeps it")
      #expect(answer.title == "New")
    }
  }

  @Test("reads, refused writes, writes with a secret body (signing in) and writes to an absolute URL are not announced")
  func otherRequestsAreNot() async throws {
    try await withAnnouncements { api, seen in
      #expect(await outcome(api.request(Endpoint<Post>.get("/posts/1"))).value != nil)
      #expect(await outcome(api.request(Endpoint<Void>.delete("/comments/9999"))).error != nil, "404")
      let login = try Endpoint<Void>.post(
        "/auth/login", json: Credentials(username: "emilys", password: "emilyspass"), secret: true)
      #expect(await outcome(api.request(login)).value != nil)
      // An absolute URL may name another API: its paths are not this client's resources.
      let absolute = api.baseURL.appendingPathComponent("comments/5").absoluteString
      #expect(await outcome(api.request(Endpoint<Void>.delete(absolute))).value != nil)
      // A write that is announced, after the others: once it is, they would have been.
      #expect(await outcome(api.request(Endpoint<Void>.delete("/comments/4"))).value != nil)
      try await waitForIO("the last write's announcement") { !seen.announced.isEmpty }
      #expect(seen.announced.map(\.path) == ["/comments/4"])
    }
  }

  @Test("the request's own observer has the answer before the write is announced")
  func theRequesterHearsFirst() async throws {
    try await withAnnouncements { api, seen in
      let deletion = api.request(Endpoint<Void>.delete("/comments/3")).on(value: { seen.note("answered") })
      #expect(await outcome(deletion).value != nil)
      try await waitForIO("the announcement") { seen.all.count == 2 }
      #expect(seen.all == ["answered", "announced DELETE /comments/3"])
    }
  }
}
