import EmbeddedAPI
import FeatureKit
import Networking
import PostDetail
import ReactiveCore
import Testing

@Suite("LivePostDetailProvider against the embedded API over loopback")
struct LivePostDetailProviderTests {
  @Test("post 1 with its author, and its five comments")
  func postAndComments() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
    let provider = LivePostDetailProvider(client: APIClient(baseURL: server.baseURL))
    let post = try #require(await provider.fetchPost(id: 1).firstResult()).get()
    #expect(post.title.hasPrefix("sunt aut facere"))
    #expect(post.author == "Leanne Graham")
    #expect(post.body.contains("\n"))
    let comments = try #require(await provider.fetchComments(postID: 1).firstResult()).get()
    #expect(comments.items.count == 5)
    #expect(comments.items.first?.email == "Eliseo@gardner.biz")
    #expect(comments.isLastPage)
    await server.stop()
  }

  @Test("a post that does not exist is a failure in words, not a crash")
  func missingPost() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
    let provider = LivePostDetailProvider(client: APIClient(baseURL: server.baseURL))
    let result = try #require(await provider.fetchPost(id: 9_999).firstResult())
    guard case let .failure(error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(!error.message.isEmpty)
    await server.stop()
  }
}
