import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// Sequences made on a scheduler send one event per scheduled action, as RxSwift's do through
/// `scheduleRecursive`: on RxTest's scheduler each comes a tick after the one before, and a
/// never-ending one lets virtual time move on.
@Suite struct SchedulingTimingTests {
  @Test func justOnASchedulerSendsItsElementThenCompletesATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(result.events == [.next(201, 42), .completed(202)])
  }

  @Test func ofFromAndRangeOnASchedulerSendOneElementATick() {
    let scheduler = TestScheduler(initialClock: 0)
    let of = scheduler.start { Observable.of("a", "b", scheduler: scheduler) }
    #expect(of.events == [.next(201, "a"), .next(202, "b"), .completed(203)])
    let range = TestScheduler(initialClock: 0)
    let numbers = range.start { Observable.range(start: 5, count: 2, scheduler: range) }
    #expect(numbers.events == [.next(201, 5), .next(202, 6), .completed(203)])
  }

  @Test func fromOptionalOnASchedulerSendsTheValueThenCompletesATickLater() {
    let some = TestScheduler(initialClock: 0)
    let value = some.start { Observable.from(optional: 5, scheduler: some) }
    #expect(value.events == [.next(201, 5), .completed(202)])
    let none = TestScheduler(initialClock: 0)
    let nothing = none.start { Observable<Int>.from(optional: nil, scheduler: none) }
    #expect(nothing.events == [.completed(201)])
  }

  @Test func rangeOnASchedulerMayEndAtTheLargestValueAndAnEndlessFromStopsAtTake() {
    let scheduler = TestScheduler(initialClock: 0)
    let last = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
    #expect(last.events == [.next(201, Int.max), .completed(202)])
    let endless = TestScheduler(initialClock: 0)
    let taken = endless.start { Observable.from(sequence(first: 1) { $0 + 1 }, scheduler: endless).take(2) }
    #expect(taken.events == [.next(201, 1), .next(202, 2), .completed(202)])
  }

  @Test func generateOnASchedulerStepsOneActionEach() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start {
      Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(result.events == [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
  }

  @Test func anEndlessSequenceOnASchedulerLetsVirtualTimeMoveOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let repeated = scheduler.start { Observable.repeatElement("x", scheduler: scheduler).take(3) }
    #expect(repeated.events == [.next(201, "x"), .next(202, "x"), .next(203, "x"), .completed(203)])
    let endless = TestScheduler(initialClock: 0)
    let disposed = endless.start(disposed: 205) {
      Observable.generate(initialState: 0, condition: { _ in true }, scheduler: endless, iterate: { $0 + 1 })
    }
    #expect(disposed.events.count == 4, "201 to 204, then disposed at 205: \(disposed.events)")
  }

  @Test func observeOnDeliversOneEventPerActionSoTheCompletionComesATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
    let result = scheduler.start { xs.observe(on: scheduler) }
    #expect(result.events == [.next(211, 1), .next(212, 2), .completed(213)])
    #expect(xs.subscriptions == [Subscription(200, 213)], "let go when its end is delivered, not when it ended")
  }

  @Test func aDriverOfElementsOnAMockedSchedulerSendsOneATick() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { Driver.of(1, 2).asObservable() }
    }
    #expect(result.events == [.next(201, 1), .next(202, 2), .completed(203)])
  }

  @Test func aDriverOfOneElementIsSubscribedOnTheSchedulerAndSendsBothEventsThen() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { Driver.just(1).asObservable() }
    }
    #expect(result.events == [.next(201, 1), .completed(201)])
  }
}
