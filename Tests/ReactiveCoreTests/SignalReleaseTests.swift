// Testable: what is checked is that the internal state behind a signal is freed, which no public
// API shows (a leaked core holds no user object, only memory).
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A signal torn down (unreferenced, its last observer gone) or fused away frees its state; a
/// cycle between the signal's state and its detached observations used to keep it forever.
@Suite("Signal state release")
struct SignalReleaseTests {
  @Test(
    "values queued behind a delivery arrive in order and are released once delivered",
    arguments: [3, 200])
  func queuedValuesReleased(count: Int) {
    // Sent from inside an observer, each value waits in the signal's queue; the queue hands
    // them out by moving them, and keeps its storage only for small batches (64 or fewer).
    final class Payload {
      let number: Int
      init(_ number: Int) { self.number = number }
    }
    let counter = LiveObjectCounter()
    let (signal, input) = Signal<Payload, Never>.pipe()
    var received: [Int] = []
    var liveWhileDelivered: [Int] = []
    signal.observeValues { payload in
      received.append(payload.number)
      liveWhileDelivered.append(counter.liveLabels.count)
      if payload.number == 0 {
        for number in 1...count {
          let queued = Payload(number)
          counter.watch(queued, "payload \(number)")
          input.send(value: queued)
        }
      }
    }
    input.send(value: Payload(0))
    #expect(received == Array(0...count))
    // While the n-th is delivered, it and the ones after it are alive; none before it is.
    #expect(liveWhileDelivered == [0] + (1...count).map { count - $0 + 1 })
    #expect(counter.liveLabels == [])
  }

  @Test("a derived signal whose last observer leaves frees its state")
  func tornDownSignalFreesState() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, Never>.pipe()
    do {
      let derived = source.map { $0 + 1 }
      counter.watch(derived.core, "map signal")
      let observation = derived.observeValues { _ in }
      input.send(value: 1)
      observation?.dispose()
    }
    do {
      let derived = source.scan(0, +)
      counter.watch(derived.core, "scan signal")
      derived.observeValues { _ in }?.dispose()
    }
    #expect(counter.liveLabels == [])
    withExtendedLifetime(input) {}
  }

  @Test("a fused chain frees every intermediate's state, and its own when its observer leaves")
  func fusedChainFreesState() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, Never>.pipe()
    var observation: Disposable?
    do {
      let first = source.map { $0 + 1 }
      counter.watch(first.core, "first map")
      let second = first.filter { $0 > 0 }
      counter.watch(second.core, "filter")
      let end = second.map { $0 * 2 }
      counter.watch(end.core, "last map")
      observation = end.observeValues { _ in }
    }
    // The intermediates are released with the scope: fused away, and freed.
    #expect(counter.liveLabels == ["last map"])
    input.send(value: 1)
    observation?.dispose()
    observation = nil
    #expect(counter.liveLabels == [])
    withExtendedLifetime(input) {}
  }
}
