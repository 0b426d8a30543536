import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock for critical sections of a few instructions (appending to a queue, swapping a
/// reference). It lives inline in its owner (no allocation), spins briefly, then yields the CPU.
///
/// Never run user code while holding it. Built on `Atomic` so ThreadSanitizer sees the
/// happens-before edges (it does not see them through `Synchronization.Mutex` on Linux).
@usableFromInline
struct SpinLock: ~Copyable, @unchecked Sendable {
  @usableFromInline let isLocked = Synchronization.Atomic<Bool>(false)

  @inlinable init() {}

  @inlinable
  func lock() {
    if isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      return
    }
    lockSlowPath()
  }

  @usableFromInline
  func lockSlowPath() {
    var spins = 0
    while true {
      if !isLocked.load(ordering: .relaxed),
        isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      spins += 1
      if spins > 64 { sched_yield() }
    }
  }

  @inlinable
  func unlock() {
    isLocked.store(false, ordering: .releasing)
  }

  @inlinable
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
