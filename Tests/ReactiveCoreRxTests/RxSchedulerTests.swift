import Foundation
import ReactiveCoreRx
import Testing

@Suite struct CurrentThreadSchedulerTests {
  @Test func workScheduledWhileRunningWaitsForTheRunningActionInOrder() {
    var log: [String] = []
    #expect(CurrentThreadScheduler.isScheduleRequired)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      #expect(!CurrentThreadScheduler.isScheduleRequired)
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("second")
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("third")
        return Disposables.create()
      }
      log.append("first ends")
      return Disposables.create()
    }
    #expect(log == ["first ends", "second", "third"])
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func aQueuedActionCanBeCancelled() {
    var ran = false
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      queued.dispose()
      return Disposables.create()
    }
    #expect(!ran)
  }

  @Test func deepRecursionDoesNotGrowTheStack() {
    var visited = 0
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { count, recurse in
      visited = count
      if count < 100_000 { recurse(count + 1) }
    }
    #expect(visited == 100_000)
  }

  @Test func justOnItEndsDuringSubscribe() {
    var events: [String] = []
    _ = Observable.of(1, 2, scheduler: CurrentThreadScheduler.instance)
      .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") })
    #expect(events == ["1", "2", "done"])
  }
}

@Suite struct VirtualTimeSchedulerTests {
  private let start = Date(timeIntervalSince1970: 1_000)

  @Test func startRunsInTimeOrderTiesInSchedulingOrderMovingTheClock() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var log: [String] = []
    for (name, seconds) in [("b", 20), ("a", 10), ("c", 20)] {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
        log.append("\(name)@\(Int(scheduler.now.timeIntervalSince(self.start)))")
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(log == ["a@10", "b@20", "c@20"])
    #expect(scheduler.clock == start.addingTimeInterval(20))
  }

  @Test func advanceToRunsOnlyWhatIsDueAndLeavesTheClockThere() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var ran: [Int] = []
    for seconds in [5, 15] {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
        ran.append(seconds)
        return Disposables.create()
      }
    }
    scheduler.advanceTo(start.addingTimeInterval(10))
    #expect(ran == [5])
    #expect(scheduler.now == start.addingTimeInterval(10))
    scheduler.start()
    #expect(ran == [5, 15])
  }

  @Test func stopEndsStartAfterTheRunningAction() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var ran: [Int] = []
    for seconds in [1, 2, 3] {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
        ran.append(seconds)
        if seconds == 2 { scheduler.stop() }
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ran == [1, 2])
    scheduler.start()
    #expect(ran == [1, 2, 3])
  }

  @Test func sleepMovesTheClockWithoutRunningAnything() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var ran = false
    _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
      ran = true
      return Disposables.create()
    }
    scheduler.sleep(60)
    #expect(!ran)
    #expect(scheduler.clock == start.addingTimeInterval(60))
  }

  @Test func disposingBeforeTheRunCancelsAndAfterDisposesWhatTheActionReturned() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var cancelledRan = false
    let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      cancelledRan = true
      return Disposables.create()
    }
    cancelled.dispose()
    var returnedDisposed = false
    let ran = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      Disposables.create { returnedDisposed = true }
    }
    scheduler.start()
    #expect(!cancelledRan)
    #expect(!returnedDisposed)
    ran.dispose()
    #expect(returnedDisposed)
  }

  @Test func schedulePeriodicPassesEachRunsStateToTheNext() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var seen: [Int] = []
    var periodic: Disposable?
    periodic = scheduler.schedulePeriodic(1, startAfter: .seconds(10), period: .seconds(5)) { state in
      seen.append(state)
      if state == 4 { periodic?.dispose() }
      return state * 2
    }
    scheduler.start()
    #expect(seen == [1, 2, 4], "disposing inside the action stops the next runs")
  }

  @Test func schedulePeriodicRunsAtStartThenEveryPeriodUntilDisposed() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var times: [TimeInterval] = []
    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { count in
      times.append(scheduler.now.timeIntervalSince(self.start))
      return count + 1
    }
    scheduler.advanceTo(start.addingTimeInterval(22))
    periodic.dispose()
    scheduler.start()
    #expect(times == [10, 15, 20])
  }

  @Test func timeOperatorsRunOnIt() {
    let scheduler = HistoricalScheduler(initialClock: start)
    var values: [Int] = []
    _ = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
      .take(3)
      .subscribe(onNext: { values.append($0) })
    scheduler.start()
    #expect(values == [0, 1, 2])
    #expect(scheduler.now == start.addingTimeInterval(180))
  }
}

