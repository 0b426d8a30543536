import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Time-based operators, all in virtual time on a TestScheduler: no sleeps.
@Suite("Operators: time")
struct TimeOperatorTests {
  let scheduler = TestScheduler()

  @Test("delay shifts values and completion; nothing arrives before its time")
  func delay() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.delay(1, on: scheduler).record(clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance(by: 0.4)
    #expect(recorder.values == [])
    scheduler.advance(by: 0.1)
    #expect(recorder.values == [1])
    scheduler.advance(by: 0.5)
    expectValues(recorder, [1, 2], then: .completed)
    #expect(recorder.valueTimes(since: Date(timeIntervalSinceReferenceDate: 0)) == [1, 1.5])
  }

  @Test("disposing a delayed start cancels the pending deliveries; interrupted arrives on the scheduler")
  func delayCancellation() {
    let (recorder, disposable) = SignalProducer<Int, Never>([1, 2]).delay(5, on: scheduler).record()
    #expect(scheduler.pendingActionCount == 3)
    disposable.dispose()
    #expect(recorder.events.isEmpty, "the interruption travels through the scheduler, as in ReactiveSwift")
    #expect(scheduler.pendingActionCount == 1, "only the interruption is left")
    scheduler.advance()
    expectEvents(recorder, [.interrupted])
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0), "not delayed")
  }

  @Test("debounce sends a value only after a quiet interval")
  func debounce() {
    let (signal, input) = Signal<String, Never>.pipe()
    let recorder = signal.debounce(0.3, on: scheduler).record(clock: scheduler)
    input.send(value: "i")
    scheduler.advance(by: 0.1)
    input.send(value: "ip")
    scheduler.advance(by: 0.1)
    input.send(value: "ipa")
    scheduler.advance(by: 0.29)
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: 0.01)
    #expect(recorder.values == ["ipa"])
    input.send(value: "ipas")
    input.sendCompleted()
    scheduler.advance(by: 1)
    expectValues(recorder, ["ipa"], then: .completed)
  }

  @Test("debounce can flush the pending value on completion, when it was due, then complete")
  func debounceFlush() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.debounce(1, on: scheduler, discardWhenCompleted: false).record(clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 0.4)
    #expect(recorder.events.isEmpty)
    scheduler.advance(by: 0.1)
    expectValues(recorder, [1], then: .completed)
    #expect(recorder.valueTimes(since: Date(timeIntervalSinceReferenceDate: 0)) == [1])
  }

  @Test("throttle sends the first value, then the latest once per interval")
  func throttle() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.throttle(1, on: scheduler).record(clock: scheduler)
    input.send(value: 1)
    scheduler.advance()
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance(by: 0.5)
    #expect(recorder.values == [1])
    scheduler.advance(by: 0.5)
    #expect(recorder.values == [1, 3])
    scheduler.advance(by: 2)
    input.send(value: 4)
    scheduler.advance()
    #expect(recorder.values == [1, 3, 4])
    #expect(recorder.valueTimes(since: Date(timeIntervalSinceReferenceDate: 0)) == [0, 1, 3])
  }

  @Test("timeout fails a start that has not finished in time, with sub-second precision")
  func timeout() {
    let slow = SignalProducer<Int, TestError>.never.timeout(after: 0.25, raising: TestError(408), on: scheduler)
    let recorder = slow.record().recorder
    scheduler.advance(by: 0.24)
    #expect(!recorder.isTerminated)
    scheduler.advance(by: 0.01)
    expectEvents(recorder, [.failed(TestError(408))])
    let fast = SignalProducer<Int, TestError>(value: 1).timeout(after: 0.25, raising: TestError(408), on: scheduler)
    let fastRecorder = fast.record().recorder
    scheduler.advance(by: 1)
    expectValues(fastRecorder, [1], then: .completed)
  }

  @Test("collect(every:) groups values by interval")
  func collectEvery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true).record()
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: 1)
    scheduler.advance(by: 1)
    input.send(value: 3)
    scheduler.advance(by: 1)
    #expect(recorder.values == [[1, 2], [3]])
  }

  @Test("observe(on:) delivers on the scheduler; start(on:) starts there")
  func observeAndStartOn() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.observe(on: scheduler).record()
    input.send(value: 1)
    #expect(recorder.values.isEmpty)
    scheduler.advance()
    #expect(recorder.values == [1])

    var started = false
    let producer = SignalProducer<Int, Never> { observer, _ in
      started = true
      observer.send(value: 7)
    }.start(on: scheduler)
    let startedRecorder = producer.record().recorder
    #expect(!started)
    scheduler.advance()
    #expect(started && startedRecorder.values == [7])
  }

  @Test("timer ticks every interval until disposed")
  func timer() {
    let (recorder, disposable) = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler).record()
    scheduler.advance(by: 3)
    #expect(recorder.values.count == 3)
    disposable.dispose()
    scheduler.advance(by: 3)
    #expect(recorder.values.count == 3)
  }

  @Test("retry(upTo:) restarts after failures, then gives up with the last failure")
  func retryImmediately() {
    var attempts = 0
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      attempts += 1
      observer.send(error: TestError(attempts))
    }
    expectEvents(flaky.retry(upTo: 2).record().recorder, [.failed(TestError(3))])
    #expect(attempts == 3)
  }

  @Test("retry with exponential backoff waits on the scheduler between attempts")
  func retryWithBackoff() {
    var attemptTimes: [TimeInterval] = []
    let start = scheduler.currentDate
    let scheduler = self.scheduler
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      attemptTimes.append(scheduler.currentDate.timeIntervalSince(start))
      if attemptTimes.count < 4 { observer.send(error: TestError(0)) } else { observer.send(value: 1) }
    }
    let backoff = Backoff(initial: 1, multiplier: 2, maximum: 3)
    let recorder = flaky.retry(upTo: 5, backoff: backoff, on: scheduler, random: { 0 }).record().recorder
    scheduler.run()
    #expect(attemptTimes == [0, 1, 3, 6])
    #expect(recorder.values == [1])
  }

  @Test("retry stops when the error is not retryable, and backoff jitter shortens delays")
  func retryFilterAndJitter() {
    var attempts = 0
    let producer = SignalProducer<Int, TestError> { observer, _ in
      attempts += 1
      observer.send(error: TestError(404))
    }
    let recorder = producer.retry(upTo: 3, backoff: .constant(1), on: scheduler, when: { $0.code >= 500 })
      .record().recorder
    scheduler.run()
    #expect(attempts == 1)
    expectEvents(recorder, [.failed(TestError(404))])
    let jittered = Backoff(initial: 10, jitter: 0.5)
    #expect(jittered.delay(forAttempt: 1, random: 1) == 5)
    #expect(jittered.delay(forAttempt: 2, random: 0) == 20)
  }
}
