import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct TimeOperatorTests {
  @Test func debounceSendsAnElementOnlyAfterAQuietDueTime() {
    let scheduler = TestScheduler()
    let query = PublishSubject<String>()
    let recorder = RxRecorder<String>()
    _ = query.debounce(.milliseconds(300), scheduler: scheduler).subscribe(recorder)
    query.onNext("s")
    scheduler.advance(by: .milliseconds(100))
    query.onNext("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(recorder.elements == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.elements == ["sw"])
  }

  @Test func debounceSendsAPendingElementAtOnceOnCompletion() {
    let scheduler = TestScheduler()
    let query = PublishSubject<String>()
    let recorder = RxRecorder<String>()
    _ = query.debounce(.seconds(1), scheduler: scheduler).subscribe(recorder)
    query.onNext("last")
    query.onCompleted()
    #expect(recorder.events == [.next("last"), .completed])
  }

  @Test func debounceDropsAPendingElementOnError() {
    let scheduler = TestScheduler()
    let query = PublishSubject<String>()
    let recorder = RxRecorder<String>()
    _ = query.debounce(.seconds(1), scheduler: scheduler).subscribe(recorder)
    query.onNext("lost")
    query.onError(RxTestError())
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [.error("boom")])
  }

  @Test func throttleSendsTheFirstAtOnceAndTheLatestOfEachWindowAtItsEnd() {
    let scheduler = TestScheduler()
    let taps = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = taps.throttle(.seconds(1), scheduler: scheduler).subscribe(recorder)
    taps.onNext(1)
    #expect(recorder.elements == [1])
    scheduler.advance(by: .milliseconds(300))
    taps.onNext(2)
    scheduler.advance(by: .milliseconds(300))
    taps.onNext(3)
    scheduler.advance(by: .milliseconds(399))
    #expect(recorder.elements == [1])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.elements == [1, 3])
    // 3 went out at t = 1 s and opened a window: 4 at 1.5 s waits until 2 s.
    scheduler.advance(by: .milliseconds(500))
    taps.onNext(4)
    #expect(recorder.elements == [1, 3])
    scheduler.advance(by: .milliseconds(500))
    #expect(recorder.elements == [1, 3, 4])
    // A quiet period longer than the window: the next element goes out at once.
    scheduler.advance(by: .seconds(5))
    taps.onNext(5)
    #expect(recorder.elements == [1, 3, 4, 5])
  }

  @Test func throttleWithoutLatestDropsElementsInsideAWindow() {
    let scheduler = TestScheduler()
    let taps = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = taps.throttle(.seconds(1), latest: false, scheduler: scheduler).subscribe(recorder)
    taps.onNext(1)
    taps.onNext(2)
    scheduler.advance(by: .seconds(2))
    taps.onNext(3)
    #expect(recorder.elements == [1, 3])
  }

  @Test func throttleCompletesAfterThePendingLatestElementGoesOut() {
    let scheduler = TestScheduler()
    let taps = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = taps.throttle(.seconds(1), scheduler: scheduler).subscribe(recorder)
    taps.onNext(1)
    taps.onNext(2)
    taps.onCompleted()
    #expect(recorder.events == [.next(1)])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func intervalTicksEveryPeriodFromZero() {
    let scheduler = TestScheduler()
    let recorder = RxRecorder<Int>()
    let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.elements == [])
    scheduler.advance(by: .milliseconds(2001))
    #expect(recorder.elements == [0, 1, 2])
    subscription.dispose()
    scheduler.advance(by: .seconds(5))
    #expect(recorder.elements == [0, 1, 2])
  }

  @Test func timerWithoutAPeriodSendsZeroThenCompletes() {
    let scheduler = TestScheduler()
    let recorder = RxRecorder<Int>()
    _ = Observable<Int>.timer(.milliseconds(500), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(500))
    #expect(recorder.events == [.next(0), .completed])
  }

  @Test func observeOnDeliversOnTheSchedulerInOrder() {
    let scheduler = TestScheduler()
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe(recorder)
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func subscribeOnRunsTheSubscriptionOnTheScheduler() {
    let scheduler = TestScheduler()
    var subscribed = false
    let source = Observable<Int>.create { observer in
      subscribed = true
      observer.onNext(1)
      return Disposables.create()
    }
    let recorder = RxRecorder<Int>()
    _ = source.subscribe(on: scheduler).subscribe(recorder)
    #expect(!subscribed)
    scheduler.advance()
    #expect(subscribed)
    #expect(recorder.elements == [1])
  }
}
