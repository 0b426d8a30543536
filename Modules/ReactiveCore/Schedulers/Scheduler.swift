import Dispatch
import Foundation

/// Runs actions, now or soon, possibly on another thread. A scheduler runs its actions one at a
/// time, in the order they were scheduled.
public protocol Scheduler: AnyObject, Sendable {
  /// Schedules `action`.
  ///
  /// - returns: A disposable that cancels the action if it has not run yet.
  @discardableResult
  func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable?
}

/// A scheduler that can also run actions at a date, and repeatedly.
public protocol DateScheduler: Scheduler {
  /// The scheduler's notion of now (virtual for `TestScheduler`).
  var currentDate: Date { get }

  /// Schedules `action` to run at `date`.
  @discardableResult
  func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable?

  /// Schedules `action` to run at `date`, then every `interval`, until disposed.
  @discardableResult
  func schedule(
    after date: Date,
    interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> Disposable?
}

extension DateScheduler {
  /// Schedules `action` at `date`, then every `interval`, with a leeway of 10% of the interval.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, action: @escaping @Sendable () -> Void
  ) -> Disposable? {
    schedule(after: date, interval: interval, leeway: interval.defaultLeeway, action: action)
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinity.
  public var timeInterval: TimeInterval {
    switch self {
    case let .seconds(s): return TimeInterval(s)
    case let .milliseconds(ms): return TimeInterval(ms) / 1e3
    case let .microseconds(us): return TimeInterval(us) / 1e6
    case let .nanoseconds(ns): return TimeInterval(ns) / 1e9
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// An interval of `seconds`, at nanosecond precision; `.never` for one no clock counts:
  /// infinite, NaN, or past an `Int` of nanoseconds (about 292 years either way).
  public static func interval(_ seconds: TimeInterval) -> DispatchTimeInterval {
    let nanoseconds = (seconds * 1e9).rounded()
    // Converting 1e300 seconds to an Int of nanoseconds trapped.
    guard nanoseconds.magnitude < 9.2e18 else { return .never }
    return .nanoseconds(Int(nanoseconds))
  }

  /// A tenth of the interval (`.never` for `.never`): the leeway of a repeating timer not given
  /// one.
  var defaultLeeway: DispatchTimeInterval { .interval(timeInterval / 10) }
}
