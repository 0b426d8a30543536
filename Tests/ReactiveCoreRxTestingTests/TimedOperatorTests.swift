import Dispatch
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// `throttle`, `debounce` and `delay` as RxSwift times them, in RxTest's virtual ticks.
@Suite struct TimedOperatorTests {
  struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  @Test func throttleNeverSendsAWaitingElementAfterANewerOne() {
    let scheduler = TestScheduler(initialClock: 0)
    // 1 opens a window to 220; 2 waits for it; 3 arrives as it closes and goes out at once.
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(300)])
    let result = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
    #expect(result.events == [.next(210, 1), .next(220, 3), .completed(300)])
  }

  @Test func throttleSendsTheLatestWhenTheWindowClosesAndACompletionWaitsForIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(214, 3), .completed(216)])
    let result = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
    #expect(result.events == [.next(210, 1), .next(220, 3), .completed(220)])
    let dropping = TestScheduler(initialClock: 0)
    let ys = dropping.createHotObservable([.next(210, 1), .next(212, 2), .next(225, 3), .completed(230)])
    let dropped = dropping.start { ys.throttle(.seconds(10), latest: false, scheduler: dropping) }
    #expect(dropped.events == [.next(210, 1), .next(225, 3), .completed(230)])
  }

  @Test func debounceSendsWhatWaitsBeforeACompletionThatComesWithItsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(225)])
    let result = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    #expect(result.events == [.next(225, 2), .completed(225)])
  }

  @Test func delayLetsTheSourceGoWhenItEndsAndSendsErrorsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let result = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    #expect(result.events == [.next(260, 1), .next(270, 2), .completed(280)])
    #expect(
      xs.subscriptions == [Subscription(200, 230)], "released when it completed, not when its completion went out")

    let failing = TestScheduler(initialClock: 0)
    let ys = failing.createHotObservable([.next(210, 1), .error(220, TestError())])
    let failed = failing.start { ys.delay(.seconds(50), scheduler: failing) }
    #expect(failed.events == [.error(220, TestError())], "the error at once; the element waiting is dropped")
  }

  @Test func skipForADurationDropsWhatComesBeforeItButNotTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(205, "early"), .next(240, "late"), .completed(300)])
    let result = scheduler.start { xs.skip(.seconds(20), scheduler: scheduler) }
    #expect(result.events == [.next(240, "late"), .completed(300)])
    let ending = TestScheduler(initialClock: 0)
    let ys = ending.createHotObservable([.next(205, "early"), .completed(210)])
    let ended = ending.start { ys.skip(.seconds(20), scheduler: ending) }
    #expect(ended.events == [.completed(210)], "the completion goes out even before the duration passed")
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }

  @Test func delaySendsEventsDueTogetherInTurnATickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    // 1 and 2 arrive at the same tick, 3 later: each keeps its own due time unless the one
    // before it still had to go out, as RxSwift's delay drains one event per scheduled action.
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(240, 3), .completed(240)])
    let result = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
    #expect(result.events == [.next(230, 1), .next(231, 2), .next(260, 3), .completed(261)])
  }
}

@Suite struct SubscribeOnTests {
  @Test func subscribeOnSubscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 1), .next(600, 2)])
    let result = scheduler.start(disposed: 500) { xs.subscribe(on: scheduler) }
    #expect(result.events == [.next(300, 1)])
    #expect(xs.subscriptions == [Subscription(201, 501)], "both a tick later, on the scheduler")
  }

  @Test func subscribeOnLetsAnEndedSourceGoOnTheSchedulerToo() {
    let scheduler = TestScheduler(initialClock: 0)
    let completing = scheduler.createHotObservable([.next(250, "a"), .completed(400)])
    let failing = scheduler.createHotObservable([.error(450, TimedOperatorTests.TestError(), String.self)])
    let completed = scheduler.createObserver(String.self)
    let failed = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) {
      _ = completing.subscribe(on: scheduler).subscribe(completed)
      _ = failing.subscribe(on: scheduler).subscribe(failed)
    }
    scheduler.start()
    #expect(completed.events == [.next(250, "a"), .completed(400)])
    #expect(failed.events == [.error(450, TimedOperatorTests.TestError())])
    // The subscription ends by the scheduled disposal, a tick after the end, as RxSwift's does.
    #expect(completing.subscriptions == [Subscription(201, 401)])
    #expect(failing.subscriptions == [Subscription(201, 451)])
  }
}

/// `timeout(_:other:scheduler:)` switches to another sequence instead of failing.
@Suite struct TimeoutOtherTests {
  @Test func switchesToTheOtherWhenNoElementArrivesInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
    let fallback = scheduler.createColdObservable([.next(10, -1), .completed(20)])
    let result = scheduler.start { source.timeout(.seconds(50), other: fallback, scheduler: scheduler) }
    #expect(result.events == [.next(210, 1), .next(240, 2), .next(300, -1), .completed(310)])
    #expect(source.subscriptions == [Subscription(200, 290)])
    #expect(fallback.subscriptions == [Subscription(290, 310)])
  }

  @Test func neverSwitchesWhenElementsKeepComing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(220, 1), .next(260, 2), .completed(280)])
    let fallback = scheduler.createColdObservable([.next(10, -1)])
    let result = scheduler.start { source.timeout(.seconds(50), other: fallback, scheduler: scheduler) }
    #expect(result.events == [.next(220, 1), .next(260, 2), .completed(280)])
    #expect(fallback.subscriptions.isEmpty)
  }
}

/// The time-based operators of `Single`, `Maybe` and `Completable` in virtual time.
@Suite struct TraitTimeTests {
  @Test func aSingleTimerSucceedsWithZeroAfterItsDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
    #expect(result.events == [.next(230, 0), .completed(230)])
  }

  @Test func aDelayedSingleAndADelayedSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let delayed = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler) }
    // The success and the completion are due together: they go out in turn, a tick apart.
    #expect(delayed.events == [.next(210, 1), .completed(211)])
    let late = TestScheduler(initialClock: 0)
    let subscribedLate = late.start { Maybe.just(2).delaySubscription(.seconds(5), scheduler: late) }
    #expect(subscribedLate.events == [.next(205, 2), .completed(205)])
  }

  @Test func aSingleThatTakesTooLongTimesOutOrSwitches() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = Single<Int>.timer(.seconds(100), scheduler: scheduler)
    let failed = scheduler.start { slow.timeout(.seconds(50), scheduler: scheduler) }
    #expect(failed.events == [.error(250, RxError.timeout)])
    let other = TestScheduler(initialClock: 0)
    let slower = Single<Int>.timer(.seconds(100), scheduler: other)
    let switched = other.start { slower.timeout(.seconds(50), other: .just(-1), scheduler: other) }
    #expect(switched.events == [.next(250, -1), .completed(250)])
  }

  @Test func blockingSingleWithAPredicate() throws {
    #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
    #expect(throws: RxError.self) { try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 } }
    #expect(throws: RxError.self) { try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 } }
  }
}
