import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Debug builds' record of which thread is draining a serial context, so that state "only the
/// drainer touches" (`@exclusivity(unchecked)` fields) is checked where it is touched: a call
/// from any other thread, or from no drain at all, fails an assertion at that line instead of
/// racing. In release builds it stores nothing and every check is compiled out. See
/// `Internal/README.md` for the invariants and the tests that break each one on purpose.
///
/// It keeps its own record rather than reading `DrainCounter`'s words, for two reasons: those
/// words cannot always name the drainer (an owner that entered before its bias was revoked
/// drains with `bias` already `revoked` and `holder` zero), and a record written only by the
/// thread that took the drain is an independent witness, so a counter that let two threads in
/// fails these checks instead of agreeing with itself.
@usableFromInline
struct DrainerCheck: ~Copyable, @unchecked Sendable {
  #if DEBUG
    /// The draining thread's identifier, 0 when nobody drains.
    @usableFromInline let owner = Synchronization.Atomic<UInt>(0)
    /// How deep the drainer is in deliveries of this context's events (splices wait for 0).
    @usableFromInline let deliveries = Synchronization.Atomic<Int>(0)
  #endif

  @inlinable init() {}

  /// The calling thread takes the drain.
  @inlinable func enter() {
    #if DEBUG
      owner.store(currentThreadID(), ordering: .relaxed)
    #endif
  }

  /// The calling thread gives the drain up (before the counter that lets another take it).
  @inlinable func leave() {
    #if DEBUG
      owner.store(0, ordering: .relaxed)
    #endif
  }

  /// Whether the calling thread is the drainer (always true in release builds).
  @inlinable var isHeldByCurrentThread: Bool {
    #if DEBUG
      return owner.load(ordering: .relaxed) == currentThreadID()
    #else
      return true
    #endif
  }

  /// Whether the drainer is between deliveries (always true in release builds).
  @inlinable var isBetweenDeliveries: Bool {
    #if DEBUG
      return deliveries.load(ordering: .relaxed) == 0
    #else
      return true
    #endif
  }

  /// Runs `body` as one delivery of this context's event.
  @inlinable func delivering(_ body: () -> Void) {
    #if DEBUG
      deliveries.add(1, ordering: .relaxed)
      defer { deliveries.subtract(1, ordering: .relaxed) }
    #endif
    body()
  }
}

/// An identifier of the calling thread, for debug checks.
@inlinable
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}
