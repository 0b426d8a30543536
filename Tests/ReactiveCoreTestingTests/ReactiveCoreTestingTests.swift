import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("ReactiveCoreTesting")
struct ReactiveCoreTestingTests {
  @Test("EventRecorder records events, values, the terminal event, and virtual arrival times")
  func recorder() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = signal.record(clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: 2)
    input.send(value: 2)
    input.send(error: TestError(7))
    #expect(recorder.values == [1, 2])
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(7))])
    #expect(recorder.error == TestError(7))
    #expect(recorder.isTerminated && !recorder.isCompleted && !recorder.isInterrupted)
    #expect(recorder.valueTimes(since: Date(timeIntervalSinceReferenceDate: 0)) == [0, 2])
    #expect(recorder.obeysEventGrammar)
    recorder.reset()
    #expect(recorder.events.isEmpty)
  }

  @Test("a recorder flags a broken event grammar")
  func grammarCheck() {
    let recorder = EventRecorder<Int, Never>()
    recorder.observer.send(.completed)
    recorder.observer.send(.value(1))
    #expect(!recorder.obeysEventGrammar)
  }

  @Test("recording a producer returns the start's disposable")
  func recordProducer() {
    let (recorder, disposable) = SignalProducer<Int, Never>.never.record()
    disposable.dispose()
    #expect(recorder.isInterrupted)
  }

  @Test("the difference description marks mismatching positions")
  func differenceDescription() {
    let text = describeDifference(
      expected: [Signal<Int, Never>.Event.value(1), .completed],
      actual: [.value(2)])
    #expect(text.contains("✗ 0: VALUE 1 | VALUE 2"))
    #expect(text.contains("✗ 1: COMPLETED | —"))
  }

  @Test("expectEvents records an issue exactly when the events differ")
  func expectEventsRecordsIssues() {
    let recorder = EventRecorder<Int, TestError>()
    recorder.observer.send(.value(1))
    expectValues(recorder, [1])
    withKnownIssue {
      expectEvents(recorder, [.value(2)])
    }
  }

  @Test("LiveObjectCounter counts probes and watched objects until they are released")
  func liveObjects() {
    final class Thing {}
    let counter = LiveObjectCounter()
    var probe: LiveObjectCounter.Probe? = counter.probe("closure")
    var thing: Thing? = Thing()
    counter.watch(thing!, "thing")
    #expect(counter.liveCount == 2)
    #expect(counter.liveLabels == ["closure", "thing"])
    probe = nil
    thing = nil
    #expect(counter.liveCount == 0)
    _ = probe
    _ = thing
  }
}
