import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Operators: flatten")
struct FlattenTests {
  /// Outer signal of inner pipes that a test drives by hand.
  final class Inners {
    var inputs: [Signal<Int, TestError>.Observer] = []
    func make() -> Signal<Int, TestError> {
      let (signal, input) = Signal<Int, TestError>.pipe()
      inputs.append(input)
      return signal
    }

    /// An outer pipe of these inners as producers, flattened with `strategy`: what comes out,
    /// the outer input, and a way to send it a new inner.
    func flattenedProducers(_ strategy: FlattenStrategy) -> (
      recorder: EventRecorder<Int, TestError>, outer: Signal<SignalProducer<Int, TestError>, TestError>.Observer,
      sendInner: () -> Void
    ) {
      let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
      return (outer.flatten(strategy).record(), outerInput, { outerInput.send(value: SignalProducer(self.make())) })
    }
  }

  @Test("merge forwards every inner and completes after the outer and all inners")
  func merge() {
    let inners = Inners()
    let (outer, outerInput) = Signal<Signal<Int, TestError>, TestError>.pipe()
    let recorder = outer.flatten(.merge).record()
    outerInput.send(value: inners.make())
    outerInput.send(value: inners.make())
    inners.inputs[1].send(value: 2)
    inners.inputs[0].send(value: 1)
    outerInput.sendCompleted()
    inners.inputs[0].sendCompleted()
    #expect(!recorder.isTerminated)
    inners.inputs[1].sendCompleted()
    expectValues(recorder, [2, 1], then: .completed)
  }

  @Test("concat runs inners one at a time, in order")
  func concat() {
    let inners = Inners()
    let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let recorder = outer.flatten(.concat).record()
    let first = inners.make()
    let second = inners.make()
    outerInput.send(value: SignalProducer(first))
    outerInput.send(value: SignalProducer(second))
    inners.inputs[1].send(value: 20)  // not started yet: lost, as for any hot signal
    inners.inputs[0].send(value: 1)
    inners.inputs[0].sendCompleted()
    inners.inputs[1].send(value: 21)
    outerInput.sendCompleted()
    inners.inputs[1].sendCompleted()
    expectValues(recorder, [1, 21], then: .completed)
  }

  @Test("latest forwards only the newest inner and interrupts the previous one")
  func latest() {
    var interruptions = 0
    let (outer, outerInput) = Signal<Int, Never>.pipe()
    let recorder = outer.flatMap(.latest) { value in
      SignalProducer<Int, Never> { observer, lifetime in
        observer.send(value: value)
        lifetime.observeEnded { interruptions += 1 }
      }
    }.record()
    outerInput.send(value: 1)
    outerInput.send(value: 2)
    #expect(recorder.values == [1, 2])
    #expect(interruptions == 1)
  }

  @Test("latest with synchronous inners keeps every value in order")
  func latestSynchronous() {
    let recorder = SignalProducer<Int, Never>([0, 10, 20])
      .flatMap(.latest) { SignalProducer<Int, Never>($0..<($0 + 3)) }
      .record().recorder
    expectValues(recorder, [0, 1, 2, 10, 11, 12, 20, 21, 22], then: .completed)
  }

  @Test("race forwards the first inner to send and disposes the others")
  func race() {
    let inners = Inners()
    let (outer, outerInput) = Signal<Signal<Int, TestError>, TestError>.pipe()
    let recorder = outer.flatten(.race).record()
    outerInput.send(value: inners.make())
    outerInput.send(value: inners.make())
    inners.inputs[1].send(value: 2)
    inners.inputs[0].send(value: 1)
    inners.inputs[1].send(value: 3)
    outerInput.sendCompleted()
    inners.inputs[1].sendCompleted()
    expectValues(recorder, [2, 3], then: .completed)
  }

