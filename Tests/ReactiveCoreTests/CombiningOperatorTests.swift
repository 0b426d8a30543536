import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Operators with several sources.
@Suite("Operators: combining")
struct CombiningOperatorTests {
  @Test("combineLatest waits for every source, then sends on each change; completes when all do")
  func combineLatest() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<String, TestError>.pipe()
    let recorder = a.combineLatest(with: b).map { "\($0.0)\($0.1)" }.record()
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: "x")
    aInput.send(value: 3)
    bInput.send(value: "y")
    aInput.sendCompleted()
    #expect(!recorder.isTerminated)
    bInput.sendCompleted()
    expectValues(recorder, ["2x", "3x", "3y"], then: .completed)
  }

  @Test("combineLatest fails or interrupts as soon as one source does")
  func combineLatestTermination() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<Int, TestError>.pipe()
    let failed = Signal.combineLatest(a, b).record()
    aInput.send(error: TestError(1))
    #expect(failed.error == TestError(1) && failed.values.isEmpty)
    withExtendedLifetime(bInput) {}

    let (c, cInput) = Signal<Int, TestError>.pipe()
    let (d, _) = Signal<Int, TestError>.pipe()
    let interrupted = c.combineLatest(with: d).record()
    #expect(interrupted.isInterrupted, "releasing an input interrupts its signal, and so the combination")
    withExtendedLifetime(cInput) {}
  }

  @Test("n-ary and array combineLatest; an empty array completes or sends its sentinel")
  func combineLatestNary() {
    let producers = (1...3).map { SignalProducer<Int, Never>(value: $0) }
    let combined = SignalProducer<Int, Never>.combineLatest(producers)
    #expect(combined.record().recorder.values == [[1, 2, 3]])
    expectValues(SignalProducer<Int, Never>.combineLatest([]).record().recorder, [], then: .completed)
    expectValues(
      SignalProducer<Int, Never>.combineLatest([], emptySentinel: []).record().recorder, [[]], then: .completed)
    let triple = SignalProducer<Int, Never>.combineLatest(
      SignalProducer<Int, Never>(value: 1), SignalProducer(value: "b"), SignalProducer(value: 3.0))
    #expect(triple.record().recorder.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1b3.0"])
    let five = SignalProducer<Int, Never>.combineLatest(
      SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2), SignalProducer(value: 3),
      SignalProducer(value: 4), SignalProducer(value: 5))
    #expect(five.record().recorder.values.map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 } == [15])
  }

  @Test("zip pairs values by position and completes when a finished side runs out")
  func zip() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<String, Never>.pipe()
    let recorder = a.zip(with: b).map { "\($0.0)\($0.1)" }.record()
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: "x")
    aInput.sendCompleted()
    #expect(!recorder.isTerminated, "a's second value still waits for a partner")
    bInput.send(value: "y")
    expectValues(recorder, ["1x", "2y"], then: .completed)
    let arrays = SignalProducer.zip([SignalProducer<Int, Never>([1, 2]), SignalProducer([3, 4, 5])])
    expectValues(arrays.record().recorder, [[1, 3], [2, 4]], then: .completed)
    let three = SignalProducer<Int, Never>.zip(
      SignalProducer<Int, Never>([1]), SignalProducer(["a"]), SignalProducer([true]))
    #expect(three.record().recorder.values.count == 1)
  }

  @Test("merge forwards all values and completes when every source has")
  func merge() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<Int, TestError>.pipe()
    let recorder = Signal.merge(a, b).record()
    aInput.send(value: 1)
    bInput.send(value: 2)
    aInput.sendCompleted()
    bInput.send(value: 3)
    bInput.sendCompleted()
    expectValues(recorder, [1, 2, 3], then: .completed)
    let merged = SignalProducer<Int, TestError>([1]).merge(with: SignalProducer(error: TestError(2)))
    expectEvents(merged.record().recorder, [.value(1), .failed(TestError(2))])
    expectEvents(SignalProducer<Int, Never>.merge([]).record().recorder, [.completed])
  }

  @Test("sample sends the latest value on each tick; completes when both complete")
  func sample() {
    let (values, valuesInput) = Signal<Int, Never>.pipe()
    let (ticks, tickInput) = Signal<(), Never>.pipe()
    let recorder = values.sample(on: ticks).record()
    tickInput.send(value: ())
    valuesInput.send(value: 1)
    valuesInput.send(value: 2)
    tickInput.send(value: ())
    tickInput.send(value: ())
    valuesInput.sendCompleted()
    tickInput.send(value: ())
    tickInput.sendCompleted()
    expectValues(recorder, [2, 2, 2], then: .completed)
  }

  @Test("sample(with:) pairs the latest value with each sampler value; fails with the source, interrupts with either")
  func sampleWith() {
    let (values, valuesInput) = Signal<Int, TestError>.pipe()
    let (sampler, samplerInput) = Signal<String, Never>.pipe()
    let recorder = values.sample(with: sampler).map { "\($0.0)\($0.1)" }.record()
    samplerInput.send(value: "a")  // no value yet: nothing
    valuesInput.send(value: 1)
    samplerInput.send(value: "b")
    samplerInput.send(value: "c")  // the same value again, with the new sampler value
    valuesInput.send(value: 2)
    valuesInput.send(value: 3)
    samplerInput.send(value: "d")
    valuesInput.send(error: TestError(7))
    samplerInput.send(value: "e")
    expectValues(recorder, ["1b", "1c", "3d"], then: .failed(TestError(7)))

    // The producer form, sampled by a signal; the sampler's interruption interrupts it.
    let (ticks, tickInput) = Signal<Int, Never>.pipe()
    let sampled = SignalProducer<String, Never>(value: "x").sample(with: ticks).map { "\($0.0)\($0.1)" }.record()
    tickInput.send(value: 1)
    tickInput.sendInterrupted()
    expectEvents(sampled.recorder, [.value("x1"), .interrupted])
  }

  @Test("withLatest pairs each value with the other's latest, ending with the source")
  func withLatest() {
    let (values, valuesInput) = Signal<Int, Never>.pipe()
    let other = MutableProperty("a")
    let recorder = values.withLatest(from: other.producer).map { "\($0.0)\($0.1)" }.record()
    valuesInput.send(value: 1)
    other.value = "b"
    valuesInput.send(value: 2)
    valuesInput.sendCompleted()
    expectValues(recorder, ["1a", "2b"], then: .completed)
  }

  @Test("take(until:), take(during:), skip(until:)")
  func triggers() {
    let (values, valuesInput) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<(), Never>.pipe()
    let until = values.take(until: trigger).record()
    let skipped = values.skip(until: trigger).record()
    valuesInput.send(value: 1)
    triggerInput.send(value: ())
    valuesInput.send(value: 2)
    expectValues(until, [1], then: .completed)
    #expect(skipped.values == [2])

    let (lifetime, token) = Lifetime.make()
    let during = SignalProducer(values).take(during: lifetime).record().recorder
    valuesInput.send(value: 3)
    token.dispose()
    valuesInput.send(value: 4)
    expectValues(during, [3], then: .completed)
  }

  @Test("concat, prefix and then run producers one after another")
  func sequencing() {
    let first = SignalProducer<Int, TestError>([1, 2])
    let second = SignalProducer<Int, TestError>([3])
    expectValues(first.concat(second).record().recorder, [1, 2, 3], then: .completed)
    expectValues(second.prefix(value: 0).record().recorder, [0, 3], then: .completed)
    expectValues(second.prefix(first).record().recorder, [1, 2, 3], then: .completed)
    expectValues(
      first.then(SignalProducer<String, TestError>(value: "done")).record().recorder, ["done"], then: .completed)
    let failed = SignalProducer<Int, TestError>(error: TestError(1)).then(second)
    expectEvents(failed.record().recorder, [.failed(TestError(1))])
    // Regression: a synchronously completing producer must not interrupt its asynchronous
    // replacement when its own start returns.
    let (later, laterInput) = Signal<Int, TestError>.pipe()
    let thenAsync = first.then(SignalProducer(later)).record().recorder
    let recoverAsync = SignalProducer<Int, TestError>(error: TestError(0))
      .flatMapError { _ in SignalProducer(later) }.record().recorder
    laterInput.send(value: 9)
    #expect(thenAsync.values == [9] && !thenAsync.isTerminated)
    #expect(recoverAsync.values == [9] && !recoverAsync.isTerminated)
    let neverFails = SignalProducer<Int, Never>([1]).then(SignalProducer<String, Never>(value: "x"))
    expectValues(neverFails.record().recorder, ["x"], then: .completed)
  }

  @Test("then takes a signal or a property as its replacement, whichever side can fail")
  func thenWithSignalsAndProperties() {
    let property = MutableProperty("p")
    let (strings, stringsInput) = Signal<String, Never>.pipe()
    let (failing, failingInput) = Signal<String, TestError>.pipe()
    let done = SignalProducer<Int, Never>(value: 1)
    let fallible = SignalProducer<Int, TestError>(value: 1)

    let neverThenProperty: SignalProducer<String, Never> = done.then(property)
    let neverThenSignal: SignalProducer<String, Never> = done.then(strings)
    let neverThenFailing: SignalProducer<String, TestError> = done.then(failing)
    let fallibleThenProperty: SignalProducer<String, TestError> = fallible.then(property)
    let fallibleThenSignal: SignalProducer<String, TestError> = fallible.then(strings)

    let fromProperties = (neverThenProperty.record().recorder, fallibleThenProperty.record().recorder)
    let fromSignal = (neverThenSignal.record().recorder, fallibleThenSignal.record().recorder)
    let fromFailing = neverThenFailing.record().recorder
    stringsInput.send(value: "s")
    failingInput.send(error: TestError(5))
    property.value = "q"
    #expect(fromProperties.0.values == ["p", "q"] && fromProperties.1.values == ["p", "q"])
    #expect(fromSignal.0.values == ["s"] && fromSignal.1.values == ["s"])
    expectEvents(fromFailing, [.failed(TestError(5))])
  }
}

