import Dispatch
import Foundation
import ReactiveCore

/// A scheduler whose clock moves only when told to, in units its converter defines, as RxSwift's
/// `VirtualTimeScheduler`: the base of RxTest's `TestScheduler` and of `HistoricalScheduler`.
///
/// Scheduled actions wait in a queue ordered by time (ties in scheduling order). `start()` runs
/// them all, moving the clock to each one's time, until none is left or `stop()` is called;
/// `advanceTo(_:)` runs those due up to a time and leaves the clock there; `sleep(_:)` moves the
/// clock without running anything. Work scheduled for now or the past goes through
/// `adjustScheduledTime(_:)` (RxTest's scheduler moves it a tick later).
///
/// It is also a ReactiveCore `DateScheduler`, so every time-based operator takes it. Actions run
/// on the thread that starts or advances it.
///
/// RxSwift's own queue, not ReactiveCore's `TestScheduler`: times here are of any unit the
/// converter orders, and subclasses adjust them, which a date-based queue cannot express.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: DateScheduler, @unchecked Sendable {
  /// A point in this scheduler's time.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A span of this scheduler's time.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private let converter: Converter
  private let lock = NSRecursiveLock()
  private var currentClock: VirtualTime
  private var queue: [VirtualItem<VirtualTime>] = []
  private var nextID = 0
  private var isRunning = false

  /// A scheduler whose clock reads `initialClock`.
  public init(initialClock: VirtualTime, converter: Converter) {
    currentClock = initialClock
    self.converter = converter
  }

  /// The clock, in virtual time.
  public var clock: VirtualTime { lock.withLock { currentClock } }

  /// The clock as a date.
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// The clock as a date (`DateScheduler`).
  public var currentDate: Date { now }

  // MARK: Scheduling in virtual time

  /// Runs `action` with `state` at `time` exactly (as soon as the scheduler runs, if that has
  /// passed).
  ///
  /// - returns: A disposable that cancels the action if it has not run, and otherwise disposes
  ///   what it returned.
  @discardableResult
  public func scheduleAbsoluteVirtual<State>(
    _ state: State, time: VirtualTime, action: @escaping (State) -> Disposable
  ) -> Disposable {
    let item = lock.withLock {
      let item = VirtualItem(time: time, id: nextID) { action(state) }
      nextID += 1
      let index = insertionIndex(for: item)
      queue.insert(item, at: index)
      return item
    }
    return item.result
  }

  /// Runs `action` with `state` `dueTime` after the clock's time now (not adjusted).
  @discardableResult
  public func scheduleRelativeVirtual<State>(
    _ state: State, dueTime: VirtualTimeInterval, action: @escaping (State) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
  }

  /// Where work asked for at `time` is put: `time` itself here; RxTest's scheduler moves work due
  /// now or earlier a tick later, to stand for processing time.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  // MARK: Running

  /// Runs every action, moving the clock to each one's time, until none is left or `stop()` is
  /// called. Does nothing when already running.
  public func start() {
    let wasRunning = lock.withLock {
      defer { isRunning = true }
      return isRunning
    }
    guard !wasRunning else { return }
    while let item = takeNext(dueBy: nil) { item.run() }
    lock.withLock { isRunning = false }
  }

  /// Runs every action due up to `virtualTime`, each at its own time, then leaves the clock at
  /// `virtualTime` (or where it is, if later).
  public func advanceTo(_ virtualTime: VirtualTime) {
    lock.withLock {
      precondition(!isRunning, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
      isRunning = true
    }
    while let item = takeNext(dueBy: virtualTime) { item.run() }
    lock.withLock {
      if converter.compareVirtualTime(virtualTime, currentClock) == .greaterThan { currentClock = virtualTime }
      isRunning = false
    }
  }

  /// Moves the clock forward by `virtualInterval` without running anything.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    lock.withLock {
      let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
      precondition(
        converter.compareVirtualTime(target, currentClock) != .lessThan,
        "VirtualTimeScheduler.sleep: cannot sleep into the past")
      currentClock = target
    }
  }

  /// Stops `start()` or `advanceTo(_:)` after the action running now.
  public func stop() {
    lock.withLock { isRunning = false }
  }

  // MARK: DateScheduler

  /// Runs `action` at the clock's time now, adjusted.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    enqueueAdjusted(at: clock, action)
  }

  /// Runs `action` at `date` in virtual time, adjusted.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    guard let time = virtualTime(of: date) else { return AnyDisposable() }
    return enqueueAdjusted(at: time, action)
  }

  /// Runs `action` at `date`, then every `interval` after each run (adjusted, so a period shorter
  /// than RxTest's tick, zero included, still moves the clock; the leeway is ignored).
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> ReactiveCore.Disposable? {
    precondition(interval.timeInterval >= 0, "A repeating interval cannot be negative")
    guard let start = virtualTime(of: date) else { return AnyDisposable() }
    let repeats = interval.timeInterval.isFinite
    let period = converter.convertToVirtualTimeInterval(repeats ? interval.timeInterval : 0)
    let repeating = ReactiveCore.SerialDisposable()
    func runThenReschedule() -> Disposable {
      action()
      guard repeats else { return Disposables.create() }
      let next = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: period))
      repeating.inner =
        scheduleAbsoluteVirtual((), time: next) { _ in runThenReschedule() }
        .asReactiveCoreDisposable
      return Disposables.create()
    }
    repeating.inner =
      scheduleAbsoluteVirtual((), time: adjustScheduledTime(start)) { _ in runThenReschedule() }
      .asReactiveCoreDisposable
    return repeating
  }

  /// The virtual time of `date`, or `nil` for one no clock reaches: an action asked for then (a
  /// `.never` delay, timeout or period) is never queued, so not even `start()` runs it. RxTest's
  /// own scheduler traps converting such a date to ticks. A NaN date is now.
  private func virtualTime(of date: Date) -> VirtualTime? {
    switch date.dueTime {
    case .never: nil
    case .now: clock
    case .at(let date): converter.convertToVirtualTime(date)
    }
  }

  // MARK: The queue

  private func enqueueAdjusted(at time: VirtualTime, _ action: @escaping () -> Void) -> ReactiveCore.Disposable {
    scheduleAbsoluteVirtual((), time: adjustScheduledTime(time)) { _ in
      action()
      return Disposables.create()
    }.asReactiveCoreDisposable
  }

  /// Where `item` goes: after every item due no later than it.
  private func insertionIndex(for item: VirtualItem<VirtualTime>) -> Int {
    var low = 0
    var high = queue.count
    while low < high {
      let middle = (low + high) / 2
      if converter.compareVirtualTime(queue[middle].time, item.time) == .greaterThan {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// The next live item due by `limit` (any, when `nil`), taken out of the queue with the clock
  /// moved to its time; `nil` when there is none or the scheduler was stopped.
  private func takeNext(dueBy limit: VirtualTime?) -> VirtualItem<VirtualTime>? {
    lock.withLock {
      guard isRunning else { return nil }
      queue.removeAll { $0.result.isDisposed }
      guard let first = queue.first else { return nil }
      if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan { return nil }
      queue.removeFirst()
      if converter.compareVirtualTime(first.time, currentClock) == .greaterThan { currentClock = first.time }
      return first
    }
  }
}

/// One scheduled action: its time, its place among actions of the same time, and what disposing
/// it cancels (the action before it runs, what it returned after).
private final class VirtualItem<Time> {
  let time: Time
  let id: Int
  let result = SingleAssignmentDisposable()
  private let action: () -> Disposable

  init(time: Time, id: Int, action: @escaping () -> Disposable) {
    self.time = time
    self.id = id
    self.action = action
  }

  func run() {
    guard !result.isDisposed else { return }
    result.setDisposable(action())
  }
}