  @Test("concurrent(limit:) starts at most limit inners; the rest wait their turn")
  func concurrentLimit() {
    var started: [Int] = []
    var inputs: [Int: Signal<Int, Never>.Observer] = [:]
    let recorder = SignalProducer<Int, Never>([1, 2, 3])
      .flatMap(.concurrent(limit: 2)) { id in
        SignalProducer<Int, Never> { observer, _ in
          started.append(id)
          inputs[id] = observer
        }
      }.record().recorder
    #expect(started == [1, 2])
    inputs[1]?.send(value: 10)
    inputs[1]?.sendCompleted()
    #expect(started == [1, 2, 3])
    inputs[2]?.sendCompleted()
    inputs[3]?.send(value: 30)
    inputs[3]?.sendCompleted()
    expectValues(recorder, [10, 30], then: .completed)
    #expect(FlattenStrategy.concurrent(limit: 2).description == "concurrent(limit: 2)")
  }

  @Test("an inner failure fails the result; an outer failure too")
  func failures() {
    let innerFails = SignalProducer<Int, TestError>([1, 2]).flatMap(.merge) { value in
      value == 2 ? SignalProducer<Int, TestError>(error: TestError(2)) : SignalProducer(value: value)
    }
    expectEvents(innerFails.record().recorder, [.value(1), .failed(TestError(2))])
    let outerFails = SignalProducer<SignalProducer<Int, TestError>, TestError>(error: TestError(3)).flatten(.latest)
    expectEvents(outerFails.record().recorder, [.failed(TestError(3))])
  }

  @Test("error types combine: never-failing outer or inner streams")
  func errorCombinations() {
    let outerNever = SignalProducer<Int, Never>([1]).flatMap(.merge) { _ in
      SignalProducer<Int, TestError>(error: TestError(1))
    }
    expectEvents(outerNever.record().recorder, [.failed(TestError(1))])
    let innerNever = SignalProducer<Int, TestError>([1]).flatMap(.merge) { SignalProducer<Int, Never>(value: $0) }
    expectValues(innerNever.record().recorder, [1], then: .completed)
    let bothNever = SignalProducer<SignalProducer<Int, Never>, Never>(value: SignalProducer(value: 5)).flatten(.concat)
    expectValues(bothNever.record().recorder, [5], then: .completed)
  }

  @Test(
    "an inner stream's interruption counts as its completion; the result goes on",
    arguments: [FlattenStrategy.merge, .concat, .concurrent(limit: 2), .latest])
  func innerInterruptionCountsAsCompletion(strategy: FlattenStrategy) {
    let inners = Inners()
    let (recorder, outer, sendInner) = inners.flattenedProducers(strategy)
    sendInner()
    inners.inputs[0].send(value: 1)
    inners.inputs[0].sendInterrupted()
    #expect(!recorder.isTerminated)
    sendInner()
    inners.inputs[1].send(value: 2)
    outer.sendCompleted()
    #expect(!recorder.isTerminated)
    inners.inputs[1].sendCompleted()
    expectValues(recorder, [1, 2], then: .completed)
  }

  @Test("concat starts the next waiting inner when the running one is interrupted")
  func concatMovesOnAfterInterruption() {
    let inners = Inners()
    let (recorder, outer, sendInner) = inners.flattenedProducers(.concat)
    sendInner()
    sendInner()
    outer.sendCompleted()
    inners.inputs[0].sendInterrupted()
    inners.inputs[1].send(value: 2)
    inners.inputs[1].sendCompleted()
    expectValues(recorder, [2], then: .completed)
  }

  @Test(
    "race and throttle end the result when their inner stream is interrupted",
    arguments: [FlattenStrategy.race, .throttle])
  func innerInterruptionEndsRaceAndThrottle(strategy: FlattenStrategy) {
    let inners = Inners()
    let (recorder, _, sendInner) = inners.flattenedProducers(strategy)
    sendInner()
    inners.inputs[0].send(value: 1)
    inners.inputs[0].sendInterrupted()
    expectEvents(recorder, [.value(1), .interrupted])
  }

  @Test("disposing the result interrupts every running inner")
  func disposalReachesInners() {
    var disposedInners = 0
    let (recorder, disposable) = SignalProducer<Int, Never>([1, 2]).flatMap(.merge) { _ in
      SignalProducer<Int, Never> { _, lifetime in lifetime.observeEnded { disposedInners += 1 } }
    }.record()
    disposable.dispose()
    #expect(disposedInners == 2)
    expectEvents(recorder, [.interrupted])
  }
}
