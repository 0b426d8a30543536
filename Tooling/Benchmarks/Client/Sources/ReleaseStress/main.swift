// ReactiveCore's ordering and disposal rules raced on several threads, in a release build as a
// user's app runs them: the debug test suite runs the same races (`DrainFenceTests`,
// `ConcurrencyStressTests`, `FeedbackLoopTests`), but there they lose far more rarely. A drain that let a send
// overtake queued ones reordered a property's writes in about half the rounds below and in
// about 1 run in 60 of the debug suite (2026-11-28). CI runs this after counting instructions:
//
//   .build/release/ReleaseStress [ROUNDS]    exits 1 naming each rule that broke
import Dispatch
import Foundation
import ReactiveCore
import Synchronization

/// Values received, from whichever thread delivers them, and whether two deliveries ever
/// overlapped (an observer is never called concurrently: the serial delivery rule).
final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int] = []
  private let inside = Atomic<Int>(0)
  private let overlaps = Atomic<Int>(0)
  func append(_ value: Int) {
    if inside.add(1, ordering: .sequentiallyConsistent).oldValue != 0 { overlaps.add(1, ordering: .relaxed) }
    lock.withLock { values.append(value) }
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }
  var all: [Int] { lock.withLock { values } }
  /// Whether every delivery ran alone.
  var serial: Bool { overlaps.load(ordering: .relaxed) == 0 }
}

/// Whether the values tagged `sender * 1_000_000 + index` hold `count` values of each of
/// `senders`, each sender's in the order sent.
func eachSenderInOrder(_ values: [Int], senders: Int, count: Int) -> Bool {
  let bySender = Dictionary(grouping: values, by: { $0 / 1_000_000 })
  return values.count == senders * count && bySender.count == senders
    && bySender.values.allSatisfy { $0 == $0.sorted() && $0.count == count }
}

/// Runs `body` on `threads` threads at once, each waiting (boundedly) for the others first.
func together(_ threads: Int, _ body: @Sendable (Int) -> Void) {
  let arrived = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: threads) { thread in
    arrived.add(1, ordering: .relaxed)
    var spins = 0
    while arrived.load(ordering: .relaxed) < threads, spins < 1_000_000 { spins += 1 }
    body(thread)
  }
}

/// Eight threads write a property (each write under its lock): observers see every write, in
/// the order written.
func propertyWritesKeepTheirOrder() -> Bool {
  let property = MutableProperty(0)
  let received = Received()
  property.signal.observeValues(received.append)
  together(8) { _ in
    for _ in 0..<500 { property.modify { $0 += 1 } }
  }
  return received.all == Array(1...4_000) && received.serial
}

/// Four threads send to one pipe at once: each sender's values arrive in its order, none lost.
func concurrentSendersKeepTheirOrder() -> Bool {
  let (signal, input) = Signal<Int, Never>.pipe()
  let received = Received()
  signal.observeValues(received.append)
  together(4) { thread in
    for index in 0..<1_000 { input.send(value: thread * 1_000_000 + index) }
  }
  return eachSenderInOrder(received.all, senders: 4, count: 1_000) && received.serial
}

/// Four threads send events to a feedback loop: every event is reduced once, each sender's in
/// its order (the loop's own serial context, the same drain as a signal's).
func loopEventsKeepTheirOrder() -> Bool {
  let loop = Loop<[Int], Int>(initial: [], reducer: { state, event in state.append(event) }, feedbacks: [])
  together(4) { thread in
    for index in 0..<250 { loop.send(thread * 1_000_000 + index) }
  }
  return eachSenderInOrder(loop.state.value, senders: 4, count: 250)
}

/// Two threads send events to a loop while a third pauses and resumes it (its feedback stopping
/// and starting each time): each sender's reduced events are some of its own, in the order sent,
/// none twice (those sent while paused are dropped), and the loop runs again at the end.
func loopPausedWhileSending() -> Bool {
  let loop = Loop<[Int], Int>(
    initial: [], reducer: { $0.append($1) },
    feedbacks: [.init(skippingRepeated: { $0.count % 10 == 0 ? true : nil }) { _ in SignalProducer<Int, Never>.empty }])
  together(3) { thread in
    if thread == 2 {
      for _ in 0..<100 {
        loop.pause()
        loop.resume()
      }
    } else {
      for index in 0..<500 { loop.send(thread * 1_000_000 + index) }
    }
  }
  loop.send(-1)
  let reduced = loop.state.value
  let bySender = Dictionary(grouping: reduced.dropLast(), by: { $0 / 1_000_000 })
  return reduced.last == -1 && bySender.values.allSatisfy { $0 == $0.sorted() && Set($0).count == $0.count }
}

/// Two properties written from two threads, composed (`combineLatest` + `map`): the composition
/// sees every write once, serially, and ends at the latest of both.
func composedPropertySeesEveryWrite() -> Bool {
  let first = MutableProperty(0)
  let second = MutableProperty(0)
  let sum = first.combineLatest(with: second).map { $0 + $1 }
  let received = Received()
  sum.signal.observeValues(received.append)
  together(2) { thread in
    let property = thread == 0 ? first : second
    for _ in 0..<500 { property.modify { $0 += 1 } }
  }
  return received.all == Array(1...1_000) && sum.value == 1_000 && received.serial
}

