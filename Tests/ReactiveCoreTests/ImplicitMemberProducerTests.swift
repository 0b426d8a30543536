import ReactiveCore
import ReactiveCoreTesting
import Testing

/// ReactiveSwift code writes `.init(…)` where an operator takes a producer; each spelling below
/// compiles as it does there, and behaves as the operator's contract says.
@Suite("Implicit-member producers")
struct ImplicitMemberProducerTests {
  @Test("flatMap on a stream that cannot fail, into .init(error:)")
  func flatMapIntoError() {
    let failed: SignalProducer<Int, TestError> = SignalProducer<Int, Never>(value: 1)
      .flatMap(.latest) { _ in .init(error: TestError(1)) }
    expectEvents(failed.record().recorder, [.failed(TestError(1))])
  }

  @Test("take(untilReplacement: .init(value:)) switches to the replacement")
  func takeUntilReplacement() {
    let (signal, _) = Signal<Int, Never>.pipe()
    let recorder = SignalProducer(signal).take(untilReplacement: .init(value: 0)).record().recorder
    expectValues(recorder, [0], then: .completed)
  }

  @Test("and(.init(value:)) and or(.init(value:))")
  func booleans() {
    let yes = SignalProducer<Bool, Never>(value: true)
    #expect(yes.and(.init(value: false)).record().recorder.values == [false])
    #expect(yes.and(.init(value: true)).record().recorder.values == [true])
    #expect(SignalProducer<Bool, Never>(value: false).or(.init(value: true)).record().recorder.values == [true])
  }

  @Test("then(.init(value:)) and flatMapError { .init(value:) }")
  func thenAndRecovery() {
    let then = SignalProducer<Int, Never>(value: 1).then(.init(value: "done"))
    expectValues(then.record().recorder, ["done"], then: .completed)
    let recovered: SignalProducer<Int, Never> = SignalProducer<Int, TestError>(error: TestError(2))
      .flatMapError { _ in .init(value: 0) }
    expectValues(recovered.record().recorder, [0], then: .completed)
  }

  @Test("then(.init(…)) after a producer that can fail: the replacement takes its error type")
  func thenAfterFailingProducer() {
    let base = SignalProducer<Int, TestError>(value: 1)
    let value: SignalProducer<String, TestError> = base.then(.init(value: "done"))
    expectValues(value.record().recorder, ["done"], then: .completed)
    let result = base.then(.init(result: Result<String, TestError>.failure(TestError(4))))
    expectEvents(result.record().recorder, [.failed(TestError(4))])
    let cannotFail = base.then(SignalProducer<Double, Never>(value: 0.5))
    expectValues(cannotFail.record().recorder, [0.5], then: .completed)
    #expect(type(of: cannotFail) == SignalProducer<Double, TestError>.self)
  }

  @Test("Signal.flatMap into .init(result:) takes the result's error type")
  func signalFlatMapResult() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let outcome: Result<Int, TestError> = .failure(TestError(3))
    let recorder = signal.flatMap(.latest) { value in value > 0 ? .init(value: value) : .init(result: outcome) }
      .record()
    input.send(value: 5)
    input.send(value: 0)
    expectValues(recorder, [5], then: .failed(TestError(3)))
  }

  @Test("triggers, samplers, samplees and initial values written as .init(value:)")
  func triggersAndSamplers() {
    let (values, input) = Signal<Int, Never>.pipe()
    let producer = SignalProducer(values)
    let skipped = producer.skip(until: .init(value: ())).record().recorder
    let taken = producer.take(until: .init(value: ())).record().recorder
    let sampled = producer.sample(on: .init(value: ())).record().recorder
    let paired = producer.withLatest(from: .init(value: "a")).map { "\($0)\($1)" }.record().recorder
    let fromSignal = values.withLatest(from: .init(value: "b")).map { "\($0)\($1)" }.record()
    let combined = producer.combineLatest(with: .init(value: 10)).map { $0 + $1 }.record().recorder
    let property = Property(initial: 0, then: .init(value: 7))
    let optional = Property(initial: Optional(0), then: .init(value: 8))
    input.send(value: 1)
    #expect(skipped.values == [1])
    expectValues(taken, [], then: .completed)
    #expect(sampled.values.isEmpty)
    #expect(paired.values == ["1a"] && fromSignal.values == ["1b"])
    #expect(combined.values == [11])
    #expect(property.value == 7 && optional.value == 8)
  }

  @Test("explicit producers still pick the same overloads as before")
  func explicitProducers() {
    let values = SignalProducer<Int, Never>([1, 2])
      .flatMap(.concat) { SignalProducer<Int, Never>(value: $0 * 10) }
    expectValues(values.record().recorder, [10, 20], then: .completed)
    let promoted = SignalProducer<Int, Never>(value: 1)
      .flatMap(.merge) { SignalProducer<Int, TestError>(value: $0) }
    expectValues(promoted.record().recorder, [1], then: .completed)
  }
}
