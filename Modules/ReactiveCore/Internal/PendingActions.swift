import Foundation

/// Actions scheduled by an operator that must be cancelled when the stream ends. Each action
/// forgets itself when it runs, so a long stream does not accumulate disposables.
@usableFromInline
final class PendingActions: Disposable, @unchecked Sendable {
  private final class Slot: @unchecked Sendable {
    var cancellation: Disposable?
  }

  @usableFromInline init() {}

  private let lock = SpinLock()
  private var slots: [ObjectIdentifier: Slot]? = [:]

  @usableFromInline var isDisposed: Bool { lock.withLock { slots == nil } }

  @usableFromInline func dispose() {
    let cancelled = lock.withLock { () -> [ObjectIdentifier: Slot]? in
      defer { slots = nil }
      return slots
    }
    cancelled?.values.forEach { $0.cancellation?.dispose() }
  }

  /// Schedules `action` now (or at `date`), unless this has been disposed.
  @usableFromInline
  func schedule(on scheduler: Scheduler, after date: Date? = nil, _ action: @escaping @Sendable () -> Void) {
    let slot = Slot()
    let key = ObjectIdentifier(slot)
    guard
      lock.withLock({
        slots?[key] = slot
        return slots != nil
      })
    else { return }
    let run: @Sendable () -> Void = { [self] in
      let isLive = lock.withLock { slots?.removeValue(forKey: key) != nil }
      if isLive { action() }
    }
    let cancellation: Disposable?
    if let date, let dateScheduler = scheduler as? DateScheduler {
      cancellation = dateScheduler.schedule(after: date, action: run)
    } else {
      cancellation = scheduler.schedule(run)
    }
    lock.withLock { slot.cancellation = cancellation }
    if isDisposed { cancellation?.dispose() }
  }
}