@Suite struct SchedulerProtocolTests {
  @Test func scheduleRecursiveOnAVirtualSchedulerTakesOneActionPerStep() {
    let scheduler = HistoricalScheduler()
    var steps: [Int] = []
    let recursion = scheduler.scheduleRecursive(0) { step, recurse in
      steps.append(step)
      recurse(step + 1)
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
      recursion.dispose()
      return Disposables.create()
    }
    scheduler.start()
    #expect(steps == [0], "the disposal scheduled after the first step runs before the second")
  }

  @Test func anySchedulerTypeGivesNowAndRelativeScheduling() {
    let scheduler: SchedulerType = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 50))
    #expect(scheduler.now == Date(timeIntervalSince1970: 50))
    var ranAt: Date?
    _ = scheduler.scheduleRelative("state", dueTime: .milliseconds(1500)) { state in
      #expect(state == "state")
      ranAt = scheduler.now
      return Disposables.create()
    }
    (scheduler as? HistoricalScheduler)?.start()
    #expect(ranAt == Date(timeIntervalSince1970: 51.5))
  }

  @Test func operationQueueSchedulerRunsOnItsQueue() async {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let values = await withCheckedContinuation { continuation in
      _ = Observable.of(1, 2, 3).observe(on: scheduler).toArray()
        .subscribe(onSuccess: { continuation.resume(returning: $0) })
    }
    #expect(values == [1, 2, 3])
  }
}

@Suite struct ConcurrentDispatchQueueSchedulerTests {
  @Test func twoActionsRunAtTheSameTime() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let started = DispatchSemaphore(value: 0)
    let bothStarted = DispatchGroup()
    let outcome = NSLock()
    var sawTheOther: [Bool] = []
    for _ in 0..<2 {
      bothStarted.enter()
      _ = scheduler.schedule(()) { _ in
        // Each action waits (up to 5 s) for the other to start: only concurrent actions can.
        started.signal()
        bothStarted.leave()
        let overlapped = bothStarted.wait(timeout: .now() + 5) == .success
        outcome.withLock { sawTheOther.append(overlapped) }
        return Disposables.create()
      }
    }
    _ = started.wait(timeout: .now() + 5)
    _ = bothStarted.wait(timeout: .now() + 10)
    let deadline = Date().addingTimeInterval(10)
    while outcome.withLock({ sawTheOther.count }) < 2, Date() < deadline { usleep(1000) }
    #expect(outcome.withLock { sawTheOther } == [true, true])
  }

  @Test func observeOnItDeliversOneEventAtATimeInOrder() async {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Int>()
    let running = ManagedAtomicFlag()
    let values = await withCheckedContinuation { continuation in
      _ = subject.observe(on: scheduler)
        .do(onNext: { value in
          if running.testAndSet() { Issue.record("two events delivered at once") }
          if value % 100 == 0 { _ = (0..<10_000).reduce(0, &+) }  // widens the window
          running.clear()
        })
        .toArray()
        .subscribe(onSuccess: { continuation.resume(returning: $0) })
      for value in 0..<2_000 { subject.onNext(value) }
      subject.onCompleted()
    }
    #expect(values == Array(0..<2_000))
  }
}

/// A flag set and cleared from several threads.
private final class ManagedAtomicFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  /// Sets the flag; whether it was already set.
  func testAndSet() -> Bool {
    lock.withLock {
      defer { isSet = true }
      return isSet
    }
  }

  func clear() {
    lock.withLock { isSet = false }
  }
}
