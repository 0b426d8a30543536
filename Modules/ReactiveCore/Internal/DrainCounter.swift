import Synchronization

/// The work-in-progress counter of the queue-and-drain pattern that serializes delivery.
///
/// Whoever moves the counter from zero owns delivery (the "drainer") until it brings the counter
/// back to zero. Everyone else enqueues and increments; the drainer delivers what they queued.
/// Uncontended, an item costs one compare-and-swap and one decrement, and no lock.
@usableFromInline
struct DrainCounter: ~Copyable, @unchecked Sendable {
  @usableFromInline let pending = Synchronization.Atomic<Int>(0)

  @inlinable init() {}

  /// Tries to become the drainer with nothing queued. On success the caller processes its own
  /// item directly, then calls `leaveAfterFastPath()`.
  @inlinable
  func tryEnterFastPath() -> Bool {
    pending.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
  }

  /// Ends the fast path. Returns `true` if others queued items meanwhile: the caller must drain.
  @inlinable
  func leaveAfterFastPath() -> Bool {
    pending.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
  }

  /// Records one queued item. Returns `true` if the caller became the drainer and must drain.
  @inlinable
  func didEnqueue() -> Bool {
    pending.add(1, ordering: .acquiringAndReleasing).oldValue == 0
  }

  /// Called by the drainer after it emptied the queue, with the count it accounted for
  /// (start with 1). Returns the count still owed; the drainer stops when it is zero.
  @inlinable
  func settle(_ accounted: Int) -> Int {
    pending.subtract(accounted, ordering: .acquiringAndReleasing).newValue
  }
}
