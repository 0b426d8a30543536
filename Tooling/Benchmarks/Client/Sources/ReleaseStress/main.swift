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

/// Values received, from whichever thread delivers them.
final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int] = []
  func append(_ value: Int) { lock.withLock { values.append(value) } }
  var all: [Int] { lock.withLock { values } }
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
  return received.all == Array(1...4_000)
}

/// Four threads send to one pipe at once: each sender's values arrive in its order, none lost.
func concurrentSendersKeepTheirOrder() -> Bool {
  let (signal, input) = Signal<Int, Never>.pipe()
  let received = Received()
  signal.observeValues(received.append)
  together(4) { thread in
    for index in 0..<1_000 { input.send(value: thread * 1_000_000 + index) }
  }
  let values = received.all
  let bySender = Dictionary(grouping: values, by: { $0 / 1_000_000 })
  return values.count == 4_000 && bySender.values.allSatisfy { $0 == $0.sorted() && $0.count == 1_000 }
}

/// Four threads send events to a feedback loop: every event is reduced once, each sender's in
/// its order (the loop's own serial context, the same drain as a signal's).
func loopEventsKeepTheirOrder() -> Bool {
  let loop = Loop<[Int], Int>(initial: [], reducer: { state, event in state.append(event) }, feedbacks: [])
  together(4) { thread in
    for index in 0..<250 { loop.send(thread * 1_000_000 + index) }
  }
  let reduced = loop.state.value
  let bySender = Dictionary(grouping: reduced, by: { $0 / 1_000_000 })
  return reduced.count == 1_000 && bySender.values.allSatisfy { $0 == $0.sorted() && $0.count == 250 }
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
