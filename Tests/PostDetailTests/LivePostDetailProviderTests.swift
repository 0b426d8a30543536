import FeatureKit
import FeatureKitTesting
import PostDetail
import ReactiveCore
import Testing

@Suite("LivePostDetailProvider against the embedded API over loopback")
struct LivePostDetailProviderTests {
  @Test("post 1 with its author, and its five comments")
  func postAndComments() async throws {
    try await withEmbeddedAPI { client in
      let provider = LivePostDetailProvider(client: client)
      let post = try #require(await provider.fetchPost(id: 1).firstResult()).get()
      #expect(post.title.hasPrefix("sunt aut facere"))
      #expect(post.author == "Leanne Graham")
      #expect(post.authorID == 1, "what `a` opens")
      #expect(post.body.contains("\n"))
      let comments = try #require(await provider.fetchComments(postID: 1).firstResult()).get()
      #expect(comments.items.count == 5)
      #expect(comments.items.first?.email == "Eliseo@gardner.biz")
      #expect(comments.isLastPage)
    }
  }

  @Test("a post that does not exist is a failure in words, not a crash")
  func missingPost() async throws {
    try await withEmbeddedAPI { client in
      let result = try #require(await LivePostDetailProvider(client: client).fetchPost(id: 9_999).firstResult())
      guard case let .failure(error) = result else {
        Issue.record("expected a failure, got \(result)")
        return
      }
      #expect(error.message == "That item could not be found.")
    }
  }

  @Test("a comment is added with POST (the answer has the server's id) and deleted with DELETE")
  func addAndDelete() async throws {
    try await withEmbeddedAPI(signedIn: true) { client in
      let provider = LivePostDetailProvider(client: client)
      let draft = Comment(id: -1, name: TestAccount.name, email: TestAccount.email, body: "Nice post")
      let added = try #require(await provider.addComment(draft, toPost: 3).firstResult()).get()
      #expect(added == Comment(id: 501, name: TestAccount.name, email: TestAccount.email, body: "Nice post"))
      let second = try #require(await provider.addComment(draft, toPost: 3).firstResult()).get()
      #expect(second.id == 502, "two comments, two ids")
      #expect(try #require(await provider.deleteComment(added).firstResult()).get() == ())
      let missing = try #require(
        await provider.deleteComment(Comment(id: 9_999, name: "", email: "", body: "")).firstResult())
      guard case .failure = missing else {
        Issue.record("deleting a comment that does not exist succeeded")
        return
      }
    }
  }
}
