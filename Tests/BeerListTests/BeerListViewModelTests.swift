import BeerCatalog
import BeerList
import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("BeerList view model: the catalogue with progress, a debounced search, retry")
struct BeerListViewModelTests {
  typealias State = BeerListViewModel.State

  func tester(_ provider: FakeBeerProvider) -> LoopTester<State, BeerListViewModel.Event> {
    LoopTester(initial: State(), reduce: BeerListViewModel.reduce, scheduler: provider.scheduler) { scheduler in
      BeerListViewModel.feedbacks(provider: provider, scheduler: scheduler)
    }
  }

  /// The fake catalogue arriving: three beers, then all five, then the end.
  func receiveCatalogue(_ loop: LoopTester<State, BeerListViewModel.Event>) {
    let firstPart = Array(catalogue.prefix(3))
    loop.receive(.catalogue(.itemsArrived(page: 1, firstPart))) {
      $0.catalogue.items = firstPart
      $0.catalogue.rowsOfLoadingPage = 3
    }
    #expect(loop.state.screenStatus.loadingText == "Loading beers… 3 so far")
    loop.advance(by: 1)
    loop.receive(.catalogue(.itemsArrived(page: 1, catalogue))) {
      $0.catalogue.items = catalogue
      $0.catalogue.rowsOfLoadingPage = 5
    }
    loop.receive(.catalogue(.pageArrived(page: 1, ListPage(items: catalogue, totalCount: 5, isLastPage: true)))) {
      $0.catalogue.status = .loaded
      $0.catalogue.rowsOfLoadingPage = nil
      $0.catalogue.nextPage = 2
      $0.catalogue.isComplete = true
      $0.catalogue.totalCount = 5
    }
  }

  @Test("the catalogue loads at once, arriving in parts with progress; then the count")
  func loading() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    #expect(loop.state.screenStatus.loadingText == "Loading beers…", "no count before the first part")
    #expect(loop.state.screenStatus.statusText == "", "the spinner alone says it is loading")
    loop.advance(by: 1)
    receiveCatalogue(loop)
    #expect(loop.state.screenStatus == ListScreenStatus(statusText: "5 beers", emptyText: "No beers"))
    loop.finish()
  }

  @Test("typing is applied 0.3 s after the last keystroke, case- and diacritic-insensitively")
  func debouncedSearch() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loop.advance(by: 1)
    receiveCatalogue(loop)
    loop.send(.search(.edited("k"))) { $0.search.edited = "k" }
    loop.advance(by: 0.2)
    loop.send(.search(.edited("ko"))) { $0.search.edited = "ko" }
    loop.advance(by: 0.2)
    loop.send(.search(.edited("kol"))) { $0.search.edited = "kol" }
    loop.advance(by: 0.29)
    loop.advance(by: 0.01)
    loop.receive(.search(.applied("kol"))) { $0.search.applied = "kol" }
    #expect(loop.state.filtered.map(\.name) == ["Kölsch Kick"])
    #expect(loop.state.screenStatus.statusText == "1 of 5 beers match “kol”")
    loop.send(.search(.edited("zzz"))) { $0.search.edited = "zzz" }
    loop.advance(by: 0.3)
    loop.receive(.search(.applied("zzz"))) { $0.search.applied = "zzz" }
    #expect(loop.state.screenStatus.emptyText == "No beer matches “zzz”", "said once, in the table")
    #expect(loop.state.screenStatus.statusText == "0 of 5 beers match “zzz”")
    loop.finish()
  }

  @Test("a failure offers a retry, which loads the catalogue again")
  func retry() throws {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let offline = FeatureError(message: "The server took too long to answer.")
    provider.failure = offline
    let loop = tester(provider)
    loop.advance(by: 1)
    loop.receive(.catalogue(.failed(offline))) { $0.catalogue.status = .failed(offline) }
    #expect(
      loop.state.screenStatus.statusText == "Couldn't load beers: The server took too long to answer. (r to retry)")
    provider.failure = nil
    loop.send(.catalogue(.retry)) { $0.catalogue.status = .loading(page: 1) }
    loop.advance(by: 1)
    receiveCatalogue(loop)
    #expect(provider.fetches == 2)
    loop.send(.catalogue(.retry))  // nothing to retry now
    loop.finish()
  }
}
