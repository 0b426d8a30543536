import Synchronization

/// How a drainer took the drain of its context, so that it leaves the same way.
@usableFromInline
enum DrainEntry {
  /// The context is biased to the drainer's thread: it took the drain with plain stores.
  case owner
  /// The drainer swapped its identifier into `holder`.
  case holder
}

/// The words of the queue-and-drain pattern that serializes delivery (`DrainQueue`): who
/// drains, and how many items wait for the drainer.
///
/// Whoever takes the drain handles its own item and whatever others queue meanwhile, then gives
/// the drain up. Everyone else appends to the queue, counts the item in `queued`, and returns.
/// Nobody ever waits for the drainer, so nothing can deadlock.
///
/// **Biased to one thread.** Most contexts are only ever used from one thread (a view model's
/// signals, on the main thread). The first thread that enters a context owns it (`bias`): it takes
/// and gives up the drain with plain stores to `ownerInside`, no locked instruction at all. The
/// first time another thread enters, it revokes the bias for good: it marks it `revoking`, runs
/// `ProcessBarrier` (every thread of the process executes a full fence), and marks it `revoked`.
/// An owner that entered before that barrier is seen inside by everyone after it, and leaves
/// fenced; one that enters after it sees the revocation and takes the drain as anyone does. A
/// thread that finds the owner inside queues its item and returns; the owner finds it when it
/// leaves.
///
/// **Shared.** Once revoked, a drainer swaps its thread's identifier into `holder` (one locked
/// instruction) and leaves with a plain store, then reads `queued`. A store followed by a load
/// of another word, on both sides (the enqueuer counts, then reads `holder`): x86 lets each load
/// overtake its store unless a full fence separates them, and an item would wait with nobody to
/// drain it. The fence is asymmetric too: until some enqueuer finds another thread holding the
/// drain (`fence` is `.light`), leaving is a compiler barrier; that enqueuer runs
/// `ProcessBarrier` and switches the context to full fences on both sides for good (`.full`: two
/// locked instructions per send, as a lock has).
///
/// A reentrant enqueue (the drainer's own thread, from inside a delivery) needs no barrier: the
/// drainer reads `queued` after the delivery returns, in program order. Where `ProcessBarrier`
/// is unavailable every context starts revoked and fully fenced. Tests: `DrainFenceTests`.
@usableFromInline
struct DrainCounter: ~Copyable, @unchecked Sendable {
  /// Once the bias is revoked: the draining thread's identifier, zero when nobody drains.
  @usableFromInline let holder = Synchronization.Atomic<UInt>(0)
  /// Items appended to the queue and not yet taken by the drainer; changed under the queue's
  /// lock, so it never counts an item the queue does not hold.
  @usableFromInline let queued = Synchronization.Atomic<Int>(0)
  /// How a holder fences when it leaves (`Fence` raw values).
  @usableFromInline let fence: Synchronization.Atomic<Int>
  /// The thread the context is biased to, or one of `Bias`'s values.
  @usableFromInline let bias: Synchronization.Atomic<UInt>
  /// 1 while the owner drains under its bias; written by the owner only.
  @usableFromInline let ownerInside = Synchronization.Atomic<Int>(0)

  /// `bias` values other than a thread's identifier (those are addresses, never this small).
  @usableFromInline
  enum Bias {
    /// No thread has entered the context yet.
    @usableFromInline static let unowned: UInt = 0
    /// A thread is running the process barrier that revokes the bias.
    @usableFromInline static let revoking: UInt = 1
    /// The bias is gone: every drainer takes `holder`.
    @usableFromInline static let revoked: UInt = 2
  }

  /// A holder's fence when it leaves.
  @usableFromInline
  enum Fence: Int {
    /// Nobody ever found another thread holding the drain: a compiler barrier is enough.
    case light = 0
    /// An enqueuer is running the process barrier: holders fence fully already.
    case establishing = 1
    /// Full fences on both sides, as after any contention (or without `ProcessBarrier`).
    case full = 2
  }

