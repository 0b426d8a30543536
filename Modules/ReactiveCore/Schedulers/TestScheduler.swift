import Dispatch
import Foundation

/// A scheduler in virtual time, for tests: nothing runs until the test advances the clock, and
/// then every action due runs, in date order (ties in scheduling order), on the advancing thread.
///
/// Time-based operators (debounce, throttle, delay, timeout, retry backoff) take a scheduler, so
/// tests drive them with a `TestScheduler` and never sleep.
///
/// Its `schedule` methods take actions that need not be `@Sendable` (`var didRun = false;
/// scheduler.schedule { didRun = true }`, as test code written for ReactiveSwift does): actions
/// run on the thread that advances the clock, so a test that advances where it schedules is
/// safe.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
  fileprivate struct Item {
    let date: Date
    let sequence: UInt64
    let action: () -> Void
    let cancellation: AnyDisposable
  }

  fileprivate let lock = RecursiveLock()
  fileprivate var now: Date
  private var items: [Item] = []
  private var nextSequence: UInt64 = 0

  /// Creates a scheduler whose clock starts at `startDate`.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    now = startDate
  }

  /// The virtual now.
  public var currentDate: Date { lock.withLock { now } }

  /// The number of actions waiting to run (cancelled ones excluded).
  public var pendingActionCount: Int {
    lock.withLock { items.filter { !$0.cancellation.isDisposed }.count }
  }

  /// When the next waiting action is due (cancelled ones excluded), if any waits.
  public var nextActionDate: Date? {
    lock.withLock { items.filter { !$0.cancellation.isDisposed }.map(\.date).min() }
  }

  /// Schedules `action` to run at the current virtual time, on the next `advance`.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    enqueue(at: currentDate, action)
  }

  /// Schedules `action` at `date`; see `DateScheduler`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    enqueue(at: date, action)
  }

  /// Schedules `action` at `date`, then every `interval`; see `DateScheduler`.
  @discardableResult
  public func schedule(
    after date: Date,
    interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    let repeating = SerialDisposable()
    let seconds = interval.timeInterval
    precondition(seconds > 0, "A repeating interval must be positive")
    scheduleRepeating(at: date, every: seconds, into: repeating, action)
    return repeating
  }

  private func scheduleRepeating(
    at date: Date, every seconds: TimeInterval, into repeating: SerialDisposable,
    _ action: @escaping () -> Void
  ) {
    repeating.inner = enqueue(at: date) { [weak self] in
      action()
      self?.scheduleRepeating(
        at: date.addingTimeInterval(seconds), every: seconds, into: repeating, action)
    }
  }

  /// Queues `action` at `date`; one no clock reaches (infinitely far: a `.never` delay or period)
  /// is not queued, so `advance(by: .infinity)` runs the rest and stops rather than repeating a
  /// `.never` timer for ever at the end of time. A NaN date is now, as on `QueueScheduler`.
  private func enqueue(at date: Date, _ action: @escaping () -> Void) -> Disposable {
    let cancellation = AnyDisposable()
    lock.withLock {
      let due: Date
      switch date.dueTime {
      case .never: return
      case .now: due = now
      case .at(let date): due = date
      }
      items.append(Item(date: due, sequence: nextSequence, action: action, cancellation: cancellation))
      nextSequence += 1
    }
    return cancellation
  }

  /// Runs the actions due at the current virtual time.
  public func advance() {
    advance(to: currentDate)
  }

  /// Moves the clock forward by `interval`, running every action due on the way.
  public func advance(by interval: TimeInterval) {
    advance(to: currentDate.addingTimeInterval(interval))
  }

  /// Moves the clock forward by `interval`, running every action due on the way.
  public func advance(by interval: DispatchTimeInterval) {
    advance(by: interval.timeInterval)
  }

  /// Moves the clock to `date`, running every action due up to it, each at its own date.
  public func advance(to date: Date) {
    while let item = takeNextItem(dueBy: date) {
      item.action()
    }
    lock.withLock { if now < date { now = date } }
  }

  /// Runs every action, moving the clock to each one's date, until none is left; the clock is
  /// then at `Date.distantFuture`, as ReactiveSwift's `run()` leaves it (it advances there).
  public func run() {
    advance(to: .distantFuture)
  }

  /// Moves the clock backward by `interval` (for tests of clock changes).
  public func rewind(by interval: TimeInterval) {
    lock.withLock { now = now.addingTimeInterval(-interval) }
  }

  /// Moves the clock backward by `interval` (for tests of clock changes).
  public func rewind(by interval: DispatchTimeInterval) {
    rewind(by: interval.timeInterval)
  }

  /// Schedules `action` to run `delay` after the current virtual time.
  @discardableResult
  public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
    schedule(after: currentDate.addingTimeInterval(delay.timeInterval), action: action)
  }

  /// Schedules `action` to run `delay` after the current virtual time, then every `interval`.
  @discardableResult
  public func schedule(
    after delay: DispatchTimeInterval,
    interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping () -> Void
  ) -> Disposable? {
    schedule(
      after: currentDate.addingTimeInterval(delay.timeInterval), interval: interval, leeway: leeway, action: action)
  }

  fileprivate func takeNextItem(dueBy date: Date) -> Item? {
    lock.withLock {
      items.removeAll { $0.cancellation.isDisposed }
      guard
        let index = items.indices.min(by: {
          (items[$0].date, items[$0].sequence) < (items[$1].date, items[$1].sequence)
        }),
        items[index].date <= date
      else { return nil }
      let item = items.remove(at: index)
      if now < item.date { now = item.date }
      return item
    }
  }
}

extension TestScheduler {
  /// Runs the actions due at the current virtual time on the main actor, letting other main-actor
  /// work (tasks an action started) run between them.
  @MainActor
  public func advance() async {
    await advance(to: currentDate)
  }

  /// Moves the clock forward by `interval` on the main actor; see `advance(to:)`.
  @MainActor
  public func advance(by interval: DispatchTimeInterval) async {
    await advance(to: currentDate.addingTimeInterval(interval.timeInterval))
  }

  /// Moves the clock forward by `interval` on the main actor; see `advance(to:)`.
  @MainActor
  public func advance(by interval: TimeInterval) async {
    await advance(to: currentDate.addingTimeInterval(interval))
  }

  /// Moves the clock to `date` on the main actor, running every action due up to it, each at its
  /// own date, and yielding after each so that tasks it started can run.
  @MainActor
  public func advance(to date: Date) async {
    while let item = takeNextItem(dueBy: date) {
      item.action()
      await Task.yield()
    }
    lock.withLock { if now < date { now = date } }
  }

  /// Runs every action on the main actor, moving the clock to each one's date, yielding after
  /// each, until none is left; the clock is then at `Date.distantFuture`.
  @MainActor
  public func run() async {
    await advance(to: .distantFuture)
  }
}
