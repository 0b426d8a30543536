import Dispatch
import Foundation
import ReactiveCore

/// RxSwift's name for a point in time.
public typealias RxTime = Date

extension ReactiveCore.Scheduler {
  /// Runs `action` with `state` on this scheduler, as RxSwift's `schedule(_:action:)`.
  ///
  /// - returns: A disposable that cancels the action if it has not run yet, and otherwise
  ///   disposes what the action returned.
  public func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
    let result = SingleAssignmentDisposable()
    let work = UncheckedWork { result.setDisposable(action(state)) }
    let cancellation = schedule { work.run() }
    return Disposables.create(cancellation?.asRxDisposable ?? Disposables.create(), result)
  }

  /// Runs `action` with `state`, and again with each state it passes to `recurse`, one
  /// scheduled action per run (on a queue or in virtual time, the stack does not grow and other
  /// work runs in between). Not calling `recurse` ends it, as does disposing the result.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let (lifetime, token) = Lifetime.make()
    RecursiveSchedule(on: self, lifetime: lifetime) { state, recurse in action(state, recurse) }.start(state)
    return Disposables.create { token.dispose() }
  }
}

extension ReactiveCore.DateScheduler {
  /// The scheduler's now (virtual on a test scheduler), as RxSwift's `now`.
  public var now: RxTime { currentDate }

  /// Runs `action` with `state` once `dueTime` has passed, as RxSwift's `scheduleRelative`.
  ///
  /// - returns: A disposable that cancels the action if it has not run yet, and otherwise
  ///   disposes what the action returned.
  public func scheduleRelative<State>(
    _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable
  ) -> Disposable {
    let result = SingleAssignmentDisposable()
    let work = UncheckedWork { result.setDisposable(action(state)) }
    let cancellation = schedule(after: currentDate.addingTimeInterval(dueTime.timeInterval)) { work.run() }
    return Disposables.create(cancellation?.asRxDisposable ?? Disposables.create(), result)
  }

  /// Runs `action` after `startAfter`, then every `period`, each run getting the state the one
  /// before returned, until the result is disposed: RxSwift's `schedulePeriodic`.
  public func schedulePeriodic<State>(
    _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (State) -> State
  ) -> Disposable {
    let periodic = PeriodicState(state, action)
    let repeating = schedule(
      after: currentDate.addingTimeInterval(startAfter.timeInterval), interval: period, leeway: .nanoseconds(0)
    ) {
      periodic.runOnce()
    }
    return repeating?.asRxDisposable ?? Disposables.create()
  }
}

/// A closure handed to a scheduler: it runs there once, so it need not be `@Sendable`.
@usableFromInline struct UncheckedWork: @unchecked Sendable {
  @usableFromInline let run: () -> Void
  @inlinable init(_ run: @escaping () -> Void) { self.run = run }
}

/// A periodic action and the state it passes on: its runs happen one at a time, also when a
/// concurrent scheduler's ticks come on different threads.
private final class PeriodicState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State
  private let action: (State) -> State

  init(_ state: State, _ action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }

  func runOnce() {
    lock.withLock { state = action(state) }
  }
}
