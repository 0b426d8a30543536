import Dispatch
import Foundation
import ReactiveCore

/// The UI scheduler of a scripted run: virtual time (a `TestScheduler`), where work scheduled
/// from outside the main queue — a response arriving from the network — waits in an inbox until
/// the script waits (`VirtualUIClock.settle`).
///
/// Without the inbox, a response that happened to arrive while a key was being handled landed
/// in that key's frame on a loaded machine and in the `wait` after it on an idle one, so the
/// same script printed different frames (the posts tour scrolled one row differently about one
/// run in four under load). With it, a key's frame shows only what the key did, on any machine.
public final class VirtualUIScheduler: DateScheduler, @unchecked Sendable {
  /// The virtual clock underneath (for tests that read or move time).
  public let base: TestScheduler
  private let lock = NSLock()
  private var inbox: [(TestScheduler) -> Void] = []

  /// A scheduler over `base`.
  public init(base: TestScheduler = TestScheduler()) {
    self.base = base
  }

  /// The virtual now.
  public var currentDate: Date { base.currentDate }

  /// When the next admitted action is due, if any.
  public var nextActionDate: Date? { base.nextActionDate }

  /// Whether work from outside the main queue waits to be admitted.
  public var hasOutsideWork: Bool { lock.withLock { !inbox.isEmpty } }

  /// Schedules `action` now (in virtual time); from outside the main queue, once admitted.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
    route { base, cancelled in base.schedule { if !cancelled.isDisposed { action() } } }
  }

  /// Schedules `action` at `date`; from outside the main queue, once admitted.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable? {
    route { base, cancelled in base.schedule(after: date) { if !cancelled.isDisposed { action() } } }
  }

  /// Schedules `action` at `date`, then every `interval`; from outside the main queue, once
  /// admitted.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> Disposable? {
    route { base, cancelled in
      base.schedule(after: date, interval: interval, leeway: leeway) { if !cancelled.isDisposed { action() } }
    }
  }

  /// Hands the work that arrived from outside the main queue to the virtual clock, in arrival
  /// order; returns whether there was any.
  @discardableResult
  public func admitOutsideWork() -> Bool {
    let arrived = lock.withLock { () -> [(TestScheduler) -> Void] in
      defer { inbox = [] }
      return inbox
    }
    for admit in arrived { admit(base) }
    return !arrived.isEmpty
  }

  /// Schedules on the clock at once from the main queue, else through the inbox; the returned
  /// disposable cancels either way.
  private func route(_ enqueue: @escaping (TestScheduler, Disposable) -> Disposable?) -> Disposable? {
    let cancelled = AnyDisposable()
    if UIScheduler.isOnMainQueue {
      let scheduled = enqueue(base, cancelled)
      return AnyDisposable {
        cancelled.dispose()
        scheduled?.dispose()
      }
    }
    lock.withLock { inbox.append { base in _ = enqueue(base, cancelled) } }
    return cancelled
  }
}
