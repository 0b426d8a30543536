import FeatureKit
import FeatureKitTesting
import Networking
import PostSearch
import ReactiveCore
import Testing

@Suite("LivePostSearchProvider against the embedded API over loopback")
struct LivePostSearchProviderTests {
  @Test("the posts whose title holds the text, case ignored, in pages; every post for no text")
  func titlesHoldingTheText() async throws {
    try await withEmbeddedAPI { client in
      let provider = LivePostSearchProvider(client: client)
      let page1 = try #require(await provider.fetchPosts(titleContaining: "DOLOREM", page: 1, limit: 5).firstResult())
        .get()
      #expect(page1.items.map(\.id) == [6, 8, 9, 12, 32])
      #expect(page1.items.allSatisfy { $0.title.lowercased().contains("dolorem") })
      #expect(page1.totalCount == 8)
      #expect(!page1.isLastPage)
      let page2 = try #require(await provider.fetchPosts(titleContaining: "DOLOREM", page: 2, limit: 5).firstResult())
        .get()
      #expect(page2.items.map(\.id) == [33, 39, 76])
      #expect(page2.isLastPage)
      let everything = try #require(await provider.fetchPosts(titleContaining: "", page: 1, limit: 10).firstResult())
        .get()
      #expect(everything.totalCount == 100)
    }
  }

  @Test("text with regular-expression characters is looked for as typed, not as a pattern")
  func textAsTyped() async throws {
    try await withEmbeddedAPI { client in
      let provider = LivePostSearchProvider(client: client)
      // As a pattern, "c++" would find the 57 titles holding a "c".
      let found = try #require(await provider.fetchPosts(titleContaining: "c++", page: 1, limit: 10).firstResult())
        .get()
      #expect(found.items.isEmpty)
      #expect(found.totalCount == 0)
      let dot = try #require(await provider.fetchPosts(titleContaining: "qui.est", page: 1, limit: 10).firstResult())
        .get()
      #expect(dot.items.isEmpty, "a dot is a dot: “qui est esse” does not hold “qui.est”")
    }
  }
}
