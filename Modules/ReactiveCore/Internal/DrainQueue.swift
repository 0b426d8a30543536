/// The queue-and-drain mechanism that serializes delivery, written once for every serial
/// context of the core: a signal (`SignalCore`), a started producer's relay (`EventRelay`) and a
/// feedback loop (`LoopCore`) inherit it.
///
/// Whoever finds the context idle handles its item at once and becomes the "drainer"; anyone
/// else (a reentrant call from inside the handling, or another thread) queues the item and
/// returns, and the drainer handles it next. No lock is held while user code runs, so nothing can
/// deadlock, and items are handled one at a time in the order they were queued.
///
/// Feedback across contexts (A's observer sends to B, whose observer sends to A) cannot nest:
/// each context only queues into one that is busy. It terminates exactly when the feedback
/// itself does: a cycle that makes a new item for every item it handles runs forever here, as it
/// would recurse forever (or deadlock) elsewhere. `Action.isEnabled` and composed properties skip
/// repeats where ReactiveSwift does, so UI feedback settles (`FeedbackCycleTests`).
@usableFromInline
class DrainQueue<Item>: @unchecked Sendable {
  @usableFromInline final let counter = DrainCounter()
  /// Debug builds: who drains now, checked by `assertDrainer()`.
  @usableFromInline final let drainer = DrainerCheck()
  @usableFromInline final let queueLock = SpinLock()
  @exclusivity(unchecked) @usableFromInline final var queue = QueuedItems<Item>()
  /// The drainer's batch buffer, swapped with `queue` so draining allocates nothing.
  @exclusivity(unchecked) @usableFromInline final var batch = QueuedItems<Item>()
  /// How the drainer took the drain (as the owner of a biased context, or through `holder`),
  /// recorded when it becomes the drainer to handle queued items, for `drain` to leave alike.
  @exclusivity(unchecked) @usableFromInline final var entry = DrainEntry.holder

  @inlinable init() {}

  deinit {
    queue.removeAll()
    batch.removeAll()
  }

  /// Handles an item: runs `direct` at once if the context is idle, else queues `item()` for the
  /// drainer. Returns `true` when this call became the drainer: the caller must then handle what
  /// was queued meanwhile, with `drain(_:)`.
  ///
  /// `direct` must do what processing `item()` would; it exists so the uncontended path need not
  /// build the queued form of the item. Each context drains from a method of its own that is
  /// specialized but never inlined (`@inlinable @inline(never) func drain()`): where a closure
  /// capturing the context (`drain { process($0) }`) was inlined into code that reached the
  /// context through other objects, the optimizer retained and released the context around
  /// every item (under `-cross-module-optimization`, B1 31 ns instead of 20).
  @inlinable
  final func handleOrEnqueue(_ item: @autoclosure () -> Item, direct: () -> Void) -> Bool {
    if let mustDrain = handleIfIdle(direct) { return mustDrain }
    return enqueue(item())
  }

  /// Runs `direct` at once, as the drainer, if the context is idle, and returns whether the
  /// caller must then handle what was queued meanwhile (`drain(_:)`). Returns `nil`, having done
  /// nothing, when someone is handling items: for a caller that then does something other than
  /// queue the same item (a property's producer start, which must send the current value now).
  @inlinable
  final func handleIfIdle(_ direct: () -> Void) -> Bool? {
    guard let entry = counter.tryEnter() else { return nil }
    drainer.enter()
    direct()
    drainer.leave()
    guard let again = counter.leave(entry) else { return false }
    drainer.enter()
    self.entry = again
    return true
  }

  /// Queues `item` without handling anything, for callers holding a lock of their own that must
  /// not run user code (a property's setter). Returns `true` if the caller became the drainer and
  /// must call `drain(_:)` after releasing its lock.
  @inlinable
  final func enqueue(_ item: Item) -> Bool {
    queueLock.lock()
    queue.append(item)
    counter.countQueued()
    queueLock.unlock()
    guard let entry = counter.claimAfterEnqueue() else { return false }
    drainer.enter()
    self.entry = entry
    return true
  }

  /// Runs `body` as the drainer (items sent meanwhile, from inside `body` or elsewhere, are
  /// queued), then handles what was queued. For setup that must finish before anything is
  /// handled (a loop starting its feedbacks).
  @inlinable
  final func whileDraining(_ body: () -> Void, process: (Item) -> Void) {
    guard let entry = counter.tryEnter() else {
      preconditionFailure("whileDraining is for a context nobody else can reach yet")
    }
    drainer.enter()
    body()
    drainer.leave()
    guard let again = counter.leave(entry) else { return }
    drainer.enter()
    self.entry = again
    drain(process)
  }

  /// Handles queued items until the queue is empty, then leaves (drainer only).
  @inlinable
  final func drain(_ process: (Item) -> Void) {
    while true {
      while true {
        queueLock.lock()
        swap(&queue, &batch)
        if !batch.isEmpty { counter.countTaken(batch.count) }
        queueLock.unlock()
        if batch.isEmpty { break }
        batch.moveAll(keepingCapacityUpTo: 64) { process($0) }
      }
      drainer.leave()
      guard let again = counter.leave(entry) else { return }
      drainer.enter()
      entry = again
    }
  }

  /// Debug builds: fails unless the calling thread is this context's drainer, the one thread
  /// allowed to touch its drainer-owned state.
  @inlinable
  final func assertDrainer(_ what: StaticString = "drainer-owned state", file: StaticString = #file, line: UInt = #line)
  {
    assert(drainer.isHeldByCurrentThread, "\(what) touched by a thread that is not draining", file: file, line: line)
  }
}
