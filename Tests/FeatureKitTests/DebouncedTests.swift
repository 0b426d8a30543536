import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A search screen's state: the text typed, and the server's answer to it once typing paused.
private struct SearchScreen: Equatable, Sendable {
  var search = Debounced("")
  var results = QueriedList<String, Todo>(query: "")

  enum Event: Equatable, Sendable {
    case search(Debounced<String>.Event)
    case results(QueriedList<String, Todo>.Event)
  }

  static func reduce(_ state: inout SearchScreen, _ event: Event) {
    switch event {
    case let .search(event):
      Debounced.reduce(&state.search, event)
      QueriedList.reduce(&state.results, .query(state.search.applied))
    case let .results(event): QueriedList.reduce(&state.results, event)
    }
  }
}

/// The queries a test's server was asked.
private final class Queries: @unchecked Sendable {
  var asked: [String] = []
}

@Suite("Debounced: a value the user edits that takes effect once editing pauses")
struct DebouncedTests {
  typealias Tester = LoopTester<Debounced<String>, Debounced<String>.Event>

  func tester() -> Tester {
    LoopTester(initial: Debounced(""), reduce: Debounced.reduce, scheduler: TestScheduler()) { scheduler in
      [Debounced.applying(after: 0.3, on: scheduler)]
    }
  }

  @Test("each edit restarts the wait; the last edit applies once editing paused for the delay")
  func appliesAfterThePause() {
    let loop = tester()
    loop.send(.edited("s")) { $0.edited = "s" }
    #expect(loop.state.pending == "s")
    loop.advance(by: 0.2)
    loop.send(.edited("su")) { $0.edited = "su" }
    loop.advance(by: 0.29)
    loop.send(.edited("sun")) { $0.edited = "sun" }
    loop.advance(by: 0.29)
    #expect(loop.state.applied == "", "nothing applies while the user keeps editing")
    loop.advance(by: 0.01)
    loop.receive(.applied("sun")) { $0.applied = "sun" }
    #expect(loop.state.pending == nil)
    loop.finish()
  }

  @Test("editing back to the applied value cancels the wait: nothing applies")
  func editingBackCancels() {
    let loop = tester()
    loop.send(.edited("x")) { $0.edited = "x" }
    loop.advance(by: 0.1)
    loop.send(.edited("")) { $0.edited = "" }
    loop.advance(by: 1)
    #expect(loop.state == Debounced(""))
    loop.finish()
  }

  @Test("a search screen asks the server once for what was typed, after typing paused, not on every key")
  func searchAsksOnceTypingPaused() {
    let scheduler = TestScheduler()
    let sent = Queries()
    let rows = ["sun", "sunset", "moon"].enumerated().map { Todo(id: $0 + 1, title: $1) }
    let loop = LoopTester(initial: SearchScreen(), reduce: SearchScreen.reduce, scheduler: scheduler) { scheduler in
      [
        Debounced.applying(after: 0.3, on: scheduler).pullback(value: \.search, embedEvent: SearchScreen.Event.search) {
          if case let .search(event) = $0 { event } else { nil }
        },
        QueriedList.loading(
          pages: { query, _ in
            sent.asked.append(query)
            let found = rows.filter { query.isEmpty || $0.title.contains(query) }
            return SignalProducer(value: ListPage(items: found, isLastPage: true)).delay(1, on: scheduler)
          }, on: scheduler
        ).pullback(value: \.results, embedEvent: SearchScreen.Event.results) {
          if case let .results(event) = $0 { event } else { nil }
        },
      ]
    }
    loop.advance(by: 1)
    loop.receive(.results(.answered("", .itemsArrived(page: 1, rows)))) {
      PagedList.reduce(&$0.results.list, .itemsArrived(page: 1, rows))
    }
    loop.receive(.results(.answered("", .pageArrived(page: 1, ListPage(items: rows, isLastPage: true))))) {
      PagedList.reduce(&$0.results.list, .pageArrived(page: 1, ListPage(items: rows, isLastPage: true)))
    }
    for typed in ["s", "su", "sun"] {
      loop.send(.search(.edited(typed))) { $0.search.edited = typed }
      loop.advance(by: 0.1)
    }
    loop.advance(by: 0.2)
    loop.receive(.search(.applied("sun"))) {
      $0.search.applied = "sun"
      $0.results = QueriedList(query: "sun")
    }
    loop.advance(by: 1)
    let found = Array(rows.prefix(2))
    loop.receive(.results(.answered("sun", .itemsArrived(page: 1, found)))) {
      PagedList.reduce(&$0.results.list, .itemsArrived(page: 1, found))
    }
    loop.receive(.results(.answered("sun", .pageArrived(page: 1, ListPage(items: found, isLastPage: true))))) {
      PagedList.reduce(&$0.results.list, .pageArrived(page: 1, ListPage(items: found, isLastPage: true)))
    }
    #expect(sent.asked == ["", "sun"])
    #expect(loop.state.results.list.screenStatus(noun: "rows").statusText == "All 2 rows")
    loop.finish()
  }
}