/// Two signals fed from two threads, combined: each side's values appear in the order sent,
/// deliveries never overlap, and the last pair is the last of both.
func combineLatestKeepsEachSideInOrder() -> Bool {
  let (left, leftInput) = Signal<Int, Never>.pipe()
  let (right, rightInput) = Signal<Int, Never>.pipe()
  let lefts = Received()
  let rights = Received()
  left.combineLatest(with: right).observeValues { pair in
    lefts.append(pair.0)
    rights.append(pair.1)
  }
  together(2) { thread in
    for index in 1...1_000 { (thread == 0 ? leftInput : rightInput).send(value: index) }
  }
  let (l, r) = (lefts.all, rights.all)
  return l == l.sorted() && r == r.sorted() && l.last == 1_000 && r.last == 1_000 && lefts.serial
}

/// `flatMap(.latest)` whose outer values come from two threads at once, each mapped to a
/// one-value producer: every inner value arrives, each sender's in order, never overlapping.
func flattenLatestKeepsEachSenderInOrder() -> Bool {
  let (outer, input) = Signal<Int, Never>.pipe()
  let received = Received()
  outer.flatMap(.latest) { SignalProducer<Int, Never>(value: $0) }.observeValues(received.append)
  together(2) { thread in
    for index in 0..<1_000 { input.send(value: thread * 1_000_000 + index) }
  }
  return eachSenderInOrder(received.all, senders: 2, count: 1_000) && received.serial
}

/// One thread sends 0..<2,000 while another, once a random number of them have been sent, runs
/// `end`; then 2,000 more are sent, which must not arrive.
func midway(send: @escaping @Sendable (Int) -> Void, then end: @escaping @Sendable () -> Void) {
  let sent = Atomic<Int>(0)
  let threshold = Int.random(in: 0..<2_000)
  together(2) { thread in
    if thread == 0 {
      for index in 0..<2_000 {
        send(index)
        sent.store(index + 1, ordering: .releasing)
      }
    } else {
      while sent.load(ordering: .acquiring) < threshold {}
      end()
    }
  }
  for index in 2_000..<4_000 { send(index) }
}

/// What an observer saw of a stream that another thread ends: the values, and for each
/// terminal event how many values came before it (-1 for one that is not `interrupted`).
final class EndedStream: @unchecked Sendable {
  let values = Received()
  let ends = Received()
  func observe(_ event: Signal<Int, Never>.Event) {
    switch event {
    case let .value(value): values.append(value)
    case .interrupted: ends.append(values.all.count)
    default: ends.append(-1)
    }
  }
  /// A prefix of the values in the order sent, then exactly one `interrupted`, then nothing,
  /// with no two deliveries overlapping.
  var endedCleanly: Bool {
    let values = values.all
    return values == Array(0..<values.count) && ends.all == [values.count] && self.values.serial
  }
}

/// One thread sends values while another interrupts: the observer sees a prefix of the values
/// in the order sent, then one `interrupted`, then nothing.
func interruptionEndsCleanly() -> Bool {
  let (signal, input) = Signal<Int, Never>.pipe()
  let stream = EndedStream()
  signal.observe(stream.observe)
  midway(send: { input.send(value: $0) }, then: { input.sendInterrupted() })
  return stream.endedCleanly
}

/// A started producer disposed on one thread while its values come from another: one
/// `interrupted`, after a prefix of the values in order, and nothing after it.
func startDisposalEndsCleanly() -> Bool {
  let (signal, input) = Signal<Int, Never>.pipe()
  let stream = EndedStream()
  let disposable = SignalProducer(signal).start(stream.observe)
  midway(send: { input.send(value: $0) }, then: { disposable.dispose() })
  return stream.endedCleanly
}

/// One observation disposed by two threads at once: detached once, so the signal, unreferenced,
/// still delivers to its other observer.
func racedDisposalDetachesOnce() -> Bool {
  let received = Received()
  let (input, raced): (Signal<Int, Never>.Observer, Disposable?) = {
    let (signal, input) = Signal<Int, Never>.pipe()
    let raced = signal.observeValues { _ in }
    signal.observeValues(received.append)
    return (input, raced)
  }()
  together(2) { _ in raced?.dispose() }
  input.send(value: 1)
  return received.all == [1]
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 500
guard rounds > 0 else {
  print("usage: ReleaseStress [ROUNDS]   (ROUNDS > 0, default 500)")
  exit(2)
}
let rules: [(name: String, roundsPerRound: Int, check: () -> Bool)] = [
  ("a property's writes from eight threads arrive in the order written", 1, propertyWritesKeepTheirOrder),
  ("four concurrent senders: each sender's values arrive in its order, none lost", 1, concurrentSendersKeepTheirOrder),
  ("a feedback loop fed by four threads reduces each sender's events once, in order", 1, loopEventsKeepTheirOrder),
  (
    "a loop paused and resumed while two threads send reduces each sender's events at most once, in order", 1,
    loopPausedWhileSending
  ),
  (
    "a property composed of two written from two threads sees every write once, serially", 1,
    composedPropertySeesEveryWrite
  ),
  ("combineLatest fed from two threads keeps each side in order, serially", 1, combineLatestKeepsEachSideInOrder),
  (
    "flatMap(.latest) fed from two threads delivers every inner value in each sender's order", 1,
    flattenLatestKeepsEachSenderInOrder
  ),
  (
    "an interruption from another thread ends a stream of values once, after a prefix in order", 1,
    interruptionEndsCleanly
  ),
  (
    "a start disposed while another thread sends is interrupted once, after a prefix in order", 1,
    startDisposalEndsCleanly
  ),
  ("an observation disposed by two threads at once is detached once", 20, racedDisposalDetachesOnce),
]
var broken = 0
for rule in rules {
  let total = rounds * rule.roundsPerRound
  let failed = (0..<total).filter { _ in !rule.check() }.count
  print("\(failed == 0 ? "ok  " : "FAIL") \(rule.name): \(failed) of \(total) rounds broke it")
  if failed > 0 { broken += 1 }
}
exit(broken == 0 ? 0 : 1)