@Suite("Boolean operators and arities")
struct BooleanAndArityTests {
  @Test("Signal negate/and/or/all/any follow the latest value of each source")
  func signalLogic() {
    let (a, aInput) = Signal<Bool, Never>.pipe()
    let (b, bInput) = Signal<Bool, Never>.pipe()
    let and = a.and(b).record()
    let or = a.or(b).record()
    let not = a.negate().record()
    let all = Signal.all(a, b).record()
    let any = Signal.any([a, b]).record()
    aInput.send(value: true)
    #expect(and.values.isEmpty, "waits for every source")
    bInput.send(value: false)
    aInput.send(value: false)
    #expect(and.values == [false, false])
    #expect(or.values == [true, false])
    #expect(not.values == [false, true])
    #expect(all.values == and.values && any.values == or.values)
  }

  @Test("SignalProducer and/or take any producer-convertible source, properties included")
  func producerLogic() {
    let flag = MutableProperty(true)
    let and = SignalProducer<Bool, Never>(value: true).and(flag).record().recorder
    let or = SignalProducer<Bool, Never>(value: false).or(flag.producer).record().recorder
    flag.value = false
    #expect(and.values == [true, false])
    #expect(or.values == [true, false])
    let all = SignalProducer<Bool, Never>.all(SignalProducer(value: true), SignalProducer(value: false))
    #expect(all.record().recorder.values == [false])
    let any = SignalProducer<Bool, Never>.any([SignalProducer(value: true), SignalProducer(value: false)])
    #expect(any.record().recorder.values == [true])
  }

  @Test("combineLatest and zip of ten producers, and of mixed producer-convertible sources")
  func tenProducers() {
    let v = (0..<10).map { SignalProducer<Int, Never>(value: $0) }
    let combined = SignalProducer.combineLatest(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
    let value = combined.record().recorder.values.first
    #expect(value?.0 == 0 && value?.5 == 5 && value?.9 == 9)
    let zipped = SignalProducer.zip(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
    #expect(zipped.record().recorder.values.first?.9 == 9)
    let property = MutableProperty("p")
    let (signal, input) = Signal<Int, Never>.pipe()
    let mixed = SignalProducer.combineLatest(SignalProducer<Int, Never>(value: 1), property, signal).record().recorder
    input.send(value: 3)
    #expect(mixed.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1p3"])
  }
}
