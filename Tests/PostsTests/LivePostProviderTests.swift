import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import Posts
import ReactiveCore
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
