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
}
