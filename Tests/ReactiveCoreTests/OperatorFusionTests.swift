import Foundation
// Testable: each operator's unfused form (`StageOperator.alone`, the observer it runs while
// nothing is fused) and the fused chain's internal shape are not public.
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Fused chains of `map`, `filter` and `compactMap` behave exactly as unfused ones: the same
/// events in the same order, each closure run the same number of times, the same reentrancy,
/// termination and disposal. Random chains run on random event sequences through the public
/// operators (which fuse once the intermediates are released) and through the unfused
/// implementation, and must agree.
@Suite("Operator fusion")
struct OperatorFusionTests {
  /// One stateless operator of a random chain.
  enum Step: CustomStringConvertible {
    case add(Int)
    case keepMultiples(of: Int)
    case halveEvens

    static func random(using generator: inout SplitMix64) -> Step {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: return .add(Int.random(in: -5...5, using: &generator))
      case 1: return .keepMultiples(of: Int.random(in: 1...3, using: &generator))
      default: return .halveEvens
      }
    }

    var description: String {
      switch self {
      case let .add(k): return "map(+\(k))"
      case let .keepMultiples(of: k): return "filter(%\(k))"
      case .halveEvens: return "compactMap(even/2)"
      }
    }

    /// The operator, counting each run of its closure in `calls[index]`.
    func stageOperator(index: Int, calls: CallCounter) -> StageOperator<Int, TestError, Int> {
      switch self {
      case let .add(k):
        return .map {
          calls.count(index)
          return $0 + k
        }
      case let .keepMultiples(of: k):
        return .filter {
          calls.count(index)
          return $0 % k == 0
        }
      case .halveEvens:
        return .compactMap {
          calls.count(index)
          return $0 % 2 == 0 ? $0 / 2 : nil
        }
      }
    }

    /// Applies the operator, fusable (as the public operators do) or on its own, never fused.
    func apply(
      to signal: Signal<Int, TestError>, fused: Bool, index: Int, calls: CallCounter
    ) -> Signal<Int, TestError> {
      let stageOperator = stageOperator(index: index, calls: calls)
      return fused ? signal.applyStage(stageOperator) : signal.applyInline(stageOperator.alone)
    }

