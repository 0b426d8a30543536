import Dispatch
import Foundation
import Synchronization

/// Runs actions on the main queue: inline when called on the main queue with nothing of its
/// own queued (so UI updates happen in the same turn), otherwise asynchronously, in order.
///
/// "On the main queue" is detected with a queue-specific key, not `Thread.isMainThread`: under
/// Swift concurrency on Linux the main actor runs on the main queue but not always on the
/// process's initial thread.
public final class UIScheduler: Scheduler {
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private let queued = Synchronization.Atomic<Int>(0)

  /// Creates the scheduler.
  public init() {
    _ = Self.mainQueueKey
  }

  /// Whether the caller is running on the main queue.
  public static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Runs `action` now if called on the main queue with nothing queued, else queues it there.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
    if Self.isOnMainQueue,
      queued.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    {
      action()
      queued.subtract(1, ordering: .releasing)
      return nil
    }
    let cancelled = AnyDisposable()
    queued.add(1, ordering: .relaxed)
    DispatchQueue.main.async { [self] in
      if !cancelled.isDisposed { action() }
      queued.subtract(1, ordering: .releasing)
    }
    return cancelled
  }
}
