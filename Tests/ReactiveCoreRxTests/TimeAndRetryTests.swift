import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct TimeAndRetryTests {
  @Test func delaySubscriptionSubscribesOnlyAfterTheDueTime() {
    let scheduler = TestScheduler()
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .of(1, 2)
    }
    let recorder = RxRecorder<Int>()
    _ = source.delaySubscription(.seconds(2), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(1999))
    #expect(subscriptions == 0)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriptions == 1)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func delaySubscriptionDisposedEarlySubscribesToNothing() {
    let scheduler = TestScheduler()
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .never()
    }
    source.delaySubscription(.seconds(1), scheduler: scheduler).subscribe().dispose()
    scheduler.advance(by: .seconds(5))
    #expect(subscriptions == 0)
  }

  @Test func takeForKeepsTheFirstDurationAndSkipDropsIt() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let taken = RxRecorder<Int>()
    let skipped = RxRecorder<Int>()
    _ = source.take(for: .seconds(1), scheduler: scheduler).subscribe(taken)
    _ = source.skip(.seconds(1), scheduler: scheduler).subscribe(skipped)
    source.onNext(1)
    scheduler.advance(by: .milliseconds(999))
    source.onNext(2)
    scheduler.advance(by: .milliseconds(1))
    source.onNext(3)
    #expect(taken.events == [.next(1), .next(2), .completed])
    #expect(skipped.elements == [3])
  }

  @Test func retryWhenResubscribesOnEachTriggerElementAndEndsWithTheTrigger() {
    let scheduler = TestScheduler()
    var attempts = 0
    let flaky = Observable<String>.deferred {
      attempts += 1
      return attempts < 3 ? .error(RxTestError("busy")) : .just("served on attempt \(attempts)")
    }
    let recorder = RxRecorder<String>()
    _ = flaky.retry(when: { (errors: Observable<RxTestError>) in
      errors.flatMap { _ in Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
    }).subscribe(recorder)
    #expect(attempts == 1)
    scheduler.advance(by: .seconds(1))
    #expect(attempts == 2)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.next("served on attempt 3"), .completed])
  }

  @Test func retryWhenGivesUpWithTheTriggersErrorAndForwardsErrorsOfAnotherType() {
    struct Fatal: Error, CustomStringConvertible {
      var description: String { "fatal" }
    }
    var attempts = 0
    let alwaysBusy = Observable<Int>.deferred {
      attempts += 1
      return .error(RxTestError("busy"))
    }
    let recorder = RxRecorder<Int>()
    _ = alwaysBusy.retry(when: { (errors: Observable<RxTestError>) in
      errors.enumerated().flatMap { attempt, error -> Observable<Void> in
        attempt < 2 ? .just(()) : .error(RxTestError("gave up after \(attempt + 1): \(error)"))
      }
    }).subscribe(recorder)
    #expect(attempts == 3)
    #expect(recorder.events == [.error("gave up after 3: busy")])
    let other = RxRecorder<Int>()
    _ = Observable<Int>.error(Fatal()).retry(when: { (errors: Observable<RxTestError>) in errors })
      .subscribe(other)
    #expect(other.events == [.error("fatal")])
  }
}
