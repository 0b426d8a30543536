import Dispatch
import Foundation

/// Runs actions on a serial dispatch queue, now, at a date, or repeatedly.
public final class QueueScheduler: DateScheduler {
  /// A scheduler on the main queue.
  public static let main = QueueScheduler(internalQueue: .main)

  /// The queue actions run on.
  public let queue: DispatchQueue
  private let timers: TimerQueue

  /// Creates a scheduler on a new serial queue (with unspecified quality of service unless
  /// given, as in ReactiveSwift).
  public convenience init(
    qos: DispatchQoS = .unspecified, name: String = "ReactiveCore.QueueScheduler",
    targeting targetQueue: DispatchQueue? = nil
  ) {
    self.init(internalQueue: DispatchQueue(label: name, qos: qos, target: targetQueue))
  }

  /// Creates a scheduler on a new serial queue named `name` whose work runs on `queue`, as
  /// ReactiveSwift's `init(queue:name:)`: `queue` may be concurrent (a global queue, say), and
  /// the scheduler's actions still run one at a time, in order. `self.queue` is the new queue.
  public convenience init(queue: DispatchQueue, name: String = "ReactiveCore.QueueScheduler") {
    self.init(internalQueue: DispatchQueue(label: name, target: queue))
  }

  /// A scheduler on `queue` itself. Every public initializer gives a serial queue; ReactiveCoreRx
  /// builds its concurrent scheduler on a concurrent one, whose actions then overlap.
  package init(internalQueue queue: DispatchQueue) {
    self.queue = queue
    self.timers = TimerQueue(queue: queue)
  }

  /// The wall-clock date.
  public var currentDate: Date { Date() }

  /// Schedules `action`; see `Scheduler`.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
    let cancelled = AnyDisposable()
    queue.async {
      if !cancelled.isDisposed { action() }
    }
    return cancelled
  }

  /// Schedules `action` at `date`; see `DateScheduler`. Disposing releases `action` at once, so a far-off deadline that is cancelled (a request's
  /// timeout, say) holds nothing until it would have fired. Actions due at the same date run in
  /// the order they were scheduled.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable? {
    timers.schedule(at: date, action)
  }

  /// How many actions scheduled for a date are waiting (for tests).
  var pendingTimedActionCount: Int { timers.pendingCount }

  /// Schedules `action` at `date`, then every `interval`, until the returned disposable is
  /// disposed (releasing it is not enough); see `DateScheduler`.
  @discardableResult
  public func schedule(
    after date: Date,
    interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> Disposable? {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(
      wallDeadline: .deadline(secondsSince1970: date.timeIntervalSince1970), repeating: interval, leeway: leeway)
    // The handler holds the timer, so the timer runs until it is disposed, even when the caller
    // drops the disposable (as in ReactiveSwift); cancelling releases the handler and the cycle.
    timer.setEventHandler { [timer] in
      withExtendedLifetime(timer) { action() }
    }
    timer.resume()
    return AnyDisposable { timer.cancel() }
  }
}
