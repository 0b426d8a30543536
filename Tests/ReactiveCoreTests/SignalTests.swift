import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Signal")
struct SignalTests {
  @Test("a pipe delivers values, then its terminal event, to every observer in the same order")
  func pipeDeliversToAllObservers() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let first = signal.record()
    let second = signal.record()
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    expectValues(first, [1, 2], then: .completed)
    expectValues(second, [1, 2], then: .completed)
  }

  @Test(
    "nothing is delivered after a terminal event",
    arguments: [
      Signal<Int, TestError>.Event.completed, .failed(TestError(1)), .interrupted,
    ])
  func nothingAfterTerminal(terminal: Signal<Int, TestError>.Event) {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = signal.record()
    input.send(value: 1)
    input.send(terminal)
    input.send(value: 2)
    input.sendCompleted()
    input.send(error: TestError(2))
    expectEvents(recorder, [.value(1), terminal])
  }

  @Test("an observer sees only events sent after it was attached")
  func lateObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.send(value: 1)
    let recorder = signal.record()
    input.send(value: 2)
    #expect(recorder.values == [2])
  }

  @Test("observing a terminated signal delivers interrupted at once and returns nil")
  func observeTerminated() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.sendCompleted()
    let recorder = EventRecorder<Int, Never>()
    let disposable = signal.observe(recorder.observer)
    #expect(disposable == nil)
    expectEvents(recorder, [.interrupted])
  }

  @Test(
    "an operator applied to an ended signal gives a signal that is interrupted at once",
    arguments: ["empty", "completed pipe"])
  func operatorsOnEndedSignals(ended: String) {
    func source() -> Signal<[Int], TestError> {
      guard ended == "completed pipe" else { return .empty }
      let (signal, input) = Signal<[Int], TestError>.pipe()
      input.sendCompleted()
      return signal
    }
    // A fused stage (map), an inline transform (flatten of sequences, skipRepeats, scan) and a
    // chain of them: each attaches to the ended signal, whose answer reaches the derived one.
    let chains: [Signal<Int, TestError>] = [
      source().map(\.count),
      source().flatten(),
      source().map(\.count).skipRepeats(),
      source().flatten().scan(0, +).filter { $0 > 0 }.map { $0 * 2 },
    ]
    for chain in chains {
      let recorder = EventRecorder<Int, TestError>()
      chain.observe(recorder.observer)
      expectEvents(recorder, [.interrupted])
    }
  }

  @Test("an observer attached from inside the signal's own completion is interrupted during the call")
  func observeFromInsideTheEnd() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var log: [String] = []
    signal.observeCompleted {
      signal.observe { log.append("direct \($0)") }
      signal.map { $0 + 1 }.observe { log.append("derived \($0)") }
      log.append("observed")
    }
    input.sendCompleted()
    #expect(log == ["direct INTERRUPTED", "derived INTERRUPTED", "observed"])
  }

  @Test("disposing an observation detaches the observer silently and at once")
  func disposeObservation() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    let disposable = signal.observe(recorder.observer)
    input.send(value: 1)
    disposable?.dispose()
    input.send(value: 2)
    input.sendCompleted()
    expectEvents(recorder, [.value(1)])
    #expect(disposable?.isDisposed == true)
  }

  @Test("the observe variants each see their kind of event")
  func observeVariants() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var results: [Result<Int, TestError>] = []
    var failures: [TestError] = []
    var completions = 0
    signal.observeResult { results.append($0) }
    signal.observeFailed { failures.append($0) }
    signal.observeCompleted { completions += 1 }
    input.send(value: 7)
    input.send(error: TestError(3))
    #expect(results == [.success(7), .failure(TestError(3))])
    #expect(failures == [TestError(3)])
    #expect(completions == 0)

    let (other, otherInput) = Signal<Int, Never>.pipe()
    var values: [Int] = []
    var interruptions = 0
    var otherCompletions = 0
    var otherResults: [Result<Int, Never>] = []
    other.observeValues { values.append($0) }
    other.observeInterrupted { interruptions += 1 }
    other.observeCompleted { otherCompletions += 1 }
    other.observeResult { otherResults.append($0) }
    otherInput.send(value: 1)
    otherInput.sendInterrupted()
    #expect(values == [1])
    #expect(interruptions == 1)
    #expect(otherCompletions == 0)
    #expect(otherResults == [.success(1)], "observeResult ignores interruption")

    let (third, thirdInput) = Signal<Int, TestError>.pipe()
    var thirdCompletions = 0
    var thirdInterruptions = 0
    var thirdFailures = 0
    var thirdResults: [Result<Int, TestError>] = []
    third.observeCompleted { thirdCompletions += 1 }
    third.observeInterrupted { thirdInterruptions += 1 }
    third.observeFailed { _ in thirdFailures += 1 }
    third.observeResult { thirdResults.append($0) }
    thirdInput.send(value: 2)
    thirdInput.sendCompleted()
    #expect(thirdCompletions == 1)
    #expect(thirdInterruptions == 0)
    #expect(thirdFailures == 0)
    #expect(thirdResults == [.success(2)], "observeResult ignores completion")
  }

  @Test("a per-kind observer's closure is released when its observation is disposed")
  func perKindObserverReleased() {
    let counter = LiveObjectCounter()
    let (signal, input) = Signal<Int, TestError>.pipe()
    var disposables: [Disposable?] = []
    do {
      let probes = (0..<4).map { counter.probe("observer \($0)") }
      disposables.append(signal.observeResult { _ in withExtendedLifetime(probes[0]) {} })
      disposables.append(signal.observeCompleted { withExtendedLifetime(probes[1]) {} })
      disposables.append(signal.observeFailed { _ in withExtendedLifetime(probes[2]) {} })
      disposables.append(signal.observeInterrupted { withExtendedLifetime(probes[3]) {} })
    }
    #expect(counter.liveCount == 4)
    for disposable in disposables { disposable?.dispose() }
    #expect(counter.liveLabels == [])
    withExtendedLifetime(input) {}
  }

  @Test("releasing the input observer interrupts the signal")
  func inputReleaseInterrupts() {
    var input: Signal<Int, Never>.Observer?
    let signal = Signal<Int, Never> { observer, _ in input = observer }
    let recorder = signal.record()
    input?.send(value: 1)
    input = nil
    expectEvents(recorder, [.value(1), .interrupted])
  }

  @Test("a signal's generator lifetime ends when it terminates")
  func generatorLifetimeEndsOnTermination() {
    var ended = false
    var input: Signal<Int, Never>.Observer?
    let signal = Signal<Int, Never> { observer, lifetime in
      input = observer
      lifetime.observeEnded { ended = true }
    }
    signal.observeValues { _ in }
    #expect(!ended)
    input?.sendCompleted()
    #expect(ended)
  }

  @Test("an unreferenced signal with no observers left is torn down")
  func unreferencedSignalTearsDown() {
    var ended = false
    var input: Signal<Int, Never>.Observer?
    var disposable: Disposable?
    do {
      let signal = Signal<Int, Never> { observer, lifetime in
        input = observer
        lifetime.observeEnded { ended = true }
      }
      disposable = signal.observeValues { _ in }
    }
    #expect(!ended, "an observed signal stays alive without references")
    disposable?.dispose()
    #expect(ended, "the last observer leaving an unreferenced signal ends its generator")
    _ = input
  }

  @Test("a referenced signal survives having no observers")
  func referencedSignalSurvives() {
    var ended = false
    let (signal, input) = Signal<Int, Never>.pipe(disposable: AnyDisposable { ended = true })
    signal.observeValues { _ in }?.dispose()
    #expect(!ended)
    let recorder = signal.record()
    input.send(value: 5)
    #expect(recorder.values == [5])
    input.sendCompleted()
    #expect(ended)
  }

  @Test("never sends nothing; empty interrupts new observers")
  func neverAndEmpty() {
    let never = Signal<Int, Never>.never.record()
    #expect(never.events.isEmpty)
    expectEvents(Signal<Int, Never>.empty.record(), [.interrupted])
  }

  @Test("Event helpers describe and transform events")
  func eventHelpers() {
    let value = Signal<Int, TestError>.Event.value(2)
    #expect(!value.isTerminating)
    #expect(value.value == 2)
    #expect(value.map { $0 * 3 } == .value(6))
    let failure = Signal<Int, TestError>.Event.failed(TestError(1))
    #expect(failure.isTerminating && failure.error == TestError(1))
    #expect(failure.mapError { _ in TestError(9) } == .failed(TestError(9)))
    #expect(Signal<Int, TestError>.Event.completed.isCompleted)
    #expect(Signal<Int, TestError>.Event.interrupted.description == "INTERRUPTED")
  }
}
