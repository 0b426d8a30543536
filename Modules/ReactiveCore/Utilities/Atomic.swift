/// A value guarded by a lock, with ReactiveSwift's API: read or write `value`, or `modify` and
/// `withValue` it atomically.
///
/// The lock is not reentrant: calling into the same `Atomic` from inside `modify` or `withValue`
/// deadlocks, as in ReactiveSwift. (In files that also import `Synchronization`, write
/// `ReactiveCore.Atomic` to pick this one.)
public final class Atomic<Value>: @unchecked Sendable {
  private let lock = SpinLock()
  private var storage: Value

  /// Creates an atomic holding `value`.
  public init(_ value: Value) {
    storage = value
  }

  /// The current value. Setting it replaces the value atomically.
  public var value: Value {
    get { withValue { $0 } }
    set { swap(newValue) }
  }

  /// Runs `action` with the value, which it may change, while holding the lock; returns what
  /// `action` returns.
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try action(&storage)
  }

  /// Runs `action` with the value while holding the lock; returns what `action` returns.
  @discardableResult
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try action(storage)
  }

  /// Replaces the value with `newValue` and returns the old one, atomically.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      let old = value
      value = newValue
      return old
    }
  }
}
