import Foundation
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// RxTest's scheduler is a `VirtualTimeScheduler` of ticks: its clock reads as a date, sleeps,
/// stops, and schedules relative work in ticks.
@Suite struct VirtualClockTests {
  @Test func nowIsTheTickCountedFrom1970InResolutionSeconds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    #expect(scheduler.now == Date(timeIntervalSince1970: 0))
    scheduler.advanceTo(2500)
    #expect(scheduler.now == Date(timeIntervalSince1970: 2.5))
    #expect(scheduler.clock == 2500)
  }

  @Test func sleepMovesTheClockAndLeavesWorkForLater() {
    let scheduler = TestScheduler(initialClock: 100)
    var ranAt: TestTime?
    scheduler.scheduleAt(150) { ranAt = scheduler.clock }
    scheduler.sleep(100)
    #expect(scheduler.clock == 200)
    #expect(ranAt == nil)
    scheduler.start()
    #expect(ranAt == 200, "work whose tick has passed runs when the scheduler next runs")
  }

  @Test func stopInsideAnActionEndsStart() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [TestTime] = []
    scheduler.scheduleAt(10) { ran.append(10) }
    scheduler.scheduleAt(20) {
      ran.append(20)
      scheduler.stop()
    }
    scheduler.scheduleAt(30) { ran.append(30) }
    scheduler.start()
    #expect(ran == [10, 20])
  }

  @Test func relativeWorkIsCountedInTicksAndWorkForNowComesATickLater() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    var ticks: [TestTime] = []
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
        ticks.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        ticks.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ticks == [101, 120])
  }

  @Test func withoutProcessingDelayWorkForNowRunsAtTheSameTick() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let result = scheduler.start { Observable.just(1, scheduler: scheduler) }
    #expect(result.events == [.next(200, 1), .completed(200)])
  }

  @Test func advancingFarIntoTheFutureRunsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    scheduler.scheduleAt(1_000_000) { ran = true }
    scheduler.advanceTo(Int(Date.distantFuture.timeIntervalSince1970))
    #expect(ran)
  }

  /// RxTest's scheduler traps converting `.never` to ticks; here work asked for then is never
  /// queued, so not even `start()`, which runs everything queued, reaches it.
  @Test func workDueNeverIsNeverRun() {
    let scheduler = TestScheduler(initialClock: 0)
    var values: [Int] = []
    let subscriptions = [
      Observable<Int>.timer(.never, scheduler: scheduler).subscribe(onNext: { values.append($0) }),
      Observable<Int>.interval(.never, scheduler: scheduler).subscribe(onNext: { values.append($0) }),
      Observable.just(3).delay(.never, scheduler: scheduler).subscribe(onNext: { values.append($0) }),
      Observable<Int>.timer(.seconds(5), period: .never, scheduler: scheduler)
        .subscribe(onNext: { values.append(10 + $0) }),
    ]
    scheduler.start()
    #expect(values == [10], "a timer whose period is never ticks once, at its start")
    #expect(scheduler.clock == 5)
    subscriptions.forEach { $0.dispose() }

    let historical = HistoricalScheduler()
    var ran = false
    _ = Observable.just(1).delay(.never, scheduler: historical).subscribe(onNext: { _ in ran = true })
    historical.start()
    #expect(!ran)
    #expect(historical.clock == Date(timeIntervalSince1970: 0))
  }

  @Test func aNeverDeadlineOrWindowKeepsEachOperatorsRule() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(300, 1), .next(350, 2), .completed(400)])
    #expect(
      scheduler.start { input.timeout(.never, scheduler: scheduler) }.events
        == [.next(300, 1), .next(350, 2), .completed(400)])
    let debounced = TestScheduler(initialClock: 0)
    let debounceInput = debounced.createHotObservable([.next(300, 1), .next(350, 2), .completed(400)])
    #expect(
      debounced.start { debounceInput.debounce(.never, scheduler: debounced) }.events
        == [.next(400, 2), .completed(400)], "the value waiting goes out when the source completes")
    let throttled = TestScheduler(initialClock: 0)
    let throttleInput = throttled.createHotObservable([.next(300, 1), .next(350, 2), .completed(400)])
    #expect(
      throttled.start { throttleInput.throttle(.never, scheduler: throttled) }.events
        == [.next(300, 1)], "as RxSwift's: completion waits for the held value, whose window never ends")
  }

  /// RxTest's converter traps on a tick count past `Int`'s range; here it stops at `Int.max`.
  @Test func ticksPastIntsRangeStopAtItsEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(scheduler.start { Observable.just(1).delay(.seconds(Int.max), scheduler: scheduler) }.events == [])

    let farScheduler = TestScheduler(initialClock: 0)
    var ranAt: [TestTime] = []
    _ = Observable.just(1).delay(.seconds(Int.max), scheduler: farScheduler)
      .subscribe(onNext: { _ in ranAt.append(farScheduler.clock) })
    farScheduler.start()
    #expect(ranAt == [.max])
    farScheduler.sleep(.max)
    #expect(farScheduler.clock == .max)
    _ = farScheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
      ranAt.append(farScheduler.clock)
      return Disposables.create()
    }
    _ = farScheduler.schedule(()) { _ in
      ranAt.append(-1)
      return Disposables.create()
    }
    farScheduler.start()
    #expect(ranAt == [.max, .max, -1])
  }
}
