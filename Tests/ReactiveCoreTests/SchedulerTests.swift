import Dispatch
import Foundation
import ReactiveCore
import Testing

@Suite("Schedulers")
struct SchedulerTests {
  @Test("TestScheduler runs nothing until advanced, then actions in date order")
  func testSchedulerOrder() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { log.append("two") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { log.append("one") }
    scheduler.schedule { log.append("now") }
    #expect(log.entries.isEmpty)
    scheduler.advance()
    #expect(log.entries == ["now"])
    scheduler.advance(by: 1.5)
    #expect(log.entries == ["now", "one"])
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1.5))
    scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["now", "one", "two"])
  }

  @Test(
    "TestScheduler: cancelled actions do not run; run() drains everything and leaves the clock at the distant future")
  func testSchedulerCancelAndRun() {
    let scheduler = TestScheduler()
    let log = Log()
    let cancelled = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { log.append("x") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(100)) { log.append("late") }
    cancelled?.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.run()
    #expect(log.entries == ["late"])
    #expect(scheduler.currentDate == Date.distantFuture, "as ReactiveSwift's run(), which advances there")
  }

  @Test("TestScheduler repeats an action at each interval until disposed")
  func testSchedulerRepeating() {
    let scheduler = TestScheduler()
    let log = Log()
    let timer = scheduler.schedule(
      after: scheduler.currentDate.addingTimeInterval(1), interval: .milliseconds(500)
    ) { log.append("tick") }
    scheduler.advance(by: 2)
    #expect(log.entries.count == 3)
    timer?.dispose()
    scheduler.advance(by: 10)
    #expect(log.entries.count == 3)
  }

  @Test("TestScheduler never runs what is due after .never, so advancing by infinity ends; a NaN date is now")
  func testSchedulerNever() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: .nan)) { log.append("nan") }
    #expect(scheduler.nextActionDate == scheduler.currentDate)
    scheduler.advance()
    #expect(log.entries == ["nan"])
    let timers = [
      scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1), interval: .never) { log.append("once") },
      scheduler.schedule(after: .never) { log.append("never") },
      scheduler.schedule(after: .seconds(5)) { log.append("later") },
    ]
    #expect(scheduler.nextActionDate == scheduler.currentDate.addingTimeInterval(1))
    scheduler.run()
    #expect(log.entries == ["nan", "once", "later"])
    scheduler.advance(by: .infinity)
    #expect(log.entries == ["nan", "once", "later"])
    #expect(scheduler.currentDate.timeIntervalSinceReferenceDate == .infinity)
    #expect(scheduler.pendingActionCount == 0)
    timers.forEach { $0?.dispose() }
  }

  @Test("advance(to:) moves the clock to the date; rewind moves it back")
  func testSchedulerAdvanceTo() {
    let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 0))
    scheduler.advance(to: Date(timeIntervalSince1970: 60))
    #expect(scheduler.currentDate == Date(timeIntervalSince1970: 60))
    scheduler.rewind(by: 30)
    #expect(scheduler.currentDate == Date(timeIntervalSince1970: 30))
  }

  @Test("ImmediateScheduler runs inline")
  func immediate() {
    let log = Log()
    ImmediateScheduler().schedule { log.append("ran") }
    #expect(log.entries == ["ran"])
  }

  @Test("QueueScheduler runs actions in order on its queue, skipping cancelled ones")
  func queueScheduler() async {
    let scheduler = QueueScheduler(name: "test")
    let log = Log()
    let cancelled = AnyDisposable()
    scheduler.queue.sync {
      scheduler.schedule { log.append("1") }
      scheduler.schedule { log.append("2") }?.dispose()
      scheduler.schedule { log.append("3") }
      _ = cancelled
    }
    await withCheckedContinuation { continuation in
      scheduler.schedule { continuation.resume() }
    }
    #expect(log.entries == ["1", "3"])
  }

  @Test("QueueScheduler(queue:) on a concurrent queue still runs its actions one at a time, in order")
  func queueSchedulerTargetingAConcurrentQueue() async {
    let global = DispatchQueue.global()
    let scheduler = QueueScheduler(queue: global, name: "serial on global")
    #expect(scheduler.queue !== global, "the scheduler's own queue targets the one given")
    // The first action waits a moment for the second to start: on a serial queue it cannot.
    let secondStarted = DispatchSemaphore(value: 0)
    let log = Log()
    scheduler.schedule {
      let overlapped = secondStarted.wait(timeout: .now() + .milliseconds(200)) == .success
      log.append(overlapped ? "the second ran during the first" : "first")
    }
    scheduler.schedule {
      secondStarted.signal()
      log.append("second")
    }
    for index in 3...50 { scheduler.schedule { log.append("\(index)") } }
    await withCheckedContinuation { continuation in
      scheduler.schedule { continuation.resume() }
    }
    #expect(log.entries == ["first", "second"] + (3...50).map { "\($0)" })
  }

  @Test("QueueScheduler runs timed actions by deadline, same deadlines in scheduling order")
  func queueSchedulerDeadlines() async {
    let scheduler = QueueScheduler(name: "deadlines")
    let log = Log()
    let past = Date(timeIntervalSinceNow: -10)
    scheduler.queue.sync {
      // All due, but none can run before this block returns: the order is the scheduler's.
      scheduler.schedule(after: past.addingTimeInterval(3)) { log.append("c") }
      scheduler.schedule(after: past.addingTimeInterval(1)) { log.append("a") }
      scheduler.schedule(after: past.addingTimeInterval(3)) { log.append("d") }
      scheduler.schedule(after: past.addingTimeInterval(2)) { log.append("b") }?.dispose()
      scheduler.schedule(after: past.addingTimeInterval(2)) { log.append("b2") }
    }
    await withCheckedContinuation { continuation in
      scheduler.schedule(after: past.addingTimeInterval(4)) { continuation.resume() }
    }
    #expect(log.entries == ["a", "b2", "c", "d"])
  }

  @Test("QueueScheduler: disposing a far-off timed action releases it at once; a released scheduler still runs")
  func queueSchedulerReleasesCancelledActions() async {
    final class Captured: Sendable {}
    let scheduler = QueueScheduler(name: "release")
    weak var weakCaptured: Captured?
    do {
      let captured = Captured()
      weakCaptured = captured
      let timeout = scheduler.schedule(after: Date(timeIntervalSinceNow: 3_600)) { _ = captured }
      timeout?.dispose()
    }
    #expect(weakCaptured == nil, "a cancelled hour-long timeout must not hold what it captured for an hour")
    let ran = await withCheckedContinuation { continuation in
      QueueScheduler(name: "released").schedule(after: Date()) { continuation.resume(returning: true) }
    }
    #expect(ran)
  }

  @Test("QueueScheduler takes dates no clock reaches (1e300 s, infinity) and runs a NaN one at once, holding none back")
  func queueSchedulerTakesAnyDate() async {
    // Each far date trapped (a timespec holds an Int of seconds); a NaN one sat at the top of the
    // deadline heap and held back every action after it.
    let scheduler = QueueScheduler(name: "any date")
    let log = Log()
    let far = [1e300, .infinity, -.infinity].compactMap { seconds in
      scheduler.schedule(after: Date(timeIntervalSinceNow: seconds)) { log.append("\(seconds)") }
    }
    let repeating = scheduler.schedule(
      after: Date(timeIntervalSinceNow: 1e300), interval: .seconds(1), leeway: .seconds(0)
    ) { log.append("repeating") }
    scheduler.schedule(after: Date(timeIntervalSinceNow: .nan)) { log.append("nan") }
    await withCheckedContinuation { continuation in
      scheduler.schedule(after: Date(timeIntervalSinceNow: 0.001)) { continuation.resume() }
    }
    #expect(log.entries == ["-inf", "nan"], "past and NaN dates run at once, far ones wait")
    far.forEach { $0.dispose() }
    repeating?.dispose()

    // An action that can never run is not kept (nor what it captures) until it is disposed.
    final class Captured: Sendable {}
    weak var released: Captured?
    let never: Disposable? = {
      let captured = Captured()
      released = captured
      return scheduler.schedule(after: Date(timeIntervalSinceNow: .infinity)) { _ = captured }
    }()
    #expect(released == nil, "an action due at an infinitely far date is released at once")
    never?.dispose()
  }

  @Test("UIScheduler runs inline on the main thread, and hops to it from elsewhere")
  @MainActor
  func uiScheduler() async {
    let scheduler = UIScheduler()
    let log = Log()
    scheduler.schedule { log.append("inline") }
    #expect(log.entries == ["inline"], "on the main thread with nothing queued: runs at once")
    let ranOnMain = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        scheduler.schedule { continuation.resume(returning: UIScheduler.isOnMainQueue) }
      }
    }
    #expect(ranOnMain)
  }

  @Test("DispatchTimeInterval converts to seconds")
  func intervals() {
    #expect(DispatchTimeInterval.seconds(2).timeInterval == 2)
    #expect(DispatchTimeInterval.milliseconds(250).timeInterval == 0.25)
    #expect(DispatchTimeInterval.interval(0.5) == .nanoseconds(500_000_000))
    #expect(DispatchTimeInterval.never.timeInterval == .infinity)
    // Past an Int of nanoseconds (about 292 years) no clock counts: each of these trapped.
    for seconds in [1e300, -1e300, .infinity, .nan] {
      #expect(DispatchTimeInterval.interval(seconds) == .never, "\(seconds)")
    }
  }

  @Test("a repeating timer of .never or of centuries takes the default leeway (a tenth of it) without trapping")
  func repeatingForeverTakesTheDefaultLeeway() {
    // The leeway, a tenth of the interval, was converted to nanoseconds and trapped.
    let scheduler = QueueScheduler(name: "forever")
    for interval in [DispatchTimeInterval.never, .seconds(Int.max)] {
      let timer = scheduler.schedule(after: Date(timeIntervalSinceNow: 3_600), interval: interval) {}
      #expect(timer != nil)
      timer?.dispose()
      let ticks = SignalProducer<Date, Never>.timer(interval: interval, on: scheduler).start()
      ticks.dispose()
    }
  }
}

/// A thread-safe log for scheduler tests.
final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  func append(_ entry: String) { lock.withLock { storage.append(entry) } }
  var entries: [String] { lock.withLock { storage } }
}

@Suite("Schedulers: actions capturing local state")
struct NonSendableActionTests {
  @Test("TestScheduler and ImmediateScheduler take actions that mutate a captured local")
  func capturingActions() {
    let scheduler = TestScheduler()
    var log: [String] = []
    scheduler.schedule { log.append("now") }
    scheduler.schedule(after: .seconds(1)) { log.append("later") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { log.append("latest") }
    #expect(log.isEmpty)
    scheduler.advance()
    #expect(log == ["now"])
    scheduler.run()
    #expect(log == ["now", "later", "latest"])
    var ran = false
    ImmediateScheduler().schedule { ran = true }
    #expect(ran)
  }

  @Test("a Sendable action still picks the regular form")
  func sendableAction() {
    let scheduler = TestScheduler()
    let counter = Atomic(0)
    let disposable = scheduler.schedule { counter.modify { $0 += 1 } }
    disposable?.dispose()
    scheduler.advance()
    #expect(counter.value == 0, "disposing cancels it")
  }
}
