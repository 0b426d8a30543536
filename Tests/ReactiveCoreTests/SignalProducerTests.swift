import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("SignalProducer")
struct SignalProducerTests {
  @Test("a producer is cold: nothing runs until it is started, and each start runs again")
  func coldness() {
    var starts = 0
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts += 1
      observer.send(value: starts)
      observer.sendCompleted()
    }
    #expect(starts == 0)
    let first = producer.record().recorder
    let second = producer.record().recorder
    #expect(starts == 2)
    expectValues(first, [1], then: .completed)
    expectValues(second, [2], then: .completed)
  }

  @Test("the fixed-event producers send what they say")
  func fixedProducers() {
    expectValues(SignalProducer<Int, TestError>(value: 1).record().recorder, [1], then: .completed)
    expectValues(SignalProducer<Int, TestError>([1, 2, 3]).record().recorder, [1, 2, 3], then: .completed)
    expectValues(SignalProducer<Int, TestError>(values: 4, 5).record().recorder, [4, 5], then: .completed)
    expectEvents(SignalProducer<Int, TestError>(error: TestError(1)).record().recorder, [.failed(TestError(1))])
    expectValues(SignalProducer<Int, TestError>(result: .success(6)).record().recorder, [6], then: .completed)
    expectEvents(
      SignalProducer<Int, TestError>(result: .failure(TestError(2))).record().recorder, [.failed(TestError(2))])
    expectEvents(SignalProducer<Int, TestError>.empty.record().recorder, [.completed])
    #expect(SignalProducer<Int, TestError>.never.record().recorder.events.isEmpty)
    var evaluations = 0
    let deferred = SignalProducer<Int, TestError> { () -> Int in
      evaluations += 1
      return 42
    }
    #expect(evaluations == 0)
    expectValues(deferred.record().recorder, [42], then: .completed)
    expectEvents(
      SignalProducer<Int, TestError> { () -> Result<Int, TestError> in .failure(TestError(3)) }.record().recorder,
      [.failed(TestError(3))])
  }

  @Test("a producer of a sequence reads no further than it sent: an endless one stops at take(first:)")
  func sequenceReadLazily() {
    var read = 0
    let counting = sequence(first: 1) { number -> Int? in
      read += 1
      return number + 1
    }
    let recorder = SignalProducer<Int, Never>(counting).take(first: 3).record().recorder
    expectValues(recorder, [1, 2, 3], then: .completed)
    #expect(read == 2, "the first element is the seed; two more were read for three sent")
  }

  @Test("disposing a start delivers interrupted and ends the start's lifetime")
  func disposalInterrupts() {
    var workDisposed = false
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      observer.send(value: 1)
      lifetime.observeEnded { workDisposed = true }
    }
    let (recorder, disposable) = producer.record()
    #expect(!workDisposed)
    disposable.dispose()
    expectValues(recorder, [1], then: .interrupted)
    #expect(workDisposed)
    disposable.dispose()
    expectValues(recorder, [1], then: .interrupted)
  }

  @Test("interruption reaches the observer before the start's resources are disposed")
  func interruptBeforeCleanup() {
    var order: [String] = []
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime.observeEnded {
        order.append("cleanup")
        observer.send(error: TestError(1))  // a cancelled task reporting failure: too late
      }
    }
    let disposable = producer.start { event in order.append(event.description) }
    disposable.dispose()
    #expect(order == ["INTERRUPTED", "cleanup"])
  }

  @Test("the lifetime of a start ends when it terminates")
  func lifetimeEndsOnTermination() {
    var ended = false
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { ended = true }
      observer.sendCompleted()
    }
    let disposable = producer.start()
    #expect(ended)
    #expect(disposable.isDisposed)
  }

  @Test("a generator may send from another thread; events stay serial")
  func sendsFromOtherThreads() async {
    let producer = SignalProducer<Int, Never> { observer, _ in
      Task.detached {
        for value in 0..<100 { observer.send(value: value) }
        observer.sendCompleted()
      }
    }
    var values: [Int] = []
    let stream: AsyncStream<Int> = producer.values
    for await value in stream { values.append(value) }
    #expect(values == Array(0..<100))
  }

  @Test("the start variants each see their kind of event")
  func startVariants() {
    var results: [Result<Int, TestError>] = []
    SignalProducer<Int, TestError>([1]).startWithResult { results.append($0) }
    var completed = false
    SignalProducer<Int, TestError>.empty.startWithCompleted { completed = true }
    var failure: TestError?
    SignalProducer<Int, TestError>(error: TestError(4)).startWithFailed { failure = $0 }
    var interrupted = false
    SignalProducer<Int, TestError>.never.startWithInterrupted { interrupted = true }.dispose()
    var values: [Int] = []
    SignalProducer<Int, Never>([1, 2]).startWithValues { values.append($0) }
    #expect(results == [.success(1)])
    #expect(completed && failure == TestError(4) && interrupted && values == [1, 2])
  }

  @Test(
    "each start variant runs for its kind of event only",
    arguments: ["completed", "failed", "interrupted"])
  func startVariantsIgnoreOtherKinds(ending: String) {
    // A value, then the terminal event under test (interruption by disposing the start).
    func producer() -> SignalProducer<Int, TestError> {
      switch ending {
      case "completed": SignalProducer([7])
      case "failed": SignalProducer([7]).concat(SignalProducer(error: TestError(9)))
      default: SignalProducer([7]).concat(.never)
      }
    }
    var calls: [String] = []
    let disposables = [
      producer().startWithResult { result in
        switch result {
        case let .success(value): calls.append("success \(value)")
        case let .failure(error): calls.append("failure \(error.code)")
        }
      },
      producer().startWithCompleted { calls.append("completed") },
      producer().startWithFailed { calls.append("failed \($0.code)") },
      producer().startWithInterrupted { calls.append("interrupted") },
    ]
    disposables.forEach { $0.dispose() }
    let expected: [String] =
      switch ending {
      case "completed": ["success 7", "completed"]
      case "failed": ["success 7", "failure 9", "failed 9"]
      default: ["success 7", "interrupted"]
      }
    #expect(calls == expected)
  }

  @Test("startWithSignal lets the caller observe before any event is sent")
  func startWithSignal() {
    let recorder = SignalProducer<Int, Never>([1, 2]).startWithSignal { signal, _ in signal.record() }
    expectValues(recorder, [1, 2], then: .completed)
  }

  @Test("a producer of a signal forwards that signal's events from each start on")
  func producerOfSignal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let producer = SignalProducer(signal)
    input.send(value: 1)
    let (recorder, disposable) = producer.record()
    input.send(value: 2)
    disposable.dispose()
    input.send(value: 3)
    expectValues(recorder, [2], then: .interrupted)
  }

  @Test("lift applies a signal operator to every start")
  func lift() {
    let doubled = SignalProducer<Int, Never>([1, 2, 3]).lift { $0.map { $0 * 2 } }
    expectValues(doubled.record().recorder, [2, 4, 6], then: .completed)
    let zip = SignalProducer<Int, Never>([1, 2]).lift { (left: Signal<Int, Never>) in
      { (right: Signal<String, Never>) in left.zip(with: right) }
    }
    let zipped = zip(SignalProducer(["a", "b"]))
    #expect(zipped.record().recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
  }

  @Test("a synchronous producer stops early when its start ends during emission")
  func synchronousEarlyStop() {
    var sent = 0
    let producer = SignalProducer<Int, Never>(
      (1...1_000).lazy.map { value in
        sent += 1
        return value
      })
    let recorder = producer.take(first: 3).record().recorder
    expectValues(recorder, [1, 2, 3], then: .completed)
    #expect(sent <= 4)
  }
}
