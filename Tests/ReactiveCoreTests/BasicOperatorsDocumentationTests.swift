import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The behaviour ReactiveSwift's "Basic Operators" guide describes, written the way a reader of
/// that guide writes it (pipes, observeValues, the static combinators), checked here.
@Suite("ReactiveSwift basic operators, as documented")
struct BasicOperatorsDocumentationTests {
  @Test("observe with per-kind callbacks")
  func observation() {
    let (signal, observer) = Signal<Int, TestError>.pipe()
    var log: [String] = []
    signal.observeValues { log.append("value \($0)") }
    signal.observeFailed { log.append("failed \($0)") }
    signal.observeCompleted { log.append("completed") }
    signal.observeInterrupted { log.append("interrupted") }
    observer.send(value: 1)
    observer.send(error: TestError(2))
    #expect(log == ["value 1", "failed TestError(2)"])
  }

  @Test("on(...) injects effects only when started, in ReactiveSwift's order")
  func injectingEffects() {
    var log: [String] = []
    let producer = SignalProducer<Int, TestError>(value: 1)
      .on(
        starting: { log.append("starting") }, started: { log.append("started") },
        event: { log.append("event \($0)") }, failed: { _ in log.append("failed") },
        completed: { log.append("completed") }, interrupted: { log.append("interrupted") },
        terminated: { log.append("terminated") }, disposed: { log.append("disposed") },
        value: { log.append("value \($0)") })
    #expect(log.isEmpty)
    producer.start()
    #expect(log.first == "starting")
    #expect(log.contains("value 1") && log.contains("completed") && log.contains("terminated"))
    #expect(log.contains("disposed") && log.contains("started"))
    #expect(!log.contains("interrupted"))
  }

  @Test("map, filter, reduce and collect on a pipe")
  func transforming() {
    let (signal, observer) = Signal<Int, Never>.pipe()
    let mapped = signal.map { $0 * 2 }.record()
    let evens = signal.filter { $0 % 2 == 0 }.record()
    let product = signal.reduce(1) { $0 * $1 }.record()
    let all = signal.collect().record()
    for value in 1...3 { observer.send(value: value) }
    #expect(product.values.isEmpty && all.values.isEmpty, "sent only on completion")
    observer.sendCompleted()
    #expect(mapped.values == [2, 4, 6])
    #expect(evens.values == [2])
    #expect(product.values == [6])
    #expect(all.values == [[1, 2, 3]])
  }

  @Test("combineLatest sends once both have sent, completes when both complete")
  func combineLatest() {
    let (numbers, numbersObserver) = Signal<Int, Never>.pipe()
    let (letters, lettersObserver) = Signal<String, Never>.pipe()
    let combined = Signal.combineLatest(numbers, letters).record()
    numbersObserver.send(value: 0)
    numbersObserver.send(value: 1)
    lettersObserver.send(value: "A")
    numbersObserver.send(value: 2)
    numbersObserver.sendCompleted()
    lettersObserver.send(value: "B")
    lettersObserver.send(value: "C")
    #expect(!combined.isTerminated)
    lettersObserver.sendCompleted()
    #expect(combined.values.map { "\($0.0)\($0.1)" } == ["1A", "2A", "2B", "2C"])
    #expect(combined.isCompleted)
  }

  @Test("zip pairs the n-th values; completes when a finished side has been used up")
  func zip() {
    let (numbers, numbersObserver) = Signal<Int, Never>.pipe()
    let (letters, lettersObserver) = Signal<String, Never>.pipe()
    let zipped = Signal.zip(numbers, letters).record()
    numbersObserver.send(value: 0)
    numbersObserver.send(value: 1)
    lettersObserver.send(value: "A")
    numbersObserver.send(value: 2)
    numbersObserver.sendCompleted()
    lettersObserver.send(value: "B")
    #expect(!zipped.isTerminated)
    lettersObserver.send(value: "C")
    #expect(zipped.values.map { "\($0.0)\($0.1)" } == ["0A", "1B", "2C"])
    #expect(zipped.isCompleted)
  }

  @Test("flatten(.merge), (.concat) and (.latest) of a signal of signals")
  func flattening() {
    func run(_ strategy: FlattenStrategy) -> [String] {
      let (letters, lettersObserver) = Signal<String, Never>.pipe()
      let (numbers, numbersObserver) = Signal<String, Never>.pipe()
      let (signal, observer) = Signal<Signal<String, Never>, Never>.pipe()
      let recorder = signal.flatten(strategy).record()
      observer.send(value: letters)
      numbersObserver.send(value: "0")
      lettersObserver.send(value: "a")
      observer.send(value: numbers)
      numbersObserver.send(value: "1")
      lettersObserver.send(value: "b")
      lettersObserver.sendCompleted()
      numbersObserver.send(value: "2")
      return recorder.values
    }
    #expect(run(.merge) == ["a", "1", "b", "2"])
    #expect(run(.concat) == ["a", "b", "2"])
    #expect(run(.latest) == ["a", "1", "2"])
  }

  @Test("flatMapError replaces a failure with a producer; SignalProducer.attempt and attemptMap")
  func errors() throws {
    let (signal, observer) = Signal<String, TestError>.pipe()
    let recovered = SignalProducer(signal)
      .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
      .record().recorder
    observer.send(value: "First")
    observer.send(error: TestError(1))
    expectValues(recovered, ["First", "Default"], then: .completed)

    let data = SignalProducer.attempt { () throws -> String in "42" }
    let parsed = data.attemptMap { text -> Int in
      guard let number = Int(text) else { throw TestError(2) }
      return number
    }
    var result: Result<Int, Swift.Error>?
    parsed.startWithResult { result = $0 }
    #expect(try result?.get() == 42)
  }

  @Test("retry(upTo:) restarts a failing producer")
  func retry() {
    var tries = 0
    let producer = SignalProducer<String, TestError> { observer, _ in
      tries += 1
      if tries <= 2 {
        observer.send(error: TestError(tries))
      } else {
        observer.send(value: "Success")
        observer.sendCompleted()
      }
    }
    expectValues(producer.retry(upTo: 2).record().recorder, ["Success"], then: .completed)
    tries = 0
    expectEvents(producer.retry(upTo: 1).record().recorder, [.failed(TestError(2))])
  }

  @Test("mapError and promoteError")
  func mappingErrors() {
    let (signal, observer) = Signal<String, TestError>.pipe()
    let mapped = signal.mapError { "code \($0.code)" as String }.materialize().record()
    observer.send(error: TestError(42))
    #expect(mapped.values.first?.error == "code 42")
    let (never, neverObserver) = Signal<Int, Never>.pipe()
    let promoted = never.promoteError(TestError.self).record()
    neverObserver.send(value: 1)
    #expect(promoted.values == [1])
  }

  @Test("withLatest(from:) takes a property; merge(with:) takes a signal")
  func convertibleSources() {
    let property = MutableProperty("x")
    let (signal, observer) = Signal<Int, Never>.pipe()
    let paired = signal.withLatest(from: property).record()
    observer.send(value: 1)
    property.value = "y"
    observer.send(value: 2)
    #expect(paired.values.map { "\($0.0)\($0.1)" } == ["1x", "2y"])
    let (other, otherObserver) = Signal<Int, Never>.pipe()
    let merged = SignalProducer<Int, Never>(value: 0).concat(.never).merge(with: other).record().recorder
    otherObserver.send(value: 9)
    #expect(merged.values == [0, 9])
  }
}

extension String: @retroactive Error {}