  @inlinable init() {
    let asymmetric = ProcessBarrier.isAvailable
    bias = Synchronization.Atomic(asymmetric ? Bias.unowned : Bias.revoked)
    fence = Synchronization.Atomic(asymmetric ? Fence.light.rawValue : Fence.full.rawValue)
  }

  // MARK: Taking the drain

  /// Tries to take the drain. On success the caller handles its item directly, then calls
  /// `leave(_:)` with the entry returned; `nil` means someone drains (perhaps this thread, from
  /// further up its stack), or items wait to be drained: the caller queues its item behind them.
  ///
  /// Queued items go first. Between a drainer's leaving and its taking the drain back for what
  /// was queued meanwhile (`leave`, `reenter`), or before an enqueuer that found the drain busy
  /// takes it, the drain is free with items waiting; a sender that took it then and handled its
  /// item directly would overtake them. Sends ordered by the caller (a property's writes, under
  /// its lock) then arrived out of order, in about half the runs of eight writing threads
  /// (`DrainFenceTests.queuedItemsGoFirst`, `.propertyWritesKeepTheirOrder`). An item counted in
  /// `queued` before this call in the caller's order is seen here, so it is never overtaken; one
  /// counted concurrently may go either way, as concurrent sends may.
  @inlinable
  func tryEnter() -> DrainEntry? {
    guard queued.load(ordering: .acquiring) == 0 else { return nil }
    let me = currentThreadID()
    let bias = self.bias.load(ordering: .acquiring)
    if bias == me {
      guard ownerInside.load(ordering: .relaxed) == 0 else { return nil }
      return enterAsOwner(me)
    }
    guard bias == Bias.revoked else { return enterUnbiased(me, bias) }
    return enterAsHolder(me) == .entered ? .holder : nil
  }

  /// The owner takes the drain, unless its bias was revoked since it last looked.
  @inlinable
  func enterAsOwner(_ me: UInt) -> DrainEntry? {
    ownerInside.store(1, ordering: .relaxed)
    // Keeps the compiler from reading `bias` before storing `ownerInside`; no instruction on
    // x86. The hardware may still do so: the revoker's process barrier covers that.
    atomicMemoryFence(ordering: .acquiringAndReleasing)
    if bias.load(ordering: .relaxed) == me { return .owner }
    ownerInside.store(0, ordering: .releasing)
    atomicMemoryFence(ordering: .sequentiallyConsistent)
    return enterAsHolder(me) == .entered ? .holder : nil
  }

  /// What a swap into `holder` found.
  @usableFromInline
  enum HolderAttempt {
    case entered
    /// Another thread holds the drain, or this one does (a reentrant call).
    case holderBusy
    /// The owner is still in a delivery it began before its bias was revoked.
    case ownerInside
  }

  /// Takes the drain through `holder` (after the bias is revoked).
  @inlinable
  func enterAsHolder(_ me: UInt) -> HolderAttempt {
    while true {
      guard holder.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged else {
        return .holderBusy
      }
      if ownerInside.load(ordering: .acquiring) == 0 { return .entered }
      // Give `holder` back and leave the items to the owner, which reads `queued` when it
      // leaves; unless it left meanwhile.
      holder.store(0, ordering: .releasing)
      atomicMemoryFence(ordering: .sequentiallyConsistent)
      if ownerInside.load(ordering: .acquiring) != 0 { return .ownerInside }
    }
  }

  /// Entry for a thread that is not the owner of a biased context: it takes the bias if nobody
  /// has, else revokes it (once per context), then takes the drain through `holder`.
  @usableFromInline
  func enterUnbiased(_ me: UInt, _ seen: UInt) -> DrainEntry? {
    if seen == Bias.unowned {
      let (exchanged, current) = bias.compareExchange(
        expected: Bias.unowned, desired: me, ordering: .acquiringAndReleasing)
      if exchanged { return enterAsOwner(me) }
      return enterUnbiased(me, current)
    }
    if seen != Bias.revoked { revokeBias(seen) }
    return enterAsHolder(me) == .entered ? .holder : nil
  }

