import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Stateless and stateful single-source operators, on signals and producers.
@Suite("Operators: transform")
struct TransformOperatorTests {
  @Test("map, key-path map, constant map, filter, compactMap, skipNil")
  func mapping() {
    struct Box { let n: Int }
    let source = SignalProducer<Int, TestError>([1, 2, 3, 4])
    expectValues(source.map { $0 * 10 }.record().recorder, [10, 20, 30, 40], then: .completed)
    expectValues(source.map(Box.init).map(\.n).record().recorder, [1, 2, 3, 4], then: .completed)
    expectValues(source.map(value: 0).record().recorder, [0, 0, 0, 0], then: .completed)
    expectValues(source.filter { $0 % 2 == 0 }.record().recorder, [2, 4], then: .completed)
    expectValues(source.compactMap { $0 > 2 ? $0 : nil }.record().recorder, [3, 4], then: .completed)
    expectValues(SignalProducer<Int?, TestError>([1, nil, 3]).skipNil().record().recorder, [1, 3], then: .completed)

    let (signal, input) = Signal<Int?, TestError>.pipe()
    let mapped = signal.skipNil().map { $0 + 1 }.filter { $0 > 1 }.record()
    input.send(value: nil)
    input.send(value: 0)
    input.send(value: 5)
    input.send(error: TestError(1))
    expectEvents(mapped, [.value(6), .failed(TestError(1))])
  }

  @Test("mapError, attemptMap, attempt, promoteError, flatMapError")
  func errors() {
    let failing = SignalProducer<Int, TestError>(error: TestError(1))
    expectEvents(failing.mapError { TestError($0.code + 1) }.record().recorder, [.failed(TestError(2))])
    let attempted = SignalProducer<Int, TestError>([1, 2, 3]).attemptMap { value in
      value == 2 ? .failure(TestError(2)) : .success(value * 2)
    }
    expectEvents(attempted.record().recorder, [.value(2), .failed(TestError(2))])
    let checked = SignalProducer<Int, TestError>([1, 2]).attempt { $0 < 2 ? .success(()) : .failure(TestError(9)) }
    expectEvents(checked.record().recorder, [.value(1), .failed(TestError(9))])
    let promoted: SignalProducer<Int, TestError> = SignalProducer<Int, Never>(value: 1).promoteError()
    expectValues(promoted.record().recorder, [1], then: .completed)
    let recovered = failing.flatMapError { error in SignalProducer<Int, Never>(value: error.code) }
    expectValues(recovered.record().recorder, [1], then: .completed)

    struct Thrown: Error {}
    let throwing = SignalProducer<Int, Never>([1, 2]).attemptMap { value -> Int in
      if value == 2 { throw Thrown() }
      return value
    }
    let recorder = throwing.record().recorder
    #expect(recorder.values == [1])
    #expect(recorder.error is Thrown)

    let (signal, input) = Signal<Int, TestError>.pipe()
    let fallback = signal.flatMapError { _ in SignalProducer<Int, Never>(values: 7, 8) }.record()
    input.send(value: 1)
    input.send(error: TestError(0))
    expectValues(fallback, [1, 7, 8], then: .completed)
  }

  @Test("flatMapError continues with a signal or a property, and without a type it recovers into one that cannot fail")
  func flatMapErrorReplacements() {
    let (failing, failingInput) = Signal<Int, TestError>.pipe()
    let fallback = MutableProperty(7)
    let (others, othersInput) = Signal<Int, Never>.pipe()
    let toProperty: SignalProducer<Int, Never> = SignalProducer(failing).flatMapError { _ in fallback }
    let toSignal: Signal<Int, Never> = failing.flatMapError { _ in others }
    let untyped = SignalProducer(failing).flatMapError { _ in .init(value: 0) }
    let untypedSignal = failing.flatMapError { _ in .empty }
    #expect(type(of: untyped) == SignalProducer<Int, Never>.self)
    #expect(type(of: untypedSignal) == Signal<Int, Never>.self)
    let recorders = (
      toProperty.record().recorder, toSignal.record(), untyped.record().recorder, untypedSignal.record()
    )
    failingInput.send(value: 1)
    failingInput.send(error: TestError(3))
    fallback.value = 8
    othersInput.send(value: 9)
    #expect(recorders.0.values == [1, 7, 8] && !recorders.0.isTerminated)
    #expect(recorders.1.values == [1, 9] && !recorders.1.isTerminated)
    expectValues(recorders.2, [1, 0], then: .completed)
    expectValues(recorders.3, [1], then: .completed)
  }

  @Test("skip(first:), skip(while:), take(first:), take(while:), take(last:)")
  func skipAndTake() {
    let source = SignalProducer<Int, Never>(1...6)
    expectValues(source.skip(first: 2).record().recorder, [3, 4, 5, 6], then: .completed)
    expectValues(source.skip(while: { $0 < 4 }).record().recorder, [4, 5, 6], then: .completed)
    expectValues(source.take(first: 2).record().recorder, [1, 2], then: .completed)
    expectValues(source.take(first: 0).record().recorder, [], then: .interrupted)
    expectValues(source.take(while: { $0 < 3 }).record().recorder, [1, 2], then: .completed)
    expectValues(source.take(last: 2).record().recorder, [5, 6], then: .completed)
    expectValues(SignalProducer<Int, Never>.empty.take(last: 2).record().recorder, [], then: .completed)
  }

