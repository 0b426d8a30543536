import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A pagination loop like the seed app's posts screen, written as a test: states initial,
/// loading and loaded (with posts and an error), events fetch/succeeded/failed, a feedback that
/// fetches page `posts.count / 20 + 1` while loading, and a feedback for user actions that is
/// ignored while loading.
enum Pagination {
  struct Post: Equatable { let id: Int }

  enum Status: Equatable {
    case initial
    case loading
    case loaded
  }

  struct State: Equatable {
    var status = Status.initial
    var posts: [Post] = []
    var error: String?
    var isAtEnd = false
    var nextPage: Int { posts.count / 20 + 1 }
  }

  enum Event: Equatable {
    case fetch
    case succeeded([Post])
    case failed(String)
  }

  enum Action { case fetch }

  static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .fetch:
      guard state.status != .loading, !state.isAtEnd else { return }
      state.status = .loading
      state.error = nil
    case let .succeeded(posts):
      state.status = .loaded
      state.posts += posts
      state.isAtEnd = posts.count < 20
    case let .failed(message):
      state.status = .loaded
      state.error = message
    }
  }

  /// A fake provider: `pages[n]` answers page n after `latency` of virtual time.
  static func fetchPage(
    _ page: Int, from pages: [Int: Result<[Post], TestError>], latency: TimeInterval, on scheduler: TestScheduler
  ) -> SignalProducer<Event, Never> {
    let result = pages[page] ?? .success([])
    return SignalProducer<[Post], TestError>(result: result)
      .delay(latency, on: scheduler)
      .map(Event.succeeded)
      .flatMapError { error in SignalProducer(value: .failed("Page \(page) failed: \(error)")) }
  }

  static func feedbacks(
    pages: [Int: Result<[Post], TestError>], actions: Signal<Action, Never>, scheduler: TestScheduler
  ) -> [Feedback<State, Event>] {
    [
      Feedback(
        predicate: { $0.status == .loading },
        effects: { state in fetchPage(state.nextPage, from: pages, latency: 0.5, on: scheduler) }),
      Feedback(events: { states, output in
        actions.withLatest(from: states)
          .filter { _, state in state.status != .loading }
          .observeValues { _, _ in output.send(.fetch) } ?? AnyDisposable()
      }),
    ]
  }

  static func page(_ number: Int, count: Int = 20) -> [Post] {
    (0..<count).map { Post(id: (number - 1) * 20 + $0 + 1) }
  }
}

@Suite("LoopTester: the pagination proof")
struct PaginationLoopTests {
  typealias Tester = LoopTester<Pagination.State, Pagination.Event>

  func makeTester(
    pages: [Int: Result<[Pagination.Post], TestError>]
  ) -> (Tester, Signal<Pagination.Action, Never>.Observer) {
    let (actions, input) = Signal<Pagination.Action, Never>.pipe()
    let tester = Tester(initial: Pagination.State(), reduce: Pagination.reduce) { scheduler in
      Pagination.feedbacks(pages: pages, actions: actions, scheduler: scheduler)
    }
    return (tester, input)
  }

  @Test("first page, then second page")
  func firstAndSecondPage() {
    let (tester, actions) = makeTester(pages: [1: .success(Pagination.page(1)), 2: .success(Pagination.page(2))])
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    tester.advance(by: 0.5)
    tester.receive(.succeeded(Pagination.page(1))) {
      $0.status = .loaded
      $0.posts = Pagination.page(1)
    }
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    tester.advance(by: 0.5)
    tester.receive(.succeeded(Pagination.page(2))) {
      $0.status = .loaded
      $0.posts = Pagination.page(1) + Pagination.page(2)
    }
    tester.finish()
  }

  @Test("a failure keeps the loaded posts and shows the error; retry succeeds")
  func failureKeepsPosts() {
    let (tester, actions) = makeTester(pages: [1: .success(Pagination.page(1)), 2: .failure(TestError(500))])
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    tester.advance(by: 0.5)
    tester.receive(.succeeded(Pagination.page(1))) {
      $0.status = .loaded
      $0.posts = Pagination.page(1)
    }
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    tester.advance(by: 0.5)
    tester.receive(.failed("Page 2 failed: TestError(500)")) {
      $0.status = .loaded
      $0.error = "Page 2 failed: TestError(500)"
    }
    #expect(tester.state.posts.count == 20)
    tester.finish()
  }

  @Test("a second fetch while loading is ignored")
  func fetchWhileLoadingIgnored() {
    let (tester, actions) = makeTester(pages: [1: .success(Pagination.page(1))])
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    actions.send(value: .fetch)  // ignored by the user-actions feedback: nothing to receive
    tester.advance(by: 0.5)
    tester.receive(.succeeded(Pagination.page(1))) {
      $0.status = .loaded
      $0.posts = Pagination.page(1)
    }
    tester.finish()
  }

  @Test("a short page marks the end of the list; further fetches change nothing")
  func endOfList() {
    let (tester, actions) = makeTester(pages: [1: .success(Pagination.page(1, count: 7))])
    actions.send(value: .fetch)
    tester.receive(.fetch) { $0.status = .loading }
    tester.advance(by: 0.5)
    tester.receive(.succeeded(Pagination.page(1, count: 7))) {
      $0.status = .loaded
      $0.posts = Pagination.page(1, count: 7)
      $0.isAtEnd = true
    }
    actions.send(value: .fetch)
    tester.receive(.fetch)
    tester.finish()
  }

  @Test("the tester fails on an undescribed change, an unreceived event, a running effect")
  func testerFailures() {
    let (tester, actions) = makeTester(pages: [1: .success(Pagination.page(1))])
    // The state changed to loading, but the test described no change.
    withKnownIssue { tester.send(.fetch) }
    // The fetch effect is still running: its response is 0.5 s of virtual time away.
    withKnownIssue { tester.finish() }

    let (second, secondActions) = makeTester(pages: [:])
    secondActions.send(value: .fetch)
    // The user-actions feedback sent .fetch, which the test never received.
    withKnownIssue { second.finish() }
    withExtendedLifetime((actions, secondActions)) {}
  }

  @Test("state differences are described line by line")
  func stateDifferenceDescription() {
    var expected = Pagination.State()
    expected.status = .loading
    let text = describeStateDifference(expected: expected, actual: Pagination.State())
    #expect(text.contains("− "))
    #expect(text.contains("loading"))
    #expect(text.contains("+ "))
  }
}
