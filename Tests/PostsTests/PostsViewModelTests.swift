import FeatureKit
import FeatureKitTesting
import Posts
import ReactiveCore
import Testing

@Suite("Posts view model: pages of 20 posts through FeatureKit's PagedList")
struct PostsViewModelTests {
  @Test("fetch loads page 1 of 20 posts; near the end the next page follows; the status counts posts")
  func paging() {
    let scheduler = TestScheduler()
    let provider = FakePostProvider(total: 30, scheduler: scheduler)
    let viewModel = PostsPresenter(provider: provider, scheduler: scheduler).viewModel
    #expect(viewModel.state.value.status == .initial)
    viewModel.send(.fetch)
    #expect(viewModel.status.value.loadingText == "Loading posts…")
    #expect(viewModel.status.value.statusText == "", "the spinner alone says it is loading")
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.items.map(\.id) == Array(1...20))
    #expect(viewModel.status.value.statusText == "20 of 30 posts")
    viewModel.send(.reached(row: 15))
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "All 30 posts")
    #expect(provider.pages.inputs.map(\.page) == [1, 2])
  }

  @Test("r retries the failed page, keeping the posts; otherwise r refreshes from page 1")
  func reload() {
    let scheduler = TestScheduler()
    let provider = FakePostProvider(scheduler: scheduler)
    let viewModel = PostsPresenter(provider: provider, scheduler: scheduler).viewModel
    viewModel.send(.fetch)
    scheduler.advance(by: 1)
    provider.pages.failure = FeatureError(message: "Can't connect to the server.")
    viewModel.send(.reached(row: 19))
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load posts: Can't connect to the server. (r to retry)")
    #expect(viewModel.state.value.items.count == 20)
    provider.pages.failure = nil
    viewModel.send(.reload)
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.items.count == 40)
    viewModel.send(.reload)
    #expect(viewModel.state.value.loadingPage == 1)
    scheduler.advance(by: 1)
    #expect(provider.pages.inputs.map(\.page) == [1, 2, 2, 1])
    #expect(viewModel.state.value.items.count == 20, "page 1 replaced the list")
  }

  @Test(
    "a post saved elsewhere (the edit form) shows the server's post in the list; one not loaded yet is left to its page"
  )
  func followsEditsMadeElsewhere() {
    let scheduler = TestScheduler()
    let provider = FakePostProvider(total: 30, scheduler: scheduler)
    let viewModel = PostsPresenter(provider: provider, scheduler: scheduler).viewModel
    viewModel.send(.fetch)
    scheduler.advance(by: 1)
    var edited = FakePostProvider.post(2)
    edited.title = "Post 2, edited"
    provider.changesElsewhere.input.send(value: .updated(edited))
    var unseen = FakePostProvider.post(25)
    unseen.title = "Post 25, edited"
    provider.changesElsewhere.input.send(value: .updated(unseen))
    scheduler.advance()
    #expect(viewModel.state.value.items[1] == edited)
    #expect(viewModel.state.value.items.count == 20)
    #expect(viewModel.status.value.statusText == "20 of 30 posts")
  }
}
