// Testable: what is checked is that the internal state behind a signal is freed, which no public
// API shows (a leaked core holds no user object, only memory).
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A signal torn down (unreferenced, its last observer gone) or fused away frees its state; a
/// cycle between the signal's state and its detached observations used to keep it forever.
@Suite("Signal state release")
struct SignalReleaseTests {
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
