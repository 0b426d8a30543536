import Dispatch
import Foundation
import Synchronization

/// Runs actions on the main thread: inline when called on the main thread with nothing of its
/// own queued (so UI updates happen in the same turn), otherwise asynchronously on the main queue,
/// in order.
public final class UIScheduler: Scheduler {
  private let queued = Atomic<Int>(0)

  /// Creates the scheduler.
  public init() {}

  /// Schedules `action`; see `Scheduler`.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
    if Thread.isMainThread,
      queued.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    {
      action()
      queued.subtract(1, ordering: .releasing)
      return nil
    }
    let cancelled = AnyDisposable()
    queued.add(1, ordering: .relaxed)
    DispatchQueue.main.async { [queued = self] in
      if !cancelled.isDisposed { action() }
      queued.didRun()
    }
    return cancelled
  }

  private func didRun() {
    queued.subtract(1, ordering: .releasing)
  }
}
