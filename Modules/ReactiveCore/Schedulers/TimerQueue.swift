import Dispatch
import Foundation

/// The one-shot actions a `QueueScheduler` runs later, kept in a deadline heap behind one
/// dispatch timer.
///
/// A dispatch timer per action costs a source and two wake-ups of the dispatch manager thread,
/// and `asyncAfter` keeps the action (and all it captures) alive until its deadline even when it
/// is cancelled. Here scheduling is a heap insertion under a lock, cancelling releases the action
/// at once, and the timer is re-armed only when the earliest deadline moves earlier — which a
/// stream of request timeouts, each later than the last, never does.
final class TimerQueue: @unchecked Sendable {
  private struct Entry {
    let deadline: Double
    let sequence: UInt64

    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
    }
  }

  // NSLock rather than Mutex: ThreadSanitizer reports Mutex falsely on this toolchain.
  private let lock = NSLock()
  private let timer: DispatchSourceTimer
  /// Deadlines by time, then by order of scheduling; cancelled ones are skipped when they surface.
  private var heap: [Entry] = []
  private var actions: [UInt64: @Sendable () -> Void] = [:]
  private var nextSequence: UInt64 = 0
  private var armedDeadline = Double.infinity
  /// Set while actions are pending, so they run even if the scheduler itself is released (as
  /// with `asyncAfter`); cleared when none are left.
  private var keepAlive: TimerQueue?

  init(queue: DispatchQueue) {
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.setEventHandler { [weak self] in self?.fire() }
    timer.resume()
  }

  deinit {
    timer.cancel()
  }

  /// Runs `action` on the queue at `date` (or as soon after as the queue allows), unless the
  /// returned disposable is disposed first; disposing releases `action`. An infinitely far date
  /// releases it at once, a NaN date is now (`DueTime`).
  func schedule(at date: Date, _ action: @escaping @Sendable () -> Void) -> Disposable {
    let deadline: Double
    switch date.dueTime {
    case .never: return AnyDisposable()
    case .now: deadline = -.infinity
    case .at(let date): deadline = date.timeIntervalSince1970
    }
    let sequence = lock.withLock {
      let sequence = nextSequence
      nextSequence += 1
      actions[sequence] = action
      push(Entry(deadline: deadline, sequence: sequence))
      keepAlive = self
      if deadline < armedDeadline { arm(at: deadline) }
      return sequence
    }
    return AnyDisposable { [weak self] in self?.cancel(sequence) }
  }

  /// How many actions are waiting (for tests).
  var pendingCount: Int { lock.withLock { actions.count } }

  private func cancel(_ sequence: UInt64) {
    let released: (action: (@Sendable () -> Void)?, keepAlive: TimerQueue?) = lock.withLock {
      let action = actions.removeValue(forKey: sequence)
      compactIfMostlyCancelled()
      return (action, actions.isEmpty ? keepAlive.take() : nil)
    }
    // Released here, outside the lock: either may run deinits.
    _ = released
  }

  /// Runs every due action in deadline order, then re-arms for the next one.
  private func fire() {
    let now = Date().timeIntervalSince1970
    let (due, released): ([@Sendable () -> Void], TimerQueue?) = lock.withLock {
      var due: [@Sendable () -> Void] = []
      while let top = heap.first, top.deadline <= now {
        popMin()
        if let action = actions.removeValue(forKey: top.sequence) { due.append(action) }
      }
      while let top = heap.first, actions[top.sequence] == nil { popMin() }
      armedDeadline = .infinity
      if let next = heap.first { arm(at: next.deadline) }
      return (due, actions.isEmpty ? keepAlive.take() : nil)
    }
    for action in due { action() }
    _ = released
  }

  /// Must hold the lock.
  private func arm(at deadline: Double) {
    armedDeadline = deadline
    timer.schedule(wallDeadline: .deadline(secondsSince1970: deadline), leeway: .nanoseconds(0))
  }

  /// Rebuilds the heap without cancelled entries once they outnumber the live ones, so a stream
  /// of cancelled far-off deadlines cannot grow it without bound. Must hold the lock.
  private func compactIfMostlyCancelled() {
    guard heap.count > 64, heap.count > 2 * actions.count else { return }
    heap.removeAll { actions[$0.sequence] == nil }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
  }

  private func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func popMin() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    if !heap.isEmpty { siftDown(from: 0) }
  }

  private func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, heap[left].precedes(heap[first]) { first = left }
      if right < heap.count, heap[right].precedes(heap[first]) { first = right }
      guard first != parent else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}

extension Optional {
  /// The value, leaving `nil` behind.
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
