import FeatureKit
import PostDetail
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PostDetail view model: the post and its comments, failures and retry")
struct PostDetailViewModelTests {
  @Test("the post and its comments load at once; the status says what loads, then counts")
  func loading() {
    let provider = FakePostDetailProvider(scheduler: TestScheduler())
    let viewModel = PostDetailViewModel(delegate: Delegate(provider))
    #expect(viewModel.status.value.loadingText == "Loading the post…")
    provider.scheduler.advance(by: 1)
    #expect(viewModel.state.value.post == FakePostDetailProvider.post)
    #expect(viewModel.state.value.comments.items == FakePostDetailProvider.comments)
    #expect(viewModel.status.value == ListScreenStatus(statusText: "All 2 comments", emptyText: "No comments yet"))
    #expect(provider.postRequests == 1)
    #expect(provider.commentRequests == 1)
  }

  @Test("the post failing says so; a retry loads the post again and keeps the comments")
  func postFailsThenRetry() {
    let provider = FakePostDetailProvider(scheduler: TestScheduler())
    provider.postFailure = FeatureError(message: "The server answered 500.")
    let viewModel = PostDetailViewModel(delegate: Delegate(provider))
    provider.scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load the post: The server answered 500. (r to retry)")
    #expect(viewModel.status.value.isFailed)
    #expect(viewModel.state.value.comments.items.count == 2, "the comments arrived and stay")
    provider.postFailure = nil
    viewModel.retry()
    #expect(viewModel.status.value.loadingText == "Loading the post…")
    provider.scheduler.advance(by: 1)
    #expect(viewModel.state.value.post == FakePostDetailProvider.post)
    #expect(!viewModel.status.value.isFailed)
    #expect(provider.commentRequests == 1, "the comments were not asked again")
  }

  @Test("the comments failing keeps the post; a retry loads only the comments")
  func commentsFailThenRetry() {
    let provider = FakePostDetailProvider(scheduler: TestScheduler())
    provider.commentsFailure = FeatureError(message: "Can't connect to the server.")
    let viewModel = PostDetailViewModel(delegate: Delegate(provider))
    provider.scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load comments: Can't connect to the server. (r to retry)")
    provider.commentsFailure = nil
    viewModel.retry()
    provider.scheduler.advance(by: 1)
    #expect(viewModel.state.value.comments.items.count == 2)
    #expect(viewModel.state.value.post != nil)
    #expect(provider.commentRequests == 2)
  }
}
