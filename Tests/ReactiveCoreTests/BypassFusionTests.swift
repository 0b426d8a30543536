import Foundation
// Testable: the unfused form of each operator and the fused chain's shape are not public.
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A chain whose intermediate signals are still referenced (`let` statements) fuses as a chain
/// written in one expression does, and a referenced intermediate behaves as if nothing were
/// fused: observed later, it gets the values from then on, after the chain's own observers, and
/// each closure still runs once per value; it ends with its source; it stays attached to the
/// source when the chain's end is left by its observers.
@Suite("Fusion past referenced signals")
struct BypassFusionTests {
  typealias Step = OperatorFusionTests.Step

  /// One thing a random script does to the chain between the source's events.
  enum Action: CustomStringConvertible {
    case send(Signal<Int, TestError>.Event)
    /// Observe the kept signal after this many steps (0: the source), if it is still kept.
    case observe(Int)
    /// Drop the reference to the kept signal after this many steps.
    case release(Int)
    /// Dispose the chain end's observer.
    case disposeEnd
    /// Dispose the observer that this many earlier `observe`s made, if there is one.
    case disposeObserver(Int)

    var description: String {
      switch self {
      case let .send(event): return "send \(event)"
      case let .observe(index): return "observe #\(index)"
      case let .release(index): return "release #\(index)"
      case .disposeEnd: return "dispose end"
      case let .disposeObserver(index): return "dispose observer \(index)"
      }
    }
  }

