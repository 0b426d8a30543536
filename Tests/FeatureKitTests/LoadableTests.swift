import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A server of one record, answering a second after it is asked; `failure` makes it fail.
private final class RecordServer: @unchecked Sendable {
  let scheduler = TestScheduler()
  var failure: FeatureError?
  var answer: SignalProducer<String, FeatureError>?
  private(set) var requests = 0
  private(set) var cancellations = 0

  func load() -> SignalProducer<String, FeatureError> {
    requests += 1
    let reply = answer ?? (failure.map { SignalProducer(error: $0) } ?? SignalProducer(value: "Leanne Graham"))
    return reply.delay(1, on: scheduler).on(interrupted: { self.cancellations += 1 })
  }

  func tester(initial: Loadable<String> = Loadable()) -> LoopTester<Loadable<String>, Loadable<String>.Event> {
    LoopTester(initial: initial, reduce: Loadable.reduce, scheduler: scheduler) { scheduler in
      [Loadable.loading({ self.load() }, on: scheduler)]
    }
  }
}

/// A screen's own state: a record above a list of rows, each loading, failing and retrying on
/// its own.
private struct RecordAndRows: Equatable, Sendable {
  var record = Loadable<String>()
  var rows = PagedList<Row>()

  enum Event: Equatable, Sendable {
    case record(Loadable<String>.Event)
    case rows(PagedList<Row>.Event)
    case retry
  }

  static func reduce(_ state: inout RecordAndRows, _ event: Event) {
    switch event {
    case let .record(event): Loadable.reduce(&state.record, event)
    case let .rows(event): PagedList.reduce(&state.rows, event)
    case .retry:
      Loadable.reduce(&state.record, .retry)
      PagedList.reduce(&state.rows, .retry)
    }
  }
}

@Suite("Loadable: one value a screen loads, fails in words and retries, beside a list or alone")
struct LoadableTests {
  @Test("it loads from the start; the value arrives and nothing loads any more")
  func loadsFromTheStart() {
    let server = RecordServer()
    let loop = server.tester()
    #expect(loop.state.isLoading)
    #expect(server.requests == 1)
    loop.advance(by: 1)
    loop.receive(.arrived("Leanne Graham")) { $0.value = "Leanne Graham" }
    #expect(!loop.state.isLoading)
    loop.send(.retry)
    #expect(server.requests == 1, "a retry of a value that arrived asks nothing")
    loop.finish()
  }

  @Test("a failure waits for a retry, which asks again once, however often it is sent")
  func failureThenRetry() {
    let server = RecordServer()
    server.failure = FeatureError(message: "The server answered 500.")
    let loop = server.tester()
    loop.advance(by: 1)
    loop.receive(.failed(FeatureError(message: "The server answered 500."))) {
      $0.failure = FeatureError(message: "The server answered 500.")
    }
    loop.advance(by: 5)
    #expect(server.requests == 1, "nothing is asked again until the user retries")
    server.failure = nil
    loop.send(.retry) { $0.failure = nil }
    loop.send(.retry)
    #expect(server.requests == 2)
    loop.advance(by: 1)
    loop.receive(.arrived("Leanne Graham")) { $0.value = "Leanne Graham" }
    loop.finish()
  }

  @Test("a load that ends with no value is a failure in words, not a spinner turning for ever")
  func nothingArrived() {
    let server = RecordServer()
    server.answer = .empty
    let loop = server.tester()
    loop.advance(by: 1)
    loop.receive(.failed(FeatureError(message: "The server sent nothing."))) {
      $0.failure = FeatureError(message: "The server sent nothing.")
    }
    loop.finish()
  }

  @Test("only the first value counts; a value given at the start is not asked for")
  func firstValueOnly() {
    let server = RecordServer()
    server.answer = SignalProducer(["Leanne Graham", "Ervin Howell"])
    let loop = server.tester()
    loop.advance(by: 1)
    loop.receive(.arrived("Leanne Graham")) { $0.value = "Leanne Graham" }
    loop.finish()
    let given = RecordServer()
    let shown = given.tester(initial: Loadable("Clementine Bauch"))
    #expect(given.requests == 0)
    shown.finish()
  }

