import Dispatch
import Foundation
import ReactiveCore
import Testing

/// ReactiveSwift 7.1's async scheduler helpers, in virtual time. (On the main actor, where the
/// test scheduler's async `advance` runs.)
@Suite("Scheduler async helpers")
@MainActor
struct SchedulerAsyncTests {
  let scheduler = TestScheduler()

  /// Waits (without sleeping) until the task under test has scheduled its wake-up.
  private func untilScheduled(_ count: Int = 1) async {
    while scheduler.pendingActionCount < count { await Task.yield() }
  }

  @Test("sleep(for:) resumes when the test scheduler reaches the date, not before")
  func sleepForInVirtualTime() async throws {
    let start = scheduler.currentDate
    let wokeAt = ReactiveCore.Atomic<Date?>(nil)
    let sleeper = Task { [scheduler] in
      try await scheduler.sleep(for: .seconds(5))
      wokeAt.value = scheduler.currentDate
    }
    await untilScheduled()
    await scheduler.advance(by: 4.9)
    #expect(wokeAt.value == nil && scheduler.pendingActionCount == 1, "still asleep at +4.9")
    await scheduler.advance(by: 0.1)
    try await sleeper.value
    #expect(wokeAt.value == start.addingTimeInterval(5))
  }

  @Test("sleep(until:) a date already past returns when the scheduler runs, without waiting for time")
  func sleepUntilPast() async throws {
    let sleeper = Task { [scheduler] in try await scheduler.sleep(until: .distantPast) }
    await untilScheduled()
    await scheduler.advance()
    try await sleeper.value
  }

  @Test("cancelling a sleeping task throws CancellationError and removes its wake-up")
  func cancelledSleep() async {
    let sleeper = Task { [scheduler] in try await scheduler.sleep(for: .seconds(60)) }
    await untilScheduled()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test("timer(interval:) yields the scheduler's date every interval; ending iteration stops it")
  func timerTicks() async {
    let start = scheduler.currentDate
    var dates: [Date] = []
    do {
      let ticks = scheduler.timer(interval: .seconds(2))
      #expect(scheduler.pendingActionCount == 1)
      await scheduler.advance(by: 7)
      for await date in ticks {
        dates.append(date)
        if dates.count == 3 { break }
      }
    }
    #expect(dates == [2, 4, 6].map { start.addingTimeInterval($0) })
    #expect(scheduler.pendingActionCount == 0, "the repeating action is cancelled with the iteration")
  }
}