  /// Every observer's events in the order they arrived, tagged with the observed signal.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var snapshot: [String] { lock.withLock { entries } }
  }

  /// Builds `steps` on a pipe keeping a reference to each signal in `kept`, observes the end,
  /// runs `actions`, and returns the log and each closure's runs. When `echoing`, the end's
  /// observer sends `value + 100` back into the source for small odd values, reentrantly.
  static func run(
    _ steps: [Step], kept: Set<Int>, actions: [Action], echoing: Bool, fused: Bool
  ) -> (log: [String], calls: [Int: Int]) {
    let calls = OperatorFusionTests.CallCounter()
    let log = Log()
    let (source, input) = Signal<Int, TestError>.pipe()
    var signals: [Signal<Int, TestError>?] = [source]
    for (index, step) in steps.enumerated() {
      let next = step.apply(to: signals[index]!, fused: fused, index: index, calls: calls)
      signals.append(next)
      if !kept.contains(index) && index > 0 { signals[index] = nil }
    }
    var observations: [Disposable?] = []
    let endObservation = signals[steps.count]!.observe { event in
      log.append("end \(event)")
      if echoing, let value = event.value, value % 2 != 0, abs(value) < 40 { input.send(value: value + 100) }
    }
    if !kept.contains(steps.count) { signals[steps.count] = nil }
    for action in actions {
      switch action {
      case let .send(event): input.send(event)
      case let .observe(index):
        guard let signal = signals[index] else { continue }
        observations.append(signal.observe { log.append("#\(index) \($0)") })
      case let .release(index): if index > 0 { signals[index] = nil }
      case .disposeEnd: endObservation?.dispose()
      case let .disposeObserver(back):
        if back < observations.count { observations[observations.count - 1 - back]?.dispose() }
      }
    }
    withExtendedLifetime((input, observations, signals)) {}
    return (log.snapshot, calls.snapshot)
  }

  static func randomActions(steps: Int, using generator: inout SplitMix64) -> [Action] {
    var actions: [Action] = []
    for _ in 0..<Int.random(in: 0...24, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5: actions.append(.send(.value(Int.random(in: -50...50, using: &generator))))
      case 5..<7: actions.append(.observe(Int.random(in: 0...steps, using: &generator)))
      case 7: actions.append(.release(Int.random(in: 0...steps, using: &generator)))
      case 8: actions.append(.disposeObserver(Int.random(in: 0...2, using: &generator)))
      default: actions.append(.disposeEnd)
      }
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: actions.append(.send(.completed))
    case 1: actions.append(.send(.failed(TestError(1))))
    case 2: actions.append(.send(.interrupted))
    default: break
    }
    // Observing after the end must be told the signal ended.
    if Bool.random(using: &generator) { actions.append(.observe(Int.random(in: 0...steps, using: &generator))) }
    return actions
  }

  @Test(
    "random chains with kept signals observed, released and left at random, with reentrant sends, give the same events, in the same order, and closure runs fused and unfused",
    arguments: [11, 12, 13, 14])
  func randomKeptChainsMatch(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<150 {
      let steps = (0..<Int.random(in: 1...8, using: &generator)).map { _ in Step.random(using: &generator) }
      let kept = Set((0...steps.count).filter { _ in Int.random(in: 0..<3, using: &generator) != 0 })
      let actions = Self.randomActions(steps: steps.count, using: &generator)
      let echoing = Bool.random(using: &generator)
      let unfused = Self.run(steps, kept: kept, actions: actions, echoing: echoing, fused: false)
      let fused = Self.run(steps, kept: kept, actions: actions, echoing: echoing, fused: true)
      let context = "\(steps), kept \(kept.sorted()), \(actions), echoing \(echoing)"
      #expect(fused.log == unfused.log, "\(context)")
      #expect(fused.calls == unfused.calls, "\(context)")
    }
  }

  @Test("operators written as let statements settle into one observation on the source")
  func letChainFuses() {
    let (source, input) = Signal<Int, Never>.pipe()
    let m1 = source.map { $0 + 1 }
    let m2 = m1.map { $0 + 1 }
    let m3 = m2.filter { $0 > 0 }
    let m4 = m3.compactMap { $0 }
    let m5 = m4.map { $0 * 10 }
    let recorder = m5.record()
    input.send(value: 1)
    input.send(value: -5)
    #expect(recorder.values == [30])
    let stage = m5.core.feed as? ValueStage<Int, Int, Never>
    #expect(stage?.observation?.core === source.core)
    #expect(stage?.bypassed.count == 4)
    withExtendedLifetime((m1, m2, m3, m4)) {}
  }

  @Test(
    "a kept signal observed later gets the values from then on, after the chain's observer, and its closure runs once per value"
  )
  func observingPutsItBack() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = OperatorFusionTests.CallCounter()
    let log = Log()
    let doubled = source.map {
      calls.count(0)
      return $0 * 2
    }
    let labels = doubled.map { "label \($0)" }
    labels.observeValues { log.append($0) }
    input.send(value: 1)
    doubled.observeValues { log.append("doubled \($0)") }
    input.send(value: 2)
    #expect(log.snapshot == ["label 2", "label 4", "doubled 4"])
    #expect(calls.snapshot[0] == 2)
    #expect((labels.core.feed as? ValueStage<Int, String, Never>)?.observation?.core === doubled.core)
  }

  @Test("a kept signal ends with its source: observed after the end, it is interrupted")
  func bypassedSignalEnds() {
    let (source, input) = Signal<Int, TestError>.pipe()
    let kept = source.map { $0 + 1 }
    let end = kept.map { $0 * 2 }.record()
    input.send(value: 1)
    input.send(error: TestError(7))
    let late = kept.record()
    #expect(end.events == [.value(4), .failed(TestError(7))])
    #expect(late.events == [.interrupted])
  }

  @Test(
    "when the chain's end loses its observer, a kept signal stays attached: its closure keeps running, and a later observer gets values"
  )
  func keptSignalOutlivesTheEnd() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = OperatorFusionTests.CallCounter()
    let kept = source.map {
      calls.count(0)
      return $0 + 1
    }
    let endObservation = kept.map { $0 * 2 }.observeValues { _ in }
    input.send(value: 1)
    endObservation?.dispose()
    input.send(value: 2)
    let late = kept.record()
    input.send(value: 3)
    #expect(calls.snapshot[0] == 3)
    #expect(late.values == [4])
  }

  @Test("a let chain releases every closure once its end is disposed and its signals are released")
  func letChainReleasesEverything() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, Never>.pipe()
    var probes: [LiveObjectCounter.Probe?] = [counter.probe("first"), counter.probe("second")]
    var first: Signal<Int, Never>? = source.map { [probe = probes[0]] in
      _ = probe
      return $0 + 1
    }
    var second: Signal<Int, Never>? = first!.map { [probe = probes[1]] in
      _ = probe
      return $0 * 2
    }
    probes = []
    let observation = second!.observeValues { _ in }
    input.send(value: 1)
    #expect(counter.liveCount == 2)
    first = nil
    second = nil
    observation?.dispose()
    input.send(value: 2)
    #expect(counter.liveLabels == [])
  }

  @Test(
    "a sender on another thread while kept signals are bypassed and observed: every observer sees a contiguous run of values, in order, ending with the last"
  )
  func concurrentSendsWhileBypassing() {
    let (source, input) = Signal<Int, Never>.pipe()
    let sends = 2_000
    let chains = 10
    let ends = (0..<chains).map { _ in EventRecorder<Int, Never>() }
    let middles = (0..<chains).map { _ in EventRecorder<Int, Never>() }
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      if worker == 0 {
        for value in 0..<sends { input.send(value: value) }
      } else {
        var kept: [Signal<Int, Never>] = []
        for chain in 0..<chains {
          let first = source.map { $0 * 2 }
          let second = first.filter { _ in true }
          let third = second.map { $0 / 2 }
          third.observe(ends[chain].observer)
          second.map { $0 / 2 }.observe(middles[chain].observer)
          kept += [first, second, third]
        }
        withExtendedLifetime(kept) {}
      }
    }
    for recorder in ends + middles {
      let values = recorder.values
      #expect(values == Array((sends - values.count)..<sends))
    }
  }
}
