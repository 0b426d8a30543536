import Author
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import Testing

@Suite("LiveAuthorProvider against the embedded API over loopback")
struct LiveAuthorProviderTests {
  @Test("user 1 with their company; their ten albums four a page, the third the last")
  func authorAndAlbums() async throws {
    try await withEmbeddedAPI { client in
      let provider = LiveAuthorProvider(client: client)
      let author = try #require(await provider.fetchAuthor(id: 1).firstResult()).get()
      #expect(
        author == AuthorProfile(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", company: "Romaguera-Crona"))
      let first = try #require(await provider.fetchAlbums(userID: 1, page: 1).firstResult()).get()
      #expect(first.items.map(\.id) == [1, 2, 3, 4])
      #expect(first.items.allSatisfy { $0.userId == 1 })
      #expect(!first.isLastPage)
      let last = try #require(await provider.fetchAlbums(userID: 1, page: 3).firstResult()).get()
      #expect(last.items.map(\.id) == [9, 10])
      #expect(last.isLastPage)
      #expect(last.totalCount == 10)
    }
  }

  @Test("a user the server does not have fails in words")
  func missingUser() async throws {
    try await withEmbeddedAPI { client in
      let result = try #require(await LiveAuthorProvider(client: client).fetchAuthor(id: 999).firstResult())
      guard case let .failure(error) = result else {
        Issue.record("expected a failure, got \(result)")
        return
      }
      #expect(error.message == "That item could not be found.")
      #expect(!error.isRetryable)
    }
  }
}
