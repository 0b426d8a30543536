import FeatureKit
import FeatureKitTesting
import PostSearch
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PostSearch view model: the server's posts for the text typed, once typing paused")
struct PostSearchViewModelTests {
  typealias Tester = LoopTester<PostSearchViewModel.State, PostSearchViewModel.Event>

  func tester(_ provider: FakePostSearchProvider) -> Tester {
    LoopTester(
      initial: PostSearchViewModel.State(), reduce: PostSearchViewModel.reduce, scheduler: provider.pages.scheduler
    ) {
      PostSearchViewModel.feedbacks(provider: provider, scheduler: $0)
    }
  }

  /// Page `page` of `text`'s posts arriving whole, after the rows shown.
  func receive(page: Int, of text: String, _ loop: Tester) {
    let result = FakePostSearchProvider.page(page, limit: 10, of: FakePostSearchProvider.posts(matching: text))
    loop.receive(.results(.answered(text, .itemsArrived(page: page, result.items)))) {
      PagedList.reduce(&$0.results.list, .itemsArrived(page: page, result.items))
    }
    loop.receive(.results(.answered(text, .pageArrived(page: page, result)))) {
      PagedList.reduce(&$0.results.list, .pageArrived(page: page, result))
    }
  }

  /// `text` typed at once, and the search for it once typing paused: the results empty and
  /// load again.
  func search(_ text: String, _ loop: Tester) {
    loop.send(.search(.edited(text))) { $0.search.edited = text }
    loop.advance(by: PostSearchViewModel.typingPause)
    loop.receive(.search(.applied(text))) {
      $0.search.applied = text
      $0.results = QueriedList(query: text)
    }
  }

  @Test("every post before anything is typed; typing asks the server once it paused, not on every key")
  func searchesOnceTypingPaused() {
    let provider = FakePostSearchProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loop.advance(by: 1)
    receive(page: 1, of: "", loop)
    #expect(loop.state.screenStatus.statusText == "10 of 25 posts")
    for typed in ["m", "mo", "moo"] {
      loop.send(.search(.edited(typed))) { $0.search.edited = typed }
      loop.advance(by: 0.2)
    }
    #expect(provider.asked == [" p1"], "nothing is asked while typing goes on")
    loop.advance(by: 0.1)
    loop.receive(.search(.applied("moo"))) {
      $0.search.applied = "moo"
      $0.results = QueriedList(query: "moo")
    }
    #expect(loop.state.screenStatus.loadingText == "Loading posts…")
    loop.advance(by: 1)
    receive(page: 1, of: "moo", loop)
    #expect(provider.asked == [" p1", "moo p1"])
    #expect(loop.state.results.list.items.map(\.title).prefix(2) == ["Moon 2", "Moon 4"])
    #expect(loop.state.screenStatus.statusText == "12 posts' titles hold “moo”, 10 shown")
    loop.finish()
  }

  @Test("a new search while one loads cancels it; only the new text's posts show, counted against it")
  func newSearchCancelsTheOneInFlight() {
    let provider = FakePostSearchProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loop.advance(by: 1)
    receive(page: 1, of: "", loop)
    search("s", loop)
    loop.advance(by: 0.5)  // "s" is on its way
    search("sun 2", loop)
    loop.advance(by: 1)
    receive(page: 1, of: "sun 2", loop)
    #expect(provider.asked == [" p1", "s p1", "sun 2 p1"])
    #expect(loop.state.results.list.items.map(\.title) == ["Sun 21", "Sun 23", "Sun 25"])
    #expect(loop.state.screenStatus.statusText == "3 posts' titles hold “sun 2”")
    search("zzz", loop)
    loop.advance(by: 1)
    receive(page: 1, of: "zzz", loop)
    #expect(loop.state.screenStatus.emptyText == "No post's title holds “zzz”")
    loop.finish()
  }

  @Test("results page as the selection nears the end, asking for the same text")
  func pagesOfTheSameText() {
    let provider = FakePostSearchProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    search("SUN", loop)
    loop.advance(by: 1)
    receive(page: 1, of: "SUN", loop)
    loop.send(.results(.list(.reached(row: 8)))) { $0.results.list.status = .loading(page: 2) }
    loop.advance(by: 1)
    receive(page: 2, of: "SUN", loop)
    #expect(provider.asked == [" p1", "SUN p1", "SUN p2"])
    #expect(loop.state.results.list.items.count == 13)
    #expect(loop.state.screenStatus.statusText == "13 posts' titles hold “SUN”")
    loop.finish()
  }
}
