import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// `share(replay:scope:)` across the end of a connection, as RxSwift's refCount and RxTest's hot
/// observables behave there.
@Suite struct ShareScopeTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "failed" }
  }

  /// Subscriber A at 200 subscribes again (A2) when its subscription ends; A2 is disposed at
  /// 280; subscriber B comes at 300 and leaves at 500.
  func scenario(_ scope: SubjectLifetimeScope) -> (
    a: TestableObserver<Int>, a2: TestableObserver<Int>, b: TestableObserver<Int>, source: TestableObservable<Int>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .error(240, Failure()), .next(260, 3), .next(400, 4),
    ])
    let shared = source.share(replay: 1, scope: scope)
    let (a, a2, b) = (
      scheduler.createObserver(Int.self), scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)
    )
    var again: ReactiveCoreRx.Disposable?
    var late: ReactiveCoreRx.Disposable?
    scheduler.scheduleAt(200) {
      _ = shared.subscribe { event in
        a.on(event)
        if event.isStopEvent { again = shared.subscribe(a2) }
      }
    }
    scheduler.scheduleAt(280) { again?.dispose() }
    scheduler.scheduleAt(300) { late = shared.subscribe(b) }
    scheduler.scheduleAt(500) { late?.dispose() }
    scheduler.start()
    return (a, a2, b, source)
  }

  @Test func whileConnectedASubscriptionDuringTheEndConnectsAnewWithAnEmptyBuffer() {
    let (a, a2, b, source) = scenario(.whileConnected)
    #expect(a.events == [.next(210, 1), .next(230, 2), .error(240, Failure())])
    #expect(a2.events == [.next(260, 3)], "a new connection at 240: no replay of the old one")
    #expect(b.events == [.next(400, 4)], "after the last one left, the next connects again")
    #expect(source.subscriptions == [Subscription(200, 240), Subscription(240, 280), Subscription(300, 500)])
  }

  @Test func foreverLaterSubscribersGetTheBufferAndTheEndWithoutSubscribingAgain() {
    let (a, a2, b, source) = scenario(.forever)
    #expect(a.events == [.next(210, 1), .next(230, 2), .error(240, Failure())])
    #expect(a2.events == [.next(240, 2), .error(240, Failure())])
    #expect(b.events == [.next(300, 2), .error(300, Failure())])
    #expect(source.subscriptions == [Subscription(200, 240)])
  }

  @Test func aHotTestObservableSendsEveryEventToWhoeverIsSubscribedEvenAfterAnEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.completed(210), .next(220, 1)])
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = source.subscribe(observer) }
    scheduler.start()
    #expect(
      observer.events == [.completed(210), .next(220, 1)], "RxTest's hot observable replays its record as written")
  }
}
