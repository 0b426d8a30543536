import FeatureKit
import FeatureKitTesting
import PostDetail
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PostDetail view model: the post and its comments, failures and retry")
struct PostDetailViewModelTests {
  @Test("the post and its comments load at once; the status says what loads, then counts")
  func loading() {
    let scheduler = TestScheduler()
    let provider = FakePostDetailProvider(scheduler: scheduler)
    let viewModel = PostDetailPresenter(provider, scheduler: scheduler).viewModel
    #expect(viewModel.status.value.loadingText == "Loading the post…")
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.post.value == FakePostDetailProvider.post)
    #expect(viewModel.state.value.comments.items == FakePostDetailProvider.comments)
    #expect(viewModel.status.value == ListScreenStatus(statusText: "All 2 comments", emptyText: "No comments yet"))
    #expect(provider.posts.count == 1)
    #expect(provider.comments.count == 1)
  }

  @Test("the post failing says so; a retry loads the post again and keeps the comments")
  func postFailsThenRetry() {
    let scheduler = TestScheduler()
    let provider = FakePostDetailProvider(scheduler: scheduler)
    provider.posts.failure = FeatureError(message: "The server answered 500.")
    let viewModel = PostDetailPresenter(provider, scheduler: scheduler).viewModel
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load the post: The server answered 500. (r to retry)")
    #expect(viewModel.status.value.isFailed)
    #expect(viewModel.state.value.comments.items.count == 2, "the comments arrived and stay")
    provider.posts.failure = nil
    viewModel.retry()
    #expect(viewModel.status.value.loadingText == "Loading the post…")
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.post.value == FakePostDetailProvider.post)
    #expect(!viewModel.status.value.isFailed)
    #expect(provider.comments.count == 1, "the comments were not asked again")
  }

  @Test("the comments failing keeps the post; a retry loads only the comments")
  func commentsFailThenRetry() {
    let scheduler = TestScheduler()
    let provider = FakePostDetailProvider(scheduler: scheduler)
    provider.comments.failure = FeatureError(message: "Can't connect to the server.")
    let viewModel = PostDetailPresenter(provider, scheduler: scheduler).viewModel
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load comments: Can't connect to the server. (r to retry)")
    provider.comments.failure = nil
    viewModel.retry()
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.comments.items.count == 2)
    #expect(viewModel.state.value.post.value != nil)
    #expect(provider.comments.count == 2)
  }
}
