import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import Posts
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("LivePostProvider against the embedded API over loopback")
struct LivePostProviderTests {
  @Test("pages of 20 posts with their authors' names; page 5 of 100 is the last")
  func pages() async throws {
    try await withEmbeddedAPI { client in
      let provider = LivePostProvider(client: client)
      let page1 = try #require(await provider.fetchPosts(page: 1, limit: 20).firstResult()).get()
      #expect(page1.items.count == 20)
      #expect(page1.items.first?.id == 1)
      #expect(page1.items.first?.author == "Leanne Graham")
      #expect(page1.totalCount == 100)
      #expect(!page1.isLastPage)
      let page5 = try #require(await provider.fetchPosts(page: 5, limit: 20).firstResult()).get()
      #expect(page5.items.last?.id == 100)
      #expect(page5.isLastPage)
    }
  }

  @Test("a post saved through the same client comes as a change of the post, with its author's name")
  func changesOfPosts() async throws {
    try await withEmbeddedAPI { client in
      let provider = LivePostProvider(client: client)
      _ = try #require(await provider.fetchPosts(page: 1, limit: 20).firstResult()).get()  // the authors' names
      let changes = EventRecorder<ServerChange<Post>, Never>()
      provider.changes.observe(changes.observer)
      _ = try #require(
        await client.request { try Endpoint<Void>.patch("/posts/1", json: ["title": "Edited"]) }.firstResult()
      ).get()
      for _ in 0..<2_000 where changes.values.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
      guard case let .updated(post)? = changes.values.first else {
        Issue.record("expected the post updated, got \(changes.values)")
        return
      }
      #expect(post.id == 1)
      #expect(post.title == "Edited")
      #expect(post.author == "Leanne Graham")
      #expect(post.body.hasPrefix("quia et suscipit"), "the rest of the post as the server keeps it")
    }
  }

  @Test("a refused connection is a user-facing, retryable error")
  func refused() async throws {
    let url = try await withEmbeddedAPI { $0.baseURL }
    let provider = LivePostProvider(client: APIClient(baseURL: url, configuration: .init(timeout: 5)))
    let result = try #require(await provider.fetchPosts(page: 1, limit: 20).firstResult())
    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.isRetryable)
    #expect(error.message == "Can't reach the server. Try again in a moment.")
  }
}
