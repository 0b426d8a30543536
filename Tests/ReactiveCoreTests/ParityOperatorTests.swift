import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Operators added for ReactiveSwift 7 parity, each tested against its documented behaviour.
@Suite("Parity: operators")
struct ParityOperatorTests {
  let scheduler = TestScheduler()

  @Test("scanMap sends a value per step while carrying a state; each start begins afresh")
  func scanMap() {
    let running = SignalProducer<Int, Never>([1, 2, 3]).scanMap(0) { sum, value in (sum + value, "\(sum + value)") }
    expectValues(running.record().recorder, ["1", "3", "6"], then: .completed)
    expectValues(running.record().recorder, ["1", "3", "6"], then: .completed)
    let (signal, input) = Signal<Int, Never>.pipe()
    let counted = signal.scanMap(into: 0) { count, value -> String in
      count += 1
      return "\(count):\(value)"
    }.record()
    input.send(value: 7)
    input.send(value: 8)
    #expect(counted.values == ["1:7", "2:8"])
  }

  @Test("filterMap, ReactiveSwift's older name for compactMap, drops the nil results and ends as its source")
  func filterMap() {
    let parsed = SignalProducer<String, TestError>(["1", "x", "3"]).filterMap { Int($0) }
    expectValues(parsed.record().recorder, [1, 3], then: .completed)
    let (signal, input) = Signal<Int, TestError>.pipe()
    let even = signal.filterMap { $0 % 2 == 0 ? "\($0)" : nil }.record()
    for value in 1...4 { input.send(value: value) }
    input.send(error: TestError(2))
    expectEvents(even, [.value("2"), .value("4"), .failed(TestError(2))])
  }

  @Test("promoteValue lets a stream without values stand where values are expected")
  func promoteValue() {
    let done = SignalProducer<Never, Never>.empty.promoteValue(Int.self)
    expectValues(done.then(SignalProducer<Int, Never>(value: 1)).record().recorder, [1], then: .completed)
    let (signal, input) = Signal<Never, TestError>.pipe()
    let promoted: Signal<String, TestError> = signal.promoteValue()
    let recorder = promoted.record()
    input.send(error: TestError(1))
    expectEvents(recorder, [.failed(TestError(1))])
  }

