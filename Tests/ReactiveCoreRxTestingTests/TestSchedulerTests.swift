import Dispatch
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// RxTest's way of testing, as its users write it: only the Rx modules imported.
@Suite struct TestSchedulerTests {
  struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  @Test func aHotObservableSendsAtItsTicksToWhoeverIsSubscribedThen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
    let result = scheduler.start { xs.map { $0 * 10 } }
    #expect(result.events == [.next(210, 20), .next(250, 30), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  /// A failed comparison prints subscriptions and recorded events as RxTest does.
  @Test func subscriptionsAndRecordsPrintAsRxTestPrintsThem() {
    #expect("\(Subscription(200, 1000))" == "(200 : 1000)")
    #expect("\(Subscription(200))" == "(200 : Infinity)")
    #expect("\(Recorded(time: 210, value: 3))" == "3 @ 210")
  }

  @Test func aColdObservableCountsItsTicksFromEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
    let result = scheduler.start { xs }
    #expect(result.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func theScenarioDisposesAtItsDisposedTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 1), .next(500, 2), .completed(600)])
    let result = scheduler.start(disposed: 400) { xs }
    #expect(result.events == [.next(300, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func errorsCompareByTypeAndDescription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let result = scheduler.start { xs }
    #expect(result.events == [.next(210, 1), .error(220, TestError())])
    #expect(result.events != [.next(210, 1), .error(220, RxError.noElements)])
  }

  @Test func timeOperatorsRunOnTheVirtualClockAtTheGivenResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
    let query = scheduler.createHotObservable([
      .next(250, "s"), .next(300, "sw"), .next(700, "swi"), .completed(1_200),
    ])
    let result = scheduler.start(disposed: 2_000) {
      query.debounce(.milliseconds(200), scheduler: scheduler)
    }
    #expect(result.events == [.next(500, "sw"), .next(900, "swi"), .completed(1_200)])
  }

  @Test func intervalTicksFromTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start {
      Observable<Int>.interval(.seconds(100), scheduler: scheduler).take(3)
    }
    #expect(result.events == [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
  }

  @Test func aZeroIntervalTicksOncePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start(disposed: 204) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
    #expect(result.events == [.next(201, 0), .next(202, 1), .next(203, 2)])
  }

  @Test func workMovedOntoTheSchedulerArrivesATickLaterUnlessProcessingDelayIsOff() {
    for simulate in [true, false] {
      let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
      let xs = scheduler.createHotObservable([.next(210, 1)])
      let result = scheduler.start { xs.observe(on: scheduler) }
      #expect(result.events == [.next(simulate ? 211 : 210, 1)])
    }
  }

  @Test func aViewModelTestWithAnObserverAndScheduledInput() {
    // A sign-in form's validity, tested the RxTest way.
    let scheduler = TestScheduler(initialClock: 0)
    let username = scheduler.createHotObservable([.next(100, ""), .next(200, "ann"), .next(400, "")])
    let password = scheduler.createHotObservable([.next(100, ""), .next(300, "secret")])
    let isValid = Observable.combineLatest(username, password) { !$0.isEmpty && $1.count >= 6 }
      .distinctUntilChanged()
    let observer = scheduler.createObserver(Bool.self)
    scheduler.scheduleAt(0) { _ = isValid.subscribe(observer) }
    scheduler.start()
    #expect(observer.events == [.next(100, false), .next(300, true), .next(400, false)])
    #expect(scheduler.clock == 400)
  }

  @Test func advanceToRunsOnlyWhatIsDueAndRecordsTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(String.self)
    let subject = PublishSubject<String>()
    _ = subject.subscribe(observer)
    scheduler.scheduleAt(10) { subject.onNext("ten") }
    scheduler.scheduleAt(20) { subject.onCompleted() }
    scheduler.advanceTo(15)
    #expect(observer.events == [.next(10, "ten")])
    #expect(scheduler.clock == 15)
    scheduler.advanceTo(20)
    #expect(observer.events == Recorded.events(.next(10, "ten"), .completed(20)))
    let expected: [Recorded<Event<String>>] = [.next(10, "ten"), .completed(20)]
    #expect(observer.events == Recorded.events(expected), "RxTest's array form")
  }

  @Test func theReadmeExample() {
    let scheduler = TestScheduler(initialClock: 0)
    let username = scheduler.createHotObservable([.next(210, ""), .next(250, "ann")])
    let password = scheduler.createHotObservable([.next(220, "secret")])
    let isValid = scheduler.start {  // created at 100, subscribed at 200, disposed at 1000
      Observable.combineLatest(username, password) { !$0.isEmpty && $1.count >= 6 }
    }
    #expect(isValid.events == [.next(220, false), .next(250, true)])
    #expect(username.subscriptions == [Subscription(200, 1000)])
  }

  @Test func aHotEventAtTheSubscriptionTickIsMissed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(200, "missed"), .next(201, "seen")])
    let result = scheduler.start { xs }
    #expect(result.events == [.next(201, "seen")])
  }
}
