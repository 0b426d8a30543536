import Synchronization

/// The two words of the queue-and-drain pattern that serializes delivery (`DrainQueue`): who
/// drains, and how many items wait for the drainer.
///
/// A thread that finds `holder` zero and swaps its identifier in becomes the drainer; it handles
/// its own item and whatever others queue meanwhile, until it stores zero back. Everyone else
/// appends to the queue, counts the item in `queued`, and returns.
///
/// **Leaving, without a locked instruction.** An item is lost (it waits for the next send) if a
/// leaving drainer misses it while its enqueuer misses the leave. The drainer stores zero to
/// `holder`, then reads `queued`; the enqueuer counts its item, then reads `holder`. A store
/// followed by a load of another word on both sides: x86 lets each load overtake its store
/// unless a full fence separates them, which costs as much as the locked instruction it would
/// replace (about 4 ns of B1's 15). The drainer leaves on every send, while an enqueuer from
/// another thread is rare, so the fence is made asymmetric:
///
/// - Until some enqueuer finds another thread draining (`fence` is `.light`), the drainer's
///   side is a compiler barrier only: a send costs one locked instruction (taking `holder`).
/// - The first such enqueuer makes the context `.establishing`, runs `ProcessBarrier` (every
///   thread of the process executes a full fence), and marks it `.full`. A drainer that read
///   `.light` read it before that barrier, so its store to `holder` was visible when the barrier
///   returned; a drainer that reads anything else leaves with a full fence. From then on both
///   sides fence fully, as a classic lock does: a context contended once stays at two locked
///   instructions per send, the cost every send had before (2026-11-28).
/// - A reentrant enqueue (the drainer's own thread, from inside a delivery) needs neither: the
///   drainer reads `queued` after the delivery returns, in program order.
/// - Where `ProcessBarrier` is unavailable every context starts `.full`.
@usableFromInline
struct DrainCounter: ~Copyable, @unchecked Sendable {
  /// The draining thread's identifier (`currentThreadID()`), zero when nobody drains.
  @usableFromInline let holder = Synchronization.Atomic<UInt>(0)
  /// Items appended to the queue and not yet taken by the drainer; changed under the queue's
  /// lock, so it never counts an item the queue does not hold.
  @usableFromInline let queued = Synchronization.Atomic<Int>(0)
  /// How the drainer fences when it leaves (`Fence` raw values).
  @usableFromInline let fence: Synchronization.Atomic<Int>

  /// The drainer's fence when it leaves.
  @usableFromInline
  enum Fence: Int {
    /// Nobody ever found another thread draining: a compiler barrier is enough.
    case light = 0
    /// An enqueuer is running the process barrier: drainers fence fully already.
    case establishing = 1
    /// Full fences on both sides, as after any contention (or without `ProcessBarrier`).
    case full = 2
  }

  @inlinable init() {
    fence = Synchronization.Atomic(Self.initialFence)
  }

  /// `.light` where `ProcessBarrier` works, `.full` where it does not.
  @usableFromInline static var initialFence: Int {
    ProcessBarrier.isAvailable ? Fence.light.rawValue : Fence.full.rawValue
  }

  /// Tries to become the drainer. On success the caller handles its item directly, then calls
  /// `leave()`.
  @inlinable
  func tryEnter() -> Bool {
    holder.compareExchange(expected: 0, desired: currentThreadID(), ordering: .acquiring).exchanged
  }

  /// Gives the drain up. Returns `true` when items were queued meanwhile and the caller took the
  /// drain back: it must then drain them. (If another thread took it first, that one does.)
  @inlinable
  func leave() -> Bool {
    holder.store(0, ordering: .releasing)
    if fence.load(ordering: .relaxed) == Fence.light.rawValue {
      // Keeps the compiler from reading `queued` before storing `holder`; no instruction on x86.
      // The hardware may still do so: the enqueuer's process barrier covers that.
      atomicMemoryFence(ordering: .acquiringAndReleasing)
    } else {
      atomicMemoryFence(ordering: .sequentiallyConsistent)
    }
    guard queued.load(ordering: .relaxed) != 0 else { return false }
    return tryEnter()
  }

  /// Counts an item just appended, under the queue's lock.
  @inlinable
  func countQueued() {
    queued.add(1, ordering: .sequentiallyConsistent)
  }

  /// Uncounts `count` items the drainer took out of the queue, under the queue's lock.
  @inlinable
  func countTaken(_ count: Int) {
    queued.subtract(count, ordering: .relaxed)
  }

  /// After the caller queued and counted an item: returns `true` if it became the drainer and
  /// must drain, `false` if the current drainer is certain to handle the item.
  @usableFromInline
  func claimAfterEnqueue() -> Bool {
    let me = currentThreadID()
    // Only this thread ever stores its own identifier, and it clears it when it leaves.
    if holder.load(ordering: .relaxed) == me { return false }
    while true {
      if holder.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged {
        return true
      }
      if fence.load(ordering: .sequentiallyConsistent) != Fence.full.rawValue {
        _ = fence.compareExchange(
          expected: Fence.light.rawValue, desired: Fence.establishing.rawValue, ordering: .sequentiallyConsistent)
        ProcessBarrier.run()
        fence.store(Fence.full.rawValue, ordering: .sequentiallyConsistent)
      }
      // Whoever holds the drain now reads `queued` after this point; if it left meanwhile, the
      // drain is free and this thread takes it.
      if holder.load(ordering: .sequentiallyConsistent) != 0 { return false }
    }
  }
}
