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

  @Test("pages arrive with progress; the last one completes the catalogue")
  func loading() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    #expect(loop.state.loadingText == "Loading beers…", "no count before the first page")
    #expect(loop.state.statusText == "", "the spinner alone says it is loading")
    loop.advance(by: 1)
    loop.receive(.loadedSoFar(Array(catalogue.prefix(3)))) { $0.beers = Array(catalogue.prefix(3)) }
    #expect(loop.state.loadingText == "Loading beers… 3 so far")
    loop.advance(by: 1)
    loop.receive(.loadedSoFar(catalogue)) { $0.beers = catalogue }
    loop.receive(.loadFinished) { $0.status = .loaded }
    #expect(loop.state.statusText == "5 beers")
    loop.finish()
  }

  @Test("typing is applied 0.3 s after the last keystroke, case- and diacritic-insensitively")
  func debouncedSearch() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let loop = tester(provider)
    loop.advance(by: 2)
    loop.receive(.loadedSoFar(Array(catalogue.prefix(3)))) { $0.beers = Array(catalogue.prefix(3)) }
    loop.receive(.loadedSoFar(catalogue)) { $0.beers = catalogue }
    loop.receive(.loadFinished) { $0.status = .loaded }
    loop.send(.searchTyped("k")) { $0.typedQuery = "k" }
    loop.advance(by: 0.2)
    loop.send(.searchTyped("ko")) { $0.typedQuery = "ko" }
    loop.advance(by: 0.2)
    loop.send(.searchTyped("kol")) { $0.typedQuery = "kol" }
    loop.advance(by: 0.29)
    loop.advance(by: 0.01)
    loop.receive(.searchApplied("kol")) { $0.appliedQuery = "kol" }
    #expect(loop.state.filtered.map(\.name) == ["Kölsch Kick"])
    #expect(loop.state.statusText == "1 of 5 beers match “kol”")
    loop.send(.searchTyped("zzz")) { $0.typedQuery = "zzz" }
    loop.advance(by: 0.3)
    loop.receive(.searchApplied("zzz")) { $0.appliedQuery = "zzz" }
    #expect(loop.state.noMatchText == "No beer matches “zzz”", "said once, in the table")
    #expect(loop.state.statusText == "0 of 5 beers match “zzz”")
    loop.finish()
  }

  @Test("a failure offers a retry, which loads again")
  func retry() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    provider.failure = FeatureError(message: "The server took too long to answer.")
    let loop = tester(provider)
    loop.advance(by: 1)
    loop.receive(.loadFailed(provider.failure!)) { $0.status = .failed(provider.failure!) }
    #expect(loop.state.statusText == "Couldn't load beers: The server took too long to answer. (r to retry)")
    provider.failure = nil
    loop.send(.retry) {
      $0.status = .loading
      $0.attempt = 1
    }
    loop.advance(by: 2)
    loop.receive(.loadedSoFar(Array(catalogue.prefix(3)))) { $0.beers = Array(catalogue.prefix(3)) }
    loop.receive(.loadedSoFar(catalogue)) { $0.beers = catalogue }
    loop.receive(.loadFinished) { $0.status = .loaded }
    #expect(provider.fetches == 2)
    loop.send(.retry)  // nothing to retry now
    loop.finish()
  }
}