    /// Applies the operator to a producer, fusable or on its own.
    func apply(
      to producer: SignalProducer<Int, TestError>, fused: Bool, index: Int, calls: CallCounter
    ) -> SignalProducer<Int, TestError> {
      let stageOperator = stageOperator(index: index, calls: calls)
      return fused ? producer.applyStage(stageOperator) : producer.apply(stageOperator.alone)
    }
  }

  /// How often each operator's closure ran.
  final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]

    func count(_ index: Int) { lock.withLock { counts[index, default: 0] += 1 } }
    var snapshot: [Int: Int] { lock.withLock { counts } }
  }

  /// What a run through a chain produced.
  struct Outcome: Equatable {
    var events: [Signal<Int, TestError>.Event]
    var calls: [Int: Int]
  }

  /// A random source script: values, then maybe a terminal event.
  static func randomScript(using generator: inout SplitMix64) -> [Signal<Int, TestError>.Event] {
    var events = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
      Signal<Int, TestError>.Event.value(Int.random(in: -50...50, using: &generator))
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: events.append(.completed)
    case 1: events.append(.failed(TestError(1)))
    case 2: events.append(.interrupted)
    default: break
    }
    return events
  }

  /// Runs `script` through `steps`, fused or not (intermediates released either way). When
  /// `echoing`, the observer sends `value + 100` back into the source for small odd values,
  /// reentrantly; when `disposeAfter` is set, it disposes its own observation after that many
  /// events.
  static func run(
    _ steps: [Step], script: [Signal<Int, TestError>.Event], fused: Bool,
    echoing: Bool = false, disposeAfter: Int? = nil, reentrantPipe: Bool = false
  ) -> Outcome {
    let calls = CallCounter()
    let (source, input) =
      reentrantPipe ? Signal<Int, TestError>.reentrantUnserializedPipe() : Signal<Int, TestError>.pipe()
    var chain = source
    for (index, step) in steps.enumerated() {
      chain = step.apply(to: chain, fused: fused, index: index, calls: calls)
    }
    let events = EventRecorder<Int, TestError>()
    let observation = SerialDisposable()
    observation.inner = chain.observe { event in
      events.observer.send(event)
      if let disposeAfter, events.events.count == disposeAfter { observation.dispose() }
      if echoing, let value = event.value, value % 2 != 0, abs(value) < 40 { input.send(value: value + 100) }
    }
    chain = source
    for event in script { input.send(event) }
    withExtendedLifetime(input) {}
    return Outcome(events: events.events, calls: calls.snapshot)
  }

  @Test("random chains give the same events and closure runs fused and unfused", arguments: [1, 2, 3, 4])
  func randomChainsMatch(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<150 {
      let steps = (0..<Int.random(in: 1...8, using: &generator)).map { _ in Step.random(using: &generator) }
      let script = Self.randomScript(using: &generator)
      let echoing = Bool.random(using: &generator)
      let disposeAfter = Bool.random(using: &generator) ? Int.random(in: 0...10, using: &generator) : nil
      let reentrantPipe = Int.random(in: 0..<4, using: &generator) == 0
      let unfused = Self.run(
        steps, script: script, fused: false, echoing: echoing, disposeAfter: disposeAfter,
        reentrantPipe: reentrantPipe)
      let fused = Self.run(
        steps, script: script, fused: true, echoing: echoing, disposeAfter: disposeAfter,
        reentrantPipe: reentrantPipe)
      let context = "\(steps) on \(script), echoing \(echoing), dispose after \(String(describing: disposeAfter))"
      #expect(fused.events == unfused.events, "\(context)")
      if echoing, disposeAfter != nil {
        // An echo queued by the observer that then disposed itself: the unfused chain detaches
        // stage by stage through the source's queue, so its first stages may still run for that
        // echo (their results go nowhere); the fused chain detaches from the source at once.
        for (stage, count) in fused.calls { #expect(count <= unfused.calls[stage] ?? 0, "\(context)") }
      } else {
        #expect(fused.calls == unfused.calls, "\(context)")
      }
    }
  }

  @Test("random producer chains give the same events and closure runs fused and unfused", arguments: [5, 6])
  func randomProducerChainsMatch(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<150 {
      let steps = (0..<Int.random(in: 1...8, using: &generator)).map { _ in Step.random(using: &generator) }
      let script = Self.randomScript(using: &generator)
      let disposeAfter = Bool.random(using: &generator) ? Int.random(in: 1...10, using: &generator) : nil
      func run(fused: Bool) -> Outcome {
        let calls = CallCounter()
        var producer = SignalProducer<Int, TestError> { observer, lifetime in
          for event in script where !lifetime.hasEnded { observer.send(event) }
        }
        for (index, step) in steps.enumerated() {
          producer = step.apply(to: producer, fused: fused, index: index, calls: calls)
        }
        let events = EventRecorder<Int, TestError>()
        let start = SerialDisposable()
        start.inner = producer.start { event in
          events.observer.send(event)
          if let disposeAfter, events.events.count == disposeAfter { start.dispose() }
        }
        return Outcome(events: events.events, calls: calls.snapshot)
      }
      #expect(
        run(fused: true) == run(fused: false),
        "\(steps) on \(script), dispose after \(String(describing: disposeAfter))")
    }
  }

  @Test("each start of a fused producer runs its own chain")
  func fusedProducerStartsAreIndependent() {
    let calls = CallCounter()
    let producer = SignalProducer<Int, Never>([1, 2, 3])
      .map { value -> Int in
        calls.count(0)
        return value * 10
      }
      .filter { $0 > 10 }
      .compactMap { $0 + 1 }
    let first = producer.record().recorder
    let second = producer.map { (value: Int) -> Int in -value }.record().recorder
    #expect(first.events == [.value(21), .value(31), .completed])
    #expect(second.events == [.value(-21), .value(-31), .completed])
    #expect(calls.snapshot[0] == 6)
  }

  @Test("a chain built in one expression settles into one observation on its source")
  func chainFusesIntoOneStage() {
    let (source, input) = Signal<Int, Never>.pipe()
    let end = source.map { $0 + 1 }.filter { $0 > 0 }.compactMap { $0 }.map { $0 * 2 }
    let stage = end.core.feed as? ValueStage<Int, Int, Never>
    #expect(stage?.observation?.core === source.core)
    let recorder = end.record()
    input.send(value: 1)
    #expect(recorder.values == [4])
  }

  @Test("an intermediate that is kept and observed runs its closure once per value")
  func sharedIntermediateRunsOnce() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = CallCounter()
    var shared: Signal<Int, Never>? = source.map {
      calls.count(0)
      return $0 * 10
    }
    let direct = shared!.record()
    let downstream = shared!.map { $0 + 1 }.record()
    input.send(value: 1)
    shared = nil
    input.send(value: 2)
    #expect(direct.values == [10, 20])
    #expect(downstream.values == [11, 21])
    #expect(calls.snapshot[0] == 2)
  }

  @Test("an intermediate fuses when its other observer leaves, and keeps delivering")
  func fusesWhenTheOtherObserverLeaves() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = CallCounter()
    var intermediate: Signal<Int, Never>? = source.map {
      calls.count(0)
      return $0 + 1
    }
    let other = intermediate!.observeValues { _ in }
    let last = intermediate!.filter { $0 % 2 == 0 }.record()
    intermediate = nil
    input.send(value: 1)
    other?.dispose()
    input.send(value: 3)
    input.send(value: 4)
    input.sendCompleted()
    #expect(last.values == [2, 4])
    #expect(last.isCompleted)
    #expect(calls.snapshot[0] == 3)
  }

  @Test("disposing the end of a fused chain detaches it from its source and releases its closures")
  func disposalReleasesFusedChain() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, Never>.pipe()
    var probe: LiveObjectCounter.Probe? = counter.probe("map closure")
    let received = CallCounter()
    let disposable =
      source
      .map { [probe] value -> Int in
        _ = probe
        return value + 1
      }
      .filter { $0 > 0 }
      .compactMap { $0 }
      .observeValues { _ in received.count(0) }
    probe = nil
    input.send(value: 1)
    #expect(counter.liveCount == 1)
    disposable?.dispose()
    input.send(value: 2)
    #expect(received.snapshot[0] == 1)
    #expect(counter.liveLabels == [])
  }

  @Test("a fused chain ends with its source and releases its closures")
  func terminationReleasesFusedChain() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, TestError>.pipe()
    var probe: LiveObjectCounter.Probe? = counter.probe("filter closure")
    let recorder =
      source
      .map { $0 * 2 }
      .filter { [probe] _ in
        _ = probe
        return true
      }
      .map { $0 + 1 }
      .record()
    probe = nil
    input.send(value: 1)
    input.send(error: TestError(1))
    #expect(recorder.events == [.value(3), .failed(TestError(1))])
    #expect(counter.liveLabels == [])
  }

  @Test("releasing the source's input interrupts a fused chain")
  func inputReleaseInterruptsFusedChain() {
    var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)? = Signal<Int, Never>.pipe()
    let recorder = pipe!.output.map { $0 + 1 }.map { $0 * 2 }.record()
    pipe!.input.send(value: 1)
    pipe = nil
    #expect(recorder.events == [.value(4), .interrupted])
  }

  @Test("senders on several threads while chains fuse: every chain sees every value once, in order")
  func concurrentSendsWhileFusing() {
    let (source, input) = Signal<Int, Never>.pipe()
    let recorders = (0..<20).map { _ in EventRecorder<Int, Never>() }
    let sends = 2_000
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      if worker == 0 {
        for value in 0..<sends { input.send(value: value) }
      } else {
        for recorder in recorders {
          source.map { $0 * 2 }.filter { _ in true }.map { $0 / 2 }.observe(recorder.observer)
        }
      }
    }
    for recorder in recorders {
      let values = recorder.values
      // Attached part-way: a contiguous run of the sent values, ending with the last one.
      #expect(values == Array((sends - values.count)..<sends))
    }
  }
}
