import FeatureKit
import Posts
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Posts view model: paging, the end of the list, failures and refresh")
struct PostsViewModelTests {
  typealias State = PostsViewModel.State

  func tester(_ provider: FakePostProvider) -> LoopTester<State, PostsViewModel.Event> {
    LoopTester(initial: State(), reduce: PostsViewModel.reduce, scheduler: provider.scheduler) { scheduler in
      PostsViewModel.feedbacks(provider: provider, scheduler: scheduler)
    }
  }

  /// Fetches page 1 of `total` posts, checking each step: what every later step starts from.
  func loadFirstPage(_ loop: LoopTester<State, PostsViewModel.Event>, total: Int) {
    loop.send(.action(.fetch)) { $0.status = .loading(page: 1) }
    loop.advance(by: 1)
    let first = FakePostProvider.page(1, limit: 20, total: total)
    loop.receive(.loaded(page: 1, first)) {
      $0.posts = first.posts
      $0.status = .loaded
      $0.nextPage = 2
      $0.totalCount = total
    }
  }

  @Test("fetch loads page 1 of 20; a fetch while loading is ignored")
  func firstPage() {
    let provider = FakePostProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loop.send(.action(.fetch)) { $0.status = .loading(page: 1) }
    #expect(loop.state.loadingText == "Loading posts…")
    #expect(loop.state.statusText == "", "the spinner alone says it is loading")
    loop.send(.action(.fetch))
    loop.advance(by: 1)
    loop.receive(.loaded(page: 1, FakePostProvider.page(1, limit: 20, total: 100))) {
      $0.posts = FakePostProvider.page(1, limit: 20, total: 100).posts
      $0.status = .loaded
      $0.nextPage = 2
      $0.totalCount = 100
    }
    #expect(loop.state.statusText == "20 of 100 posts")
    #expect(provider.requests == [1])
    loop.finish()
  }

  @Test("the next page loads when the selection comes near the end, until the last page")
  func pagingToTheEnd() {
    let provider = FakePostProvider(total: 30, scheduler: TestScheduler())
    let loop = tester(provider)
    loadFirstPage(loop, total: 30)
    loop.send(.action(.selectRow(10)))  // far from the end: nothing
    loop.send(.action(.selectRow(15))) { $0.status = .loading(page: 2) }
    #expect(loop.state.loadingText == "Loading page 2…")
    loop.advance(by: 1)
    let second = FakePostProvider.page(2, limit: 20, total: 30)
    loop.receive(.loaded(page: 2, second)) {
      $0.posts += second.posts
      $0.status = .loaded
      $0.nextPage = 3
      $0.isComplete = true
    }
    #expect(loop.state.statusText == "All 30 posts")
    loop.send(.action(.selectRow(29)))
    loop.send(.action(.fetch))
    #expect(provider.requests == [1, 2])
    loop.finish()
  }

  @Test("a failure keeps the loaded posts and says how to retry; fetch retries the same page")
  func failureAndRetry() {
    let provider = FakePostProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loadFirstPage(loop, total: 100)
    let offline = FeatureError(message: "Can't connect to the server.")
    provider.failure = offline
    loop.send(.action(.selectRow(19))) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    loop.receive(.failed(offline)) { $0.status = .failed(offline) }
    #expect(loop.state.statusText == "Couldn't load posts: Can't connect to the server. (r to retry)")
    #expect(loop.state.posts.count == 20)
    loop.send(.action(.selectRow(19)))  // moving does not retry on its own
    provider.failure = nil
    loop.send(.action(.fetch)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    let second = FakePostProvider.page(2, limit: 20, total: 100)
    loop.receive(.loaded(page: 2, second)) {
      $0.posts += second.posts
      $0.status = .loaded
      $0.nextPage = 3
    }
    loop.finish()
  }

  @Test("refresh reloads from page 1 keeping the list until the new one replaces it")
  func refresh() {
    let provider = FakePostProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loadFirstPage(loop, total: 100)
    loop.send(.action(.selectRow(16))) { $0.status = .loading(page: 2) }
    loop.send(.action(.refresh)) { $0.status = .loading(page: 1) }  // cancels page 2
    #expect(loop.state.posts.count == 20, "no flash of emptiness")
    loop.advance(by: 1)
    loop.receive(.loaded(page: 1, FakePostProvider.page(1, limit: 20, total: 100))) {
      $0.status = .loaded
      $0.nextPage = 2
    }
    #expect(provider.requests == [1, 2, 1])
    loop.finish()
  }

  @Test("the view model runs actions from execute(action:) and from a binding to actions")
  func viewModelActions() {
    final class Delegate: PostsViewModelDelegate {
      let postProvider: any PostProviderProtocol
      let scheduler: DateScheduler
      init(_ provider: FakePostProvider) {
        postProvider = provider
        scheduler = provider.scheduler
      }
    }
    let provider = FakePostProvider(scheduler: TestScheduler())
    let viewModel = PostsViewModel(delegate: Delegate(provider))
    #expect(viewModel.state.value.status == .initial)
    viewModel.execute(action: .fetch)
    provider.scheduler.advance(by: 1)
    #expect(viewModel.state.value.posts.count == 20)
    let (refreshes, input) = Signal<PostsAction, Never>.pipe()
    viewModel.actions <~ refreshes
    input.send(value: .refresh)
    #expect(viewModel.state.value.status == .loading(page: 1))
    provider.scheduler.advance(by: 1)
    #expect(provider.requests == [1, 1])
  }
}
