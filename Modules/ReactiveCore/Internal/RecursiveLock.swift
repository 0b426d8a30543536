#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recursive POSIX mutex for long-lived objects whose critical sections may call back into the
/// same object on the same thread (reading `property.value` inside `modify`, for example).
///
/// One allocation per lock, so it is kept off per-event and per-subscription paths.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    let status = pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable func lock() { pthread_mutex_lock(mutex) }
  @inlinable func unlock() { pthread_mutex_unlock(mutex) }

  @inlinable
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A value guarded by a `RecursiveLock`.
@usableFromInline
final class LockedBox<Value>: @unchecked Sendable {
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline var unsafeValue: Value

  @usableFromInline init(_ value: Value) { unsafeValue = value }

  @inlinable
  func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&unsafeValue)
  }
}