  @Test("take(first:) on a hot signal completes after the count and detaches")
  func takeFirstOnSignal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.take(first: 2).record()
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    expectValues(recorder, [1, 2], then: .completed)
  }

  @Test("skipRepeats, custom skipRepeats, uniqueValues")
  func repeats() {
    let source = SignalProducer<Int, Never>([1, 1, 2, 2, 1, 3])
    expectValues(source.skipRepeats().record().recorder, [1, 2, 1, 3], then: .completed)
    expectValues(source.skipRepeats { abs($0 - $1) <= 1 }.record().recorder, [1, 3], then: .completed)
    expectValues(source.uniqueValues().record().recorder, [1, 2, 3], then: .completed)
    expectValues(source.uniqueValues { $0 % 2 }.record().recorder, [1, 2], then: .completed)
  }

  @Test("scan, scan(into:), reduce, reduce(into:)")
  func accumulation() {
    let source = SignalProducer<Int, Never>([1, 2, 3])
    expectValues(source.scan(0, +).record().recorder, [1, 3, 6], then: .completed)
    expectValues(
      source.scan(into: [Int]()) { $0.append($1) }.record().recorder, [[1], [1, 2], [1, 2, 3]], then: .completed)
    expectValues(source.reduce(10, +).record().recorder, [16], then: .completed)
    expectValues(source.reduce(into: "") { $0 += "\($1)" }.record().recorder, ["123"], then: .completed)
    let failed = SignalProducer<Int, TestError>(error: TestError(1)).reduce(0, +).record().recorder
    expectEvents(failed, [.failed(TestError(1))])
  }

  @Test("each start of a producer gets fresh operator state")
  func freshStatePerStart() {
    let counted = SignalProducer<Int, Never>([1, 2]).scan(0, +)
    #expect(counted.record().recorder.values == [1, 3])
    #expect(counted.record().recorder.values == [1, 3])
  }

  @Test("collect: all, by count, by predicate, empty")
  func collect() {
    let source = SignalProducer<Int, Never>(1...5)
    expectValues(source.collect().record().recorder, [[1, 2, 3, 4, 5]], then: .completed)
    expectValues(SignalProducer<Int, Never>.empty.collect().record().recorder, [[]], then: .completed)
    expectValues(source.collect(count: 2).record().recorder, [[1, 2], [3, 4], [5]], then: .completed)
    expectValues(source.collect { $0.reduce(0, +) >= 3 }.record().recorder, [[1, 2], [3], [4], [5]], then: .completed)
    expectValues(
      source.collect { _, next in next % 2 == 1 }.record().recorder, [[1, 2], [3, 4], [5]], then: .completed)
  }

  @Test("combinePrevious with and without an initial value")
  func combinePrevious() {
    let source = SignalProducer<Int, Never>([1, 2, 3])
    #expect(source.combinePrevious(0).record().recorder.values.map { [$0.0, $0.1] } == [[0, 1], [1, 2], [2, 3]])
    #expect(source.combinePrevious().record().recorder.values.map { [$0.0, $0.1] } == [[1, 2], [2, 3]])
  }

  @Test("materialize and dematerialize round-trip every event kind")
  func materialize() {
    let source = SignalProducer<Int, TestError>([1]).concat(SignalProducer(error: TestError(5)))
    let materialized = source.materialize().record().recorder
    expectValues(materialized, [.value(1), .failed(TestError(5))], then: .completed)
    expectEvents(source.materialize().dematerialize().record().recorder, [.value(1), .failed(TestError(5))])
    let results = source.materializeResults().record().recorder
    #expect(results.values == [.success(1), .failure(TestError(5))])
    expectEvents(
      source.materializeResults().dematerializeResults().record().recorder, [.value(1), .failed(TestError(5))])
    let (signal, input) = Signal<Int, Never>.pipe()
    let interrupted = signal.materialize().record()
    input.sendInterrupted()
    expectEvents(interrupted, [.value(.interrupted), .interrupted])
  }

  @Test("on(...) runs hooks before forwarding, in order, and disposed at the end")
  func sideEffects() {
    var log: [String] = []
    let producer = SignalProducer<Int, TestError>([1]).on(
      starting: { log.append("starting") },
      started: { log.append("started") },
      event: { log.append("event \($0)") },
      completed: { log.append("completed") },
      terminated: { log.append("terminated") },
      disposed: { log.append("disposed") },
      value: { log.append("value \($0)") })
    producer.start { event in log.append("observer \(event)") }
    #expect(
      log == [
        "starting", "event VALUE 1", "value 1", "observer VALUE 1", "event COMPLETED", "completed",
        "terminated", "observer COMPLETED", "disposed", "started",
      ])
    var interrupted = false
    SignalProducer<Int, TestError>.never.on(interrupted: { interrupted = true }).start().dispose()
    #expect(interrupted, "interrupting a start flows through the chain's hooks")
  }
}