  @Test("repeat(n) runs the producer n times in a row; 0 completes at once; a failure stops it")
  func repeatProducer() {
    var starts = 0
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts += 1
      observer.send(value: starts)
      observer.sendCompleted()
    }
    expectValues(producer.repeat(3).record().recorder, [1, 2, 3], then: .completed)
    expectValues(producer.repeat(0).record().recorder, [], then: .completed)
    #expect(starts == 3)
    let failing = SignalProducer<Int, TestError>(error: TestError(2))
    expectEvents(failing.repeat(5).record().recorder, [.failed(TestError(2))])
  }

  @Test("repeat starts a repetition only after the previous one completed and none once disposed")
  func repeatStopsWhenDisposed() {
    var starts = 0
    let one = SignalProducer<Int, Never> { observer, _ in
      starts += 1
      observer.send(value: 1)
      observer.sendCompleted()
    }
    expectValues(one.repeat(Int.max).take(first: 1).record().recorder, [1], then: .completed)
    #expect(starts == 1, "the endless repetition stops with take")
    starts = 0
    var count = 0
    one.repeat(200_000).startWithValues { _ in count += 1 }
    #expect(count == 200_000, "synchronous repetitions do not grow the stack")
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = SignalProducer(signal).take(first: 1).repeat(3).record().recorder
    input.send(value: 7)
    input.send(value: 8)
    #expect(recorder.values == [7, 8], "each repetition starts when the one before completed")
  }

  @Test("all and any of no producers send true and false, then complete")
  func allAndAnyOfNothing() {
    expectValues(
      SignalProducer<Bool, Never>.all([SignalProducer<Bool, Never>]()).record().recorder, [true], then: .completed)
    expectValues(
      SignalProducer<Bool, Never>.any([SignalProducer<Bool, Never>]()).record().recorder, [false], then: .completed)
  }

  @Test("take(until:) with a predicate forwards the value that stops it, then completes")
  func takeUntilPredicate() {
    let taken = SignalProducer<Int, Never>(1...10).take(until: { $0 < 3 })
    expectValues(taken.record().recorder, [1, 2, 3], then: .completed)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.take(until: { $0 < 5 }).record()
    input.send(value: 0)
    input.send(value: 5)
    input.send(value: 6)
    expectValues(recorder, [0, 5], then: .completed)
  }

  @Test("take(untilReplacement:) switches to the replacement at its first event")
  func takeUntilReplacement() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = first.take(untilReplacement: second).record()
    firstInput.send(value: 1)
    secondInput.send(value: 10)
    firstInput.send(value: 2)
    secondInput.send(value: 11)
    firstInput.sendCompleted()
    #expect(recorder.values == [1, 10, 11])
    #expect(!recorder.isTerminated, "the original's completion no longer counts")
    secondInput.sendCompleted()
    #expect(recorder.isCompleted)
  }

  @Test("attempt and attemptMap take throwing closures; a throw fails the stream")
  func throwingAttempt() {
    let checked = SignalProducer<Int, Never>([1, 2, 3]).attempt { value in
      if value == 2 { throw TestError(9) }
    }
    let recorder = checked.record().recorder
    #expect(recorder.values == [1])
    #expect(recorder.error as? TestError == TestError(9))
    let mapped = SignalProducer<String, Swift.Error>(value: "x").attemptMap { text -> Int in
      guard let number = Int(text) else { throw TestError(3) }
      return number
    }
    #expect(mapped.record().recorder.error as? TestError == TestError(3))
  }

  @Test("timeout(after:raising:on:) on a stream that cannot fail takes on the error type")
  func timeoutRaising() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = SignalProducer(signal).timeout(after: 2, raising: TestError(4), on: scheduler).record().recorder
    defer { withExtendedLifetime(input) {} }
    scheduler.advance(by: 1.9)
    #expect(!recorder.isTerminated)
    scheduler.advance(by: 0.1)
    expectEvents(recorder, [.failed(TestError(4))])
  }

  @Test("concat(value:), concat(error:), prefix with a property, then(.empty) and then(value:)")
  func concatPrefixThen() {
    let base = SignalProducer<Int, TestError>(value: 1)
    expectValues(base.concat(value: 2).record().recorder, [1, 2], then: .completed)
    expectEvents(base.concat(error: TestError(5)).record().recorder, [.value(1), .failed(TestError(5))])
    let property = MutableProperty(0)
    let prefixed = SignalProducer<Int, Never>(value: 9).prefix(property.producer.take(first: 1))
    expectValues(prefixed.record().recorder, [0, 9], then: .completed)
    expectValues(base.then(.empty).record().recorder, [], then: .completed)
    expectValues(base.then(.init(value: 3)).record().recorder, [3], then: .completed)
    expectValues(base.then(value: "done").record().recorder, ["done"], then: .completed)
  }

  @Test("flatMap(.latest) { _ in .init(value:) } infers the inner producer; flatten() of sequences")
  func flatMapInference() {
    let values = SignalProducer<Int, Never>([1, 2]).flatMap(.latest) { .init(value: $0 * 10) }
    expectValues(values.record().recorder, [10, 20], then: .completed)
    let (signal, input) = Signal<Int, Never>.pipe()
    let empties = signal.flatMap(.merge) { _ in SignalProducer<String, Never>.empty }.record()
    input.send(value: 1)
    #expect(empties.values.isEmpty)
    let elements = SignalProducer<[Int], Never>([[1, 2], [], [3]]).flatten()
    expectValues(elements.record().recorder, [1, 2, 3], then: .completed)
  }

  @Test("FlattenStrategy.throttle drops inner producers that arrive while one runs")
  func flattenThrottle() {
    let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let (c, cInput) = Signal<Int, Never>.pipe()
    let recorder = outer.flatten(.throttle).record()
    outerInput.send(value: a)
    outerInput.send(value: b)
    aInput.send(value: 1)
    bInput.send(value: 2)
    aInput.sendCompleted()
    outerInput.send(value: c)
    cInput.send(value: 3)
    #expect(recorder.values == [1, 3])
    #expect(FlattenStrategy.throttle.description == "throttle")
    withExtendedLifetime(bInput) {}
  }

  @Test("lazyMap transforms only the value that is delivered, on the scheduler")
  func lazyMap() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var transformed: [Int] = []
    let recorder = signal.lazyMap(on: scheduler) { value -> String in
      transformed.append(value)
      return "#\(value)"
    }.record()
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    #expect(transformed.isEmpty)
    scheduler.advance()
    #expect(recorder.values == ["#3"])
    #expect(transformed == [3])
    input.send(value: 4)
    input.sendCompleted()
    scheduler.advance()
    expectValues(recorder, ["#3", "#4"], then: .completed)
  }

  @Test("throttle(while:) holds the latest value while the condition is true")
  func throttleWhile() {
    let paused = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.throttle(while: paused, on: scheduler).record()
    input.send(value: 1)
    scheduler.advance()
    paused.value = true
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance()
    #expect(recorder.values == [1])
    paused.value = false
    scheduler.advance()
    #expect(recorder.values == [1, 3])
    input.sendCompleted()
    scheduler.advance()
    #expect(recorder.isCompleted)
  }

  @Test("interval producers tick in virtual time; timer infers Date")
  func intervals() {
    let letters = SignalProducer.interval("abc", interval: .seconds(1), on: scheduler).record().recorder
    let counter = SignalProducer.interval(.milliseconds(500), on: scheduler).take(first: 3).record().recorder
    let (ticks, tickStart) = SignalProducer.timer(interval: .seconds(2), on: scheduler).record()
    scheduler.advance(by: 3)
    #expect(letters.values == ["a", "b", "c"])
    #expect(!letters.isTerminated, "completes at the tick after the last element")
    scheduler.advance(by: 1)
    #expect(letters.isCompleted)
    expectValues(counter, [0, 1, 2], then: .completed)
    #expect(ticks.values == [Date(timeIntervalSinceReferenceDate: 2), Date(timeIntervalSinceReferenceDate: 4)])
    tickStart.dispose()
  }

  @Test("logEvents reports the chosen events with the identifier; allEvents names every kind")
  func logEvents() {
    var lines: [String] = []
    let logger: EventLogger = { identifier, event, _, _, _ in lines.append("\(identifier): \(event)") }
    SignalProducer<Int, Never>([1, 2])
      .logEvents(identifier: "numbers", events: [.starting, .value, .completed], logger: logger)
      .start()
    #expect(lines == ["numbers: starting", "numbers: value 1", "numbers: value 2", "numbers: completed"])
    lines = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.logEvents(identifier: "s", logger: logger).observe { _ in }
    input.send(error: TestError(1))
    #expect(lines.first == "s: failed TestError(1)")
    #expect(lines.contains("s: terminated"))
    #expect(LoggingEvent.Signal.allEvents.count == 6 && LoggingEvent.SignalProducer.allEvents.count == 8)
    lines = []
    let (all, allInput) = Signal<Int, Never>.pipe()
    all.logEvents(identifier: "a", events: LoggingEvent.Signal.allEvents.subtracting([.value]), logger: logger)
      .observe { _ in }
    allInput.send(value: 1)
    allInput.sendCompleted()
    #expect(lines == ["a: completed", "a: terminated", "a: disposed"])
  }
}