  /// Revokes the owner's bias: afterwards, either the owner's last `ownerInside` store is
  /// visible to this thread, or the owner will see the revocation when it next reads `bias`.
  @usableFromInline
  func revokeBias(_ seen: UInt) {
    if seen != Bias.revoking {
      _ = bias.compareExchange(expected: seen, desired: Bias.revoking, ordering: .sequentiallyConsistent)
    }
    ProcessBarrier.run()
    bias.store(Bias.revoked, ordering: .sequentiallyConsistent)
  }

  // MARK: Giving it up

  /// Gives the drain up. Returns how the caller took it back when items were queued meanwhile
  /// (it must then drain them), or `nil`: nothing was queued, or another thread took the drain
  /// and drains them.
  @inlinable
  func leave(_ entry: DrainEntry) -> DrainEntry? {
    switch entry {
    case .owner:
      ownerInside.store(0, ordering: .releasing)
      atomicMemoryFence(ordering: .acquiringAndReleasing)
      // Still biased (to this thread): only this thread can have queued anything. Revoked:
      // others may have, after their barrier; fence as they do.
      if bias.load(ordering: .relaxed) <= Bias.revoked {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
      }
    case .holder:
      holder.store(0, ordering: .releasing)
      if fence.load(ordering: .relaxed) == Fence.light.rawValue {
        atomicMemoryFence(ordering: .acquiringAndReleasing)
      } else {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
      }
    }
    guard queued.load(ordering: .relaxed) != 0 else { return nil }
    return reenter()
  }

  /// After leaving with items queued: takes the drain back, or leaves them to whoever has it.
  @usableFromInline
  func reenter() -> DrainEntry? {
    let me = currentThreadID()
    let bias = self.bias.load(ordering: .acquiring)
    if bias == me { return enterAsOwner(me) }
    return enterAsHolder(me) == .entered ? .holder : nil
  }

  // MARK: Queueing

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

  /// After the caller queued and counted an item: returns how it took the drain if it must
  /// drain, or `nil` if the current drainer is certain to handle the item.
  @usableFromInline
  func claimAfterEnqueue() -> DrainEntry? {
    let me = currentThreadID()
    let bias = self.bias.load(ordering: .acquiring)
    if bias == me {
      // Only this thread ever sets `ownerInside`; set, this is a call from inside its delivery.
      // (`tryEnter` opens with the same three lines: made one helper, it changed what the
      // optimizer inlined, B4 +8 and P2 +16 instructions per send, 2026-11-28.)
      guard ownerInside.load(ordering: .relaxed) == 0 else { return nil }
      return enterAsOwner(me)
    }
    if bias == Bias.unowned,
      self.bias.compareExchange(expected: Bias.unowned, desired: me, ordering: .acquiringAndReleasing).exchanged
    {
      return enterAsOwner(me)
    }
    let current = bias == Bias.revoked ? bias : self.bias.load(ordering: .acquiring)
    if current != Bias.revoked { revokeBias(current) }
    // Only this thread ever stores its own identifier, and it clears it when it leaves.
    if holder.load(ordering: .relaxed) == me { return nil }
    while true {
      switch enterAsHolder(me) {
      case .entered: return .holder
      case .ownerInside: return nil
      case .holderBusy: break
      }
      if fence.load(ordering: .sequentiallyConsistent) != Fence.full.rawValue {
        _ = fence.compareExchange(
          expected: Fence.light.rawValue, desired: Fence.establishing.rawValue, ordering: .sequentiallyConsistent)
        ProcessBarrier.run()
        fence.store(Fence.full.rawValue, ordering: .sequentiallyConsistent)
      }
      // Whoever holds the drain now reads `queued` after this point; if it left meanwhile, the
      // drain is free and this thread takes it.
      if holder.load(ordering: .sequentiallyConsistent) != 0 { return nil }
    }
  }
}
