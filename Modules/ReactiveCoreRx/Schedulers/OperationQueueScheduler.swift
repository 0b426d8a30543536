import Foundation
import ReactiveCore

/// Runs work as operations on an `OperationQueue`, as RxSwift's scheduler of that name.
///
/// Unlike this module's other schedulers, actions run one at a time only when the queue's
/// `maxConcurrentOperationCount` is 1: with a concurrent queue, `observe(on:)` onto it can
/// deliver two events at once. Cancelling a scheduled action cancels its operation.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The queue operations are added to.
  public let operationQueue: OperationQueue
  /// The priority each operation gets.
  public let queuePriority: Operation.QueuePriority

  /// A scheduler adding operations of `queuePriority` to `operationQueue`.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds `action` to the queue as one operation.
  ///
  /// - returns: A disposable that cancels the operation if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    let cancelled = AnyDisposable()
    let operation = BlockOperation {
      if !cancelled.isDisposed { action() }
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return AnyDisposable {
      cancelled.dispose()
      operation.cancel()
    }
  }
}
