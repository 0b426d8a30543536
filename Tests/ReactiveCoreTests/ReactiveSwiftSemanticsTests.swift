import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Behaviour that follows ReactiveSwift 7's documented semantics where ReactiveCore once
/// differed: asynchronous operators interrupt on their scheduler, batching and timing rules,
/// starts, and producers of ended properties.
@Suite("ReactiveSwift semantics")
struct ReactiveSwiftSemanticsTests {
  let scheduler = TestScheduler()

  @Test("observe(on:) delivers the interruption of a disposed start on its scheduler, after nothing else")
  func observeOnInterruptsOnScheduler() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var upstreamInterrupted = false
    let (recorder, disposable) = SignalProducer(signal)
      .on(interrupted: { upstreamInterrupted = true })
      .observe(on: scheduler)
      .record()
    input.send(value: 1)
    disposable.dispose()
    #expect(upstreamInterrupted, "the work upstream stops at once")
    #expect(recorder.events.isEmpty, "nothing arrives before the scheduler runs")
    #expect(disposable.isDisposed)
    scheduler.advance()
    expectEvents(recorder, [.interrupted])
  }

  @Test("throttle and debounce deliver an interruption on their scheduler too")
  func timeOperatorsInterruptOnScheduler() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let producer = SignalProducer(signal)
    let (throttled, throttleStart) = producer.throttle(1, on: scheduler).record()
    let (debounced, debounceStart) = producer.debounce(1, on: scheduler).record()
    input.send(value: 1)
    throttleStart.dispose()
    debounceStart.dispose()
    #expect(throttled.events.isEmpty && debounced.events.isEmpty)
    scheduler.advance(by: 5)
    expectEvents(throttled, [.interrupted])
    expectEvents(debounced, [.interrupted])
  }

  @Test("throttle: completion goes out at once (on the scheduler) and drops the value still waiting")
  func throttleCompletion() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.throttle(1, on: scheduler).record()
    input.send(value: 1)
    scheduler.advance()
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance()
    expectValues(recorder, [1], then: .completed)
    scheduler.advance(by: 2)
    expectValues(recorder, [1], then: .completed)
  }

  @Test("throttle: the first value waits for the scheduler to run")
  func throttleFirstValueOnScheduler() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.throttle(1, on: scheduler).record()
    input.send(value: 1)
    #expect(recorder.values.isEmpty)
    scheduler.advance()
    #expect(recorder.values == [1])
  }

  @Test("collect(count:) sends a batch as soon as it is full, the rest on completion")
  func collectCount() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.collect(count: 2).record()
    input.send(value: 1)
    input.send(value: 2)
    #expect(recorder.values == [[1, 2]], "without waiting for a third value")
    input.send(value: 3)
    input.sendCompleted()
    expectValues(recorder, [[1, 2], [3]], then: .completed)
  }

  @Test("collect(_:) asks its predicate after each value joins and sends at once")
  func collectPredicate() {
    let recorder = SignalProducer<Int, Never>([1, 2, 3, 4, 5]).collect { $0.reduce(0, +) >= 3 }.record().recorder
    expectValues(recorder, [[1, 2], [3], [4], [5]], then: .completed)
  }

  @Test("collect(every:) sends at each tick; on completion, what is left goes at the next tick, then completes")
  func collectEvery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false).record()
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: 1)
    #expect(recorder.values == [[1, 2]])
    scheduler.advance(by: 1)
    #expect(recorder.values == [[1, 2], []], "empty batches are sent unless skipEmpty")
    input.send(value: 3)
    input.sendCompleted()
    scheduler.advance(by: 0.5)
    #expect(!recorder.isTerminated)
    scheduler.advance(by: 0.5)
    expectValues(recorder, [[1, 2], [], [3]], then: .completed)
  }

  @Test("collect(every:) discards what is left on completion by default, and can skip empty ticks")
  func collectEveryDiscarding() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true).record()
    scheduler.advance(by: 1)
    input.send(value: 1)
    input.sendCompleted()
    scheduler.advance(by: 2)
    expectValues(recorder, [], then: .completed)
  }

  @Test("debounce without discarding: the last value goes out when due, then completion")
  func debounceKeepsLastValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.debounce(1, on: scheduler, discardWhenCompleted: false).record()
    input.send(value: 7)
    input.sendCompleted()
    #expect(recorder.events.isEmpty)
    scheduler.advance(by: 1)
    expectValues(recorder, [7], then: .completed)
  }

  @Test("skip(until:) opens when its trigger completes as well as when it sends")
  func skipUntilCompletion() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<(), Never>.pipe()
    let recorder = signal.skip(until: trigger).record()
    input.send(value: 1)
    triggerInput.sendCompleted()
    input.send(value: 2)
    #expect(recorder.values == [2])
  }

  @Test("take(first: 0) interrupts without starting the producer's work")
  func takeNothing() {
    var started = false
    let source = SignalProducer<Int, Never> { observer, _ in
      started = true
      observer.send(value: 1)
    }
    expectEvents(source.take(first: 0).record().recorder, [.interrupted])
    #expect(!started)
  }

  @Test("a signal's take(first: 0) has already ended: it never observes the signal, its observers are interrupted")
  func signalTakesNothing() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var seen: [Signal<Int, Never>.Event] = []
    signal.take(first: 0).observe { seen.append($0) }
    input.send(value: 1)
    #expect(seen == [.interrupted])
    var sourceDisposed = false
    weak var released: Signal<Int, Never>?
    do {
      let (source, _) = Signal<Int, Never>.pipe(disposable: AnyDisposable { sourceDisposed = true })
      released = source
      _ = source.take(first: 0)
    }
    #expect(released == nil && sourceDisposed, "taking nothing keeps no observer on the source")
  }

  @Test("startWithSignal: disposing the handle inside setup prevents the start and interrupts")
  func startWithSignalDisposedInSetup() {
    var started = false
    let producer = SignalProducer<Int, Never> { observer, _ in
      started = true
      observer.send(value: 1)
    }
    let recorder = producer.startWithSignal { signal, handle -> EventRecorder<Int, Never> in
      let recorder = signal.record()
      handle.dispose()
      return recorder
    }
    #expect(!started)
    expectEvents(recorder, [.interrupted])
  }

  @Test("a MutableProperty's producer started after the property was released sends its last value and completes")
  func producerOfReleasedProperty() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    property!.value = 2
    let producer = property!.producer
    property = nil
    expectValues(producer.record().recorder, [2], then: .completed)
  }

  @Test("QueueScheduler() has unspecified quality of service, like ReactiveSwift's")
  func queueSchedulerQoS() {
    #expect(QueueScheduler().queue.qos == .unspecified)
  }

  @Test(
    "a repeating QueueScheduler timer keeps firing when its disposable is only released",
    .timeLimit(.minutes(1)))
  func repeatingTimerOutlivesReleasedDisposable() async {
    // The scheduler's own queue, so that the timer, which nothing can cancel once its
    // disposable is gone, can be stopped for good when the test ends: the queue is suspended.
    let queue = DispatchQueue(label: "repeatingTimerOutlivesReleasedDisposable")
    let scheduler = QueueScheduler(queue: queue)
    let fired = AsyncStream<Void>.makeStream()
    // The disposable is dropped at once; the timer must keep firing.
    _ = scheduler.schedule(after: Date(), interval: .milliseconds(50)) {
      fired.continuation.yield(())
    }
    var count = 0
    for await _ in fired.stream {
      count += 1
      if count == 3 { break }
    }
    queue.suspend()
    // A suspended queue must not be released (libdispatch traps): it stays parked for the run.
    parkedQueues.modify { $0.append(queue) }
    #expect(count == 3)
  }
}

/// Queues suspended for good by tests, kept so that they are never released while suspended.
private let parkedQueues = ReactiveCore.Atomic<[DispatchQueue]>([])
