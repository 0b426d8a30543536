/// Something that can be disposed of: a subscription, a started producer, a scheduled action.
///
/// Disposal is idempotent and thread-safe: calling `dispose()` more than once, or from several
/// threads at the same time, has the effect of exactly one call.
public protocol Disposable: AnyObject, Sendable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }

  /// Performs the disposal. Further calls do nothing.
  func dispose()
}

/// A disposable that runs an optional action once, when it is first disposed.
public final class AnyDisposable: Disposable, @unchecked Sendable {
  @usableFromInline let state: LockedAction

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { state.isDone }

  /// Creates a disposable that runs `action` when first disposed, on the disposing thread.
  public init(_ action: @escaping () -> Void) {
    state = LockedAction(action)
  }

  /// Creates a disposable that only records whether it has been disposed.
  public init() {
    state = LockedAction(nil)
  }

  /// Creates a disposable that disposes `disposable` when first disposed.
  public convenience init(_ disposable: Disposable) {
    self.init { disposable.dispose() }
  }

  /// Performs the disposal; further calls do nothing.
  public func dispose() {
    state.run()
  }
}

/// An action that runs at most once, whichever thread asks first.
@usableFromInline
final class LockedAction: @unchecked Sendable {
  @usableFromInline let lock = SpinLock()
  @usableFromInline var action: (() -> Void)?
  @usableFromInline var done = false

  @usableFromInline init(_ action: (() -> Void)?) { self.action = action }

  @usableFromInline var isDone: Bool { lock.withLock { done } }

  @usableFromInline func run() {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }
}

/// A shared disposable that does nothing; used where there is nothing left to cancel.
@usableFromInline
final class NopDisposable: Disposable {
  @usableFromInline static let shared = NopDisposable()
  @usableFromInline init() {}
  @usableFromInline var isDisposed: Bool { true }
  @usableFromInline func dispose() {}
}
