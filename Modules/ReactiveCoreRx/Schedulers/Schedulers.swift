import Dispatch
import Foundation
import ReactiveCore

/// RxSwift's spelling of a time span: `.milliseconds(300)`, `.seconds(1)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// Where `observe(on:)`, `subscribe(on:)` and `just(_:scheduler:)` run work: any ReactiveCore
/// scheduler, `MainScheduler.instance` included.
public typealias ImmediateSchedulerType = ReactiveCore.Scheduler

/// A scheduler that also keeps time, for `debounce`, `throttle`, `interval` and `timer`: any
/// ReactiveCore date scheduler. Tests pass ReactiveCore's `TestScheduler` and run in virtual
/// time.
public typealias SchedulerType = ReactiveCore.DateScheduler

/// The main queue, as RxSwift's `MainScheduler`: `instance` runs work at once when already on
/// the main queue with nothing of its own queued (so UI updates happen in the same turn);
/// `asyncInstance` always queues.
public final class MainScheduler: DateScheduler {
  /// Runs at once when already on the main queue, else queues there.
  public static let instance = MainScheduler(inline: true)
  /// Always queues on the main queue.
  public static let asyncInstance = MainScheduler(inline: false)

  private let inline: Bool
  private let immediate = UIScheduler()
  private let queue = QueueScheduler.main

  private init(inline: Bool) {
    self.inline = inline
  }

  /// A main-queue scheduler of its own (RxSwift's `MainScheduler()`): like `instance`, it runs
  /// work at once when called on the main queue with none of its own work queued, but it counts
  /// only its own queued work. Each `Driver` and `Signal` gets one, as in RxCocoa, so a trait
  /// delivering into another (a driver driving a relay that another driver shows) reaches the
  /// end of both during the call, while work a trait schedules inside its own delivery waits.
  public convenience init() {
    self.init(inline: true)
  }

  /// Stops the process with `errorMessage` unless called on the main queue, as RxSwift's check
  /// does: a guard for code that must run there (a binder of your own, a view update).
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    guard UIScheduler.isOnMainQueue else {
      fatalError(
        errorMessage
          ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run this on the main thread.")
    }
  }

  /// Stops the process with `errorMessage` unless called on the main thread or the main queue.
  /// RxSwift skips this check on Linux; here it runs, and accepts the main queue because a
  /// process that calls `dispatchMain()` (Swift's async `main`, a test runner) serves the main
  /// queue, and so the main actor, from another thread.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    guard Thread.isMainThread || UIScheduler.isOnMainQueue else {
      fatalError(errorMessage ?? "Running on a background thread; this must run on the main thread.")
    }
  }

  /// Wall-clock time.
  public var currentDate: Date { queue.currentDate }

  /// Runs `action` on the main queue (at once for `instance` when already there).
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    inline ? immediate.schedule(action) : queue.schedule(action)
  }

  /// Runs `action` on the main queue at `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    queue.schedule(after: date, action: action)
  }

  /// Runs `action` on the main queue at `date`, then every `interval`.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> ReactiveCore.Disposable? {
    queue.schedule(after: date, interval: interval, leeway: leeway, action: action)
  }
}

/// The main queue for work that may run at once: inline whenever the caller is on the main
/// queue (even with work queued there), else queued there. RxCocoa subscribes to controls on it,
/// so a control's current value arrives during `subscribe`.
///
/// Time-based work (`scheduleRelative`, timers) always goes through the main queue.
public final class ConcurrentMainScheduler: DateScheduler {
  /// The one instance.
  public static let instance = ConcurrentMainScheduler()

  private let queue = QueueScheduler.main

  private init() {}

  /// Wall-clock time.
  public var currentDate: Date { queue.currentDate }

  /// Runs `action` on the main queue at `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    queue.schedule(after: date, action: action)
  }

  /// Runs `action` on the main queue at `date`, then every `interval`.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> ReactiveCore.Disposable? {
    queue.schedule(after: date, interval: interval, leeway: leeway, action: action)
  }

  /// Runs `action` now on the main queue, else queues it there.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    if UIScheduler.isOnMainQueue {
      action()
      return nil
    }
    return queue.schedule(action)
  }
}

/// Runs work on a concurrent dispatch queue, as RxSwift's scheduler of that name: actions
/// scheduled now may run at the same time as each other, on the queue's threads.
///
/// The Rx operators keep their guarantees on it as in RxSwift: `observe(on:)` delivers one
/// event at a time, in order, through its own queue; the timed operators pass their ticks
/// through one pipe. ReactiveCore's own `observe(on:)` schedules each event separately and
/// needs a serial scheduler (`SerialDispatchQueueScheduler`) to keep their order.
public final class ConcurrentDispatchQueueScheduler: DateScheduler {
  /// Schedules straight onto the concurrent queue: immediate actions run concurrently; actions
  /// at a date run from the scheduler's one timer, in deadline order.
  private let base: QueueScheduler

  /// A scheduler on a global queue of `qos` (RxSwift's `leeway` is accepted; timers here fire
  /// without one).
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: .global(qos: qos.qosClass), leeway: leeway)
  }

  /// A scheduler running on `queue`, which may be concurrent.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    base = QueueScheduler(internalQueue: queue)
  }

  /// Wall-clock time.
  public var currentDate: Date { base.currentDate }

  /// Queues `action`.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    base.schedule(action)
  }

  /// Runs `action` at `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    base.schedule(after: date, action: action)
  }

  /// Runs `action` at `date`, then every `interval`.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> ReactiveCore.Disposable? {
    base.schedule(after: date, interval: interval, leeway: leeway, action: action)
  }
}

/// Runs work one action at a time on a serial queue, as RxSwift's scheduler of that name.
public typealias SerialDispatchQueueScheduler = QueueScheduler

extension QueueScheduler {
  /// A scheduler on a new serial queue named `internalSerialQueueName` (RxSwift's spelling).
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "ReactiveCoreRx.SerialDispatchQueueScheduler"
  ) {
    self.init(qos: qos, name: internalSerialQueueName)
  }

  /// A scheduler on a new serial queue named `internalSerialQueueName`, configured by
  /// `serialQueueConfiguration` before first use (RxSwift's spelling; the leeway is the
  /// timers' own).
  public convenience init(
    internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(name: internalSerialQueueName)
    serialQueueConfiguration?(queue)
  }

  /// A scheduler on a new serial queue named `internalSerialQueueName` that runs its work on
  /// `queue` (which may be concurrent: this scheduler's actions still run one at a time).
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(name: internalSerialQueueName, targeting: queue)
  }
}
