import Dispatch
import Foundation

/// ReactiveSwift 7.1's async helpers on date schedulers: wait for, or iterate over, the
/// scheduler's own clock. On a `TestScheduler` they follow virtual time, so async code that
/// waits is tested by advancing the scheduler, never by sleeping.
extension DateScheduler {
  /// Suspends the calling task until `date` on this scheduler's clock (at once if it has
  /// passed). Cancelling the task cancels the wait: the scheduled wake-up is disposed and
  /// `CancellationError` is thrown.
  public func sleep(until date: Date) async throws {
    let wake = Wake()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
        guard wake.install(continuation) else { return }
        wake.scheduled = schedule(after: date) { wake.resume() }
      }
    } onCancel: {
      wake.cancel()
    }
  }

  /// Suspends the calling task for `interval` of this scheduler's time; see `sleep(until:)`.
  public func sleep(for interval: DispatchTimeInterval) async throws {
    try await sleep(until: currentDate.addingTimeInterval(interval.timeInterval))
  }

  /// The scheduler's date every `interval`, starting one interval from now, as an async
  /// sequence. The timer is cancelled when iteration ends (a `break`, the task cancelled, the
  /// sequence dropped). Ticks not consumed yet are buffered.
  public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
    AsyncStream { continuation in
      let ticks = schedule(
        after: currentDate.addingTimeInterval(interval.timeInterval), interval: interval, leeway: leeway
      ) {
        [self] in continuation.yield(currentDate)
      }
      continuation.onTermination = { _ in ticks?.dispose() }
    }
  }
}

/// One sleeping task's wake-up: resumed once, by the scheduled action or by cancellation,
/// whichever comes first.
private final class Wake: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Swift.Error>?
  private var isCancelled = false
  private var pendingAction: Disposable?

  /// The scheduled action; disposed if the task is cancelled.
  var scheduled: Disposable? {
    get { lock.withLock { pendingAction } }
    set {
      let cancelledAlready = lock.withLock {
        pendingAction = newValue
        return isCancelled
      }
      if cancelledAlready { newValue?.dispose() }
    }
  }

  /// Takes the continuation; returns `false` (having thrown into it) if the task was cancelled
  /// before it got here.
  func install(_ continuation: CheckedContinuation<Void, Swift.Error>) -> Bool {
    let cancelledAlready = lock.withLock {
      if !isCancelled { self.continuation = continuation }
      return isCancelled
    }
    if cancelledAlready { continuation.resume(throwing: CancellationError()) }
    return !cancelledAlready
  }

  func resume() {
    lock.withLock { () -> CheckedContinuation<Void, Swift.Error>? in
      defer { continuation = nil }
      return continuation
    }?.resume()
  }

  func cancel() {
    let (waiting, action) = lock.withLock { () -> (CheckedContinuation<Void, Swift.Error>?, Disposable?) in
      isCancelled = true
      defer { continuation = nil }
      return (continuation, pendingAction)
    }
    action?.dispose()
    waiting?.resume(throwing: CancellationError())
  }
}