  @Test("a late failure does not take away a value that arrived")
  func lateFailureKeepsTheValue() {
    var record = Loadable<String>()
    Loadable.reduce(&record, .arrived("Leanne Graham"))
    Loadable.reduce(&record, .failed(FeatureError(message: "Can't connect to the server.")))
    #expect(record.value == "Leanne Graham")
    #expect(record.failure == nil)
  }

  @Test("the loop stopping cancels the request in flight")
  func stopCancels() {
    let server = RecordServer()
    var loop: Loop<Loadable<String>, Loadable<String>.Event>? = Loop(
      initial: Loadable(), reduce: Loadable.reduce,
      feedbacks: [Loadable.loading({ server.load() }, on: server.scheduler)])
    #expect(server.requests == 1)
    weak let weakLoop = loop
    loop = nil
    #expect(weakLoop == nil)
    server.scheduler.advance()  // `delay` says it was interrupted on its scheduler, as ReactiveSwift's does
    #expect(server.cancellations == 1)
    _ = loop
  }

  @Test("the status says the value first: loading, then its failure in red; once it arrived, the list's")
  func status() {
    let rows = PagedList<Row>().screenStatus(noun: "rows")
    var record = Loadable<String>()
    #expect(rows.including(record, named: "the author").loadingText == "Loading the author…")
    Loadable.reduce(&record, .failed(FeatureError(message: "Can't connect to the server.")))
    let failed = rows.including(record, named: "the author")
    #expect(failed.statusText == "Couldn't load the author: Can't connect to the server. (r to retry)")
    #expect(failed.isFailed)
    Loadable.reduce(&record, .retry)
    Loadable.reduce(&record, .arrived("Leanne Graham"))
    #expect(rows.including(record, named: "the author") == rows)
  }

  @Test("beside a list in one state: each fails on its own, and a retry asks again only for what failed")
  func besideAList() {
    let server = RecordServer()
    let rows = RowsOfOnePage(scheduler: server.scheduler)
    rows.failure = FeatureError(message: "Can't connect to the server.")
    let loop = Loop(
      initial: RecordAndRows(), reduce: RecordAndRows.reduce,
      feedbacks: [
        Loadable.loading({ server.load() }, on: server.scheduler)
          .pullback(value: \.record, embedEvent: RecordAndRows.Event.record) {
            if case let .record(event) = $0 { event } else { nil }
          },
        PagedList.loading(pages: { _ in rows.load() }, on: server.scheduler)
          .pullback(value: \.rows, embedEvent: RecordAndRows.Event.rows) {
            if case let .rows(event) = $0 { event } else { nil }
          },
      ])
    loop.send(.rows(.fetch))
    server.scheduler.advance(by: 1)
    #expect(loop.state.value.record.value == "Leanne Graham", "the record arrived though the rows failed")
    let status = loop.state.value.rows.screenStatus(noun: "rows").including(
      loop.state.value.record, named: "the author")
    #expect(status.statusText == "Couldn't load rows: Can't connect to the server. (r to retry)")
    rows.failure = nil
    loop.send(.retry)
    server.scheduler.advance(by: 1)
    #expect(loop.state.value.rows.items == [Row(id: 1)])
    #expect(server.requests == 1, "the record that arrived is not asked again")
    #expect(rows.requests == 2)
  }
}

/// One page of one row, a second after it is asked; `failure` makes it fail.
private final class RowsOfOnePage: @unchecked Sendable {
  let scheduler: TestScheduler
  var failure: FeatureError?
  private(set) var requests = 0

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  func load() -> SignalProducer<ListPage<Row>, FeatureError> {
    requests += 1
    let page = ListPage(items: [Row(id: 1)], totalCount: 1, isLastPage: true)
    return (failure.map { SignalProducer(error: $0) } ?? SignalProducer(value: page)).delay(1, on: scheduler)
  }
}
