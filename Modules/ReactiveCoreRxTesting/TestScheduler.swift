import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx

/// A scheduler of virtual time counted in ticks, for testing Rx code as RxTest does: events of
/// test observables at given ticks, an observer recording when each event arrived, and
/// `start { ... }` running the whole scenario at once.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let input = scheduler.createHotObservable([.next(210, "a"), .next(250, "ab"), .completed(300)])
/// let result = scheduler.start { input.map { $0.count } }
/// #expect(result.events == [.next(210, 1), .next(250, 2), .completed(300)])
/// ```
///
/// One tick is `resolution` seconds (1 by default; use 0.001 to count in milliseconds), and
/// `RxTimeInterval`s are rounded to ticks. With `simulateProcessingDelay` (the default, as in
/// RxTest) work an operator schedules for now or the past runs one tick later, so a value moved
/// onto this scheduler (`observe(on:)`, a `debounce` shorter than a tick) arrives a tick after it
/// was sent. `scheduleAt` runs at exactly the tick given.
///
/// Built on ReactiveCore's `TestScheduler` (the clock and the queue of actions): this type
/// converts ticks to its dates.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
  private let base: ReactiveCore.TestScheduler
  private let resolution: Double
  private let simulateProcessingDelay: Bool

  /// A scheduler whose clock reads `initialClock`.
  public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
    precondition(resolution > 0, "TestScheduler needs a positive resolution, not \(resolution)")
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
    base = ReactiveCore.TestScheduler(
      startDate: Date(timeIntervalSinceReferenceDate: Double(initialClock) * resolution))
  }

  /// The virtual time now, in ticks.
  public var clock: TestTime {
    ticks(at: base.currentDate)
  }

  /// The virtual time now, as a date (`SchedulerType`).
  public var currentDate: Date {
    base.currentDate
  }

  /// Runs `action` at tick `time` exactly (as soon as the scheduler runs, if that has passed).
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> ReactiveCore.Disposable? {
    base.schedule(after: date(at: time), action: action)
  }

  /// Moves the clock to tick `time`, running everything due on the way, each at its own tick.
  public func advanceTo(_ time: TestTime) {
    base.advance(to: date(at: time))
  }

  /// Runs everything scheduled, moving the clock to each action's tick, until nothing is left.
  public func start() {
    base.run()
  }

  // MARK: SchedulerType

  /// Runs `action` a tick from now (now, without `simulateProcessingDelay`).
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    scheduleAt(adjusted(clock), action: action)
  }

  /// Runs `action` at `date`, rounded to a tick (a tick from now if that is not later than now;
  /// see the type's note).
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    scheduleAt(adjusted(ticks(at: date)), action: action)
  }

  /// Runs `action` at `date`, then every `interval`, each rounded to a tick.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> ReactiveCore.Disposable? {
    let period = Swift.max(1, Int((interval.timeInterval / resolution).rounded()))
    let first = adjusted(ticks(at: date))
    return base.schedule(
      after: self.date(at: first), interval: .interval(Double(period) * resolution), leeway: .never, action: action)
  }

  // MARK: Ticks and dates

  private func adjusted(_ time: TestTime) -> TestTime {
    let now = clock
    return time <= now ? now + (simulateProcessingDelay ? 1 : 0) : time
  }

  private func date(at time: TestTime) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(time) * resolution)
  }

  private func ticks(at date: Date) -> TestTime {
    TestTime((date.timeIntervalSinceReferenceDate / resolution).rounded())
  }
}
