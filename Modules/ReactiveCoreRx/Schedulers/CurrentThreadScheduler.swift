import Foundation
import ReactiveCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on the calling thread through a trampoline, as RxSwift's `CurrentThreadScheduler`:
/// the first action scheduled on a thread runs at once, and actions scheduled while it runs wait
/// in that thread's queue and run after it, in order. So recursion through this scheduler does
/// not grow the stack.
public final class CurrentThreadScheduler: Scheduler, @unchecked Sendable {
  /// The one instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether an action scheduled now would run at once: true unless this thread is already
  /// running the scheduler's queue.
  public static var isScheduleRequired: Bool {
    TrampolineQueue.current == nil
  }

  /// Runs `action` now if this thread is not running the queue, else queues it behind what is
  /// running.
  ///
  /// - returns: A disposable that cancels a queued action; `nil` when it ran at once.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> ReactiveCore.Disposable? {
    if let queue = TrampolineQueue.current {
      return queue.enqueue(action)
    }
    let queue = TrampolineQueue()
    TrampolineQueue.current = queue
    defer { TrampolineQueue.current = nil }
    action()
    queue.drain()
    return nil
  }
}

/// The actions waiting on one thread's trampoline.
private final class TrampolineQueue {
  private var actions: [(action: () -> Void, cancellation: AnyDisposable)] = []

  func enqueue(_ action: @escaping () -> Void) -> ReactiveCore.Disposable {
    let cancellation = AnyDisposable()
    actions.append((action, cancellation))
    return cancellation
  }

  func drain() {
    while !actions.isEmpty {
      let next = actions.removeFirst()
      if !next.cancellation.isDisposed { next.action() }
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The queue this thread is running, if any.
  static var current: TrampolineQueue? {
    get {
      pthread_getspecific(key).map { Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue() }
    }
    set {
      if let old = pthread_getspecific(key) { Unmanaged<TrampolineQueue>.fromOpaque(old).release() }
      pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
    }
  }
}
