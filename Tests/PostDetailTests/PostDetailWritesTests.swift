import FeatureKit
import FeatureKitTesting
import PostDetail
import ReactiveCore
import Testing

@Suite("PostDetail writes: the reader adds comments and deletes their own")
struct PostDetailWritesTests {
  /// A view model of post 1 with its comments loaded, read by the demo account.
  func loaded(reader: SignedInUser? = TestAccount.user) -> (PostDetailViewModel, FakePostDetailProvider, TestScheduler)
  {
    let scheduler = TestScheduler()
    let provider = FakePostDetailProvider(scheduler: scheduler)
    let viewModel = PostDetailPresenter(provider, scheduler: scheduler, reader: reader).viewModel
    scheduler.advance(by: 1)
    return (viewModel, provider, scheduler)
  }

  @Test(
    "a comment shows at once at the end, signed by the reader and marked adding; the server's answer gives it its id")
  func addComment() {
    let (viewModel, provider, scheduler) = loaded()
    viewModel.addComment("  Thanks, this helped!  ")
    let shown = viewModel.state.value.comments.rows.last
    #expect(
      shown?.item == Comment(id: -1, name: "Emily Johnson", email: TestAccount.email, body: "Thanks, this helped!"))
    #expect(shown?.saving == .insert)
    #expect(viewModel.status.value.loadingText == "Adding the comment…")
    #expect(provider.added.inputs.map(\.body) == ["Thanks, this helped!"])
    scheduler.advance(by: 1)
    #expect(
      viewModel.state.value.comments.rows.last
        == ListRow(
          Comment(
            id: 501, name: "Emily Johnson", email: TestAccount.email, body: "Thanks, this helped!")))
    #expect(viewModel.status.value.statusText == "All 3 comments")
    viewModel.addComment("   ")
    #expect(provider.added.count == 1, "a blank comment is not sent")
  }

  @Test("a comment the server refuses goes away, and the status says why")
  func addFails() {
    let (viewModel, provider, scheduler) = loaded()
    provider.added.failure = FeatureError(message: "The server is busy.")
    viewModel.addComment("First!")
    #expect(viewModel.state.value.comments.items.count == 3)
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.comments.items == FakePostDetailProvider.comments)
    #expect(viewModel.status.value.statusText == "Couldn't add the comment: The server is busy.")
    #expect(viewModel.status.value.isFailed)
  }

  @Test("the reader deletes their comment at once, even before the server gave it its id; others' comments stay")
  func deleteOwnOnly() {
    let (viewModel, provider, scheduler) = loaded()
    viewModel.deleteComment(at: 0)
    #expect(viewModel.state.value.comments.items.count == 2)
    #expect(
      viewModel.status.value.statusText == "Couldn't delete the comment: you can delete only the comments you wrote.")
    #expect(provider.deleted.count == 0)
    viewModel.addComment("Oops")
    viewModel.deleteComment(at: 2)
    #expect(viewModel.state.value.comments.items == FakePostDetailProvider.comments, "gone at once")
    #expect(provider.deleted.count == 0, "it waits for the server's id")
    scheduler.advance(by: 1)
    #expect(provider.deleted.inputs.map(\.id) == [501])
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.comments.writes.isIdle)
    #expect(viewModel.state.value.comments.items == FakePostDetailProvider.comments)
  }

  @Test("a deletion the server refuses puts the comment back where it was")
  func deleteFails() {
    let (viewModel, provider, scheduler) = loaded()
    viewModel.addComment("Mine")
    scheduler.advance(by: 1)
    provider.deleted.failure = FeatureError(message: "Not now.")
    viewModel.deleteComment(at: 2)
    #expect(viewModel.state.value.comments.items.count == 2)
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.comments.items.map(\.id) == [1, 2, 501])
    #expect(viewModel.status.value.statusText == "Couldn't delete the comment: Not now.")
  }

  @Test("nobody signed in: adding says to sign in, and nothing is sent")
  func signedOut() {
    let (viewModel, provider, _) = loaded(reader: nil)
    viewModel.addComment("Hello")
    #expect(viewModel.status.value.statusText == "Couldn't add the comment: Sign in to comment.")
    #expect(provider.added.count == 0)
  }

  @Test(
    "leaving the screen while a comment is sent: the view model lives until the answer, then goes; the comment reached the server"
  )
  func writeOutlivesTheScreen() {
    let scheduler = TestScheduler()
    let provider = FakePostDetailProvider(scheduler: scheduler)
    var presenter: PostDetailPresenter? = PostDetailPresenter(provider, scheduler: scheduler)
    weak let viewModel = presenter?.viewModel
    scheduler.advance(by: 1)
    provider.added.failure = FeatureError(message: "Offline.")
    viewModel?.addComment("Bye")
    presenter = nil
    #expect(viewModel != nil, "kept while the comment is on its way")
    scheduler.advance(by: 1)
    #expect(viewModel == nil, "released once the server answered (here: refused)")
    #expect(provider.added.count == 1)
    #expect(provider.posts.count == 1 && provider.comments.count == 1, "nothing else was asked again")
  }
}
