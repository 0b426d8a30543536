import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A post as a list of posts decodes it.
private struct Post: Codable, Identifiable, Equatable, Sendable {
  var id: Int
  var userId: Int
  var title: String
}

private struct TitleChange: Encodable {
  let title: String
}

@Suite("APIClient.changes(of:as:): a client's accepted writes as changes of a collection's rows")
struct ServerChangeTests {
  @Test(
    "a POST to the collection adds its answer, a PATCH or PUT of a row updates it, a DELETE removes it; other writes are not its rows'"
  )
  func writesBecomeChanges() async throws {
    try await withEmbeddedAPI { client in
      let changes = EventRecorder<ServerChange<Post>, Never>()
      client.changes(of: "/posts", as: Post.self).observe(changes.observer)
      let written = EventRecorder<ServerChange<Post>, Never>()
      client.changes(of: "posts/", as: Post.self).observe(written.observer)
      let new = Post(id: 0, userId: 1, title: "Hello")
      _ = try await client.request { try Endpoint<Post>.post("/posts", json: new) }.firstResult()?.get()
      _ = try await client.request { try Endpoint<Post>.patch("/posts/2", json: TitleChange(title: "Edited")) }
        .firstResult()?.get()
      _ = try await client.request { try Endpoint<Post>.put("/posts/4", json: Post(id: 4, userId: 2, title: "Whole")) }
        .firstResult()?.get()
      _ = try await client.request {
        try Endpoint<Void>.post("/posts/1/comments", json: TitleChange(title: "A comment"))
      }
      .firstResult()?.get()
      _ = try await client.request { try Endpoint<Void>.patch("/posts/5", json: ["title": 7]) }.firstResult()?.get()
      _ = try await client.request(Endpoint<Void>.delete("/posts/3")).firstResult()?.get()
      for _ in 0..<2_000 where changes.values.count < 4 { try await Task.sleep(for: .milliseconds(5)) }
      #expect(
        changes.values == [
          .added(Post(id: 101, userId: 1, title: "Hello")),
          .updated(Post(id: 2, userId: 1, title: "Edited")),
          .updated(Post(id: 4, userId: 2, title: "Whole")),
          .removed(3),
        ],
        "a comment is not a post; a post whose title the server keeps as a number does not decode, so it is left out")
      #expect(written.values == changes.values, "\"posts/\" names the same collection")
    }
  }

  @Test("a change maps to the row a list shows, keeping its kind; a row that cannot be made leaves the change out")
  func mapsToTheListsRow() {
    struct Titled: Identifiable, Equatable, Sendable {
      var id: Int
      var heading: String
    }
    let titled = { (post: Post) in post.title.isEmpty ? nil : Titled(id: post.id, heading: post.title.uppercased()) }
    let post = Post(id: 2, userId: 1, title: "Edited")
    #expect(ServerChange.updated(post).map(titled) == .updated(Titled(id: 2, heading: "EDITED")))
    #expect(ServerChange.added(post).map(titled) == .added(Titled(id: 2, heading: "EDITED")))
    #expect(ServerChange<Post>.removed(3).map(titled) == .removed(3))
    #expect(ServerChange.updated(Post(id: 2, userId: 1, title: "")).map(titled) == nil)
  }
}
