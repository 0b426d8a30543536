import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The cases a ported code base meets last: a clock that goes back, an interruption racing with
/// queued values, a start whose signal nobody observes, a throttle condition that goes away.
/// Each follows ReactiveSwift 7.2's documented behaviour.
@Suite("ReactiveSwift edge cases")
struct ReactiveSwiftEdgeCaseTests {
  let scheduler = TestScheduler()

  @Test("throttle: after the clock went back past the last send, the next value goes out at once")
  func throttleAfterRewind() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.throttle(1, on: scheduler).record()
    input.send(value: 1)
    scheduler.advance()
    scheduler.advance(by: 5)
    input.send(value: 2)
    scheduler.advance()
    #expect(recorder.values == [1, 2], "the interval since the last send has passed")
    scheduler.rewind(by: 3)
    input.send(value: 3)
    scheduler.advance()
    #expect(recorder.values == [1, 2, 3], "not held until one second after the send at +5")
    input.send(value: 4)
    scheduler.advance(by: 0.5)
    #expect(recorder.values == [1, 2, 3], "the interval counts again from the send at the rewound time")
    scheduler.advance(by: 0.5)
    #expect(recorder.values == [1, 2, 3, 4])
  }

  @Test("throttle(while:) on a signal does not keep its condition property alive")
  func throttleWhileReleasesProperty() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var released: MutableProperty<Bool>?
    let recorder: EventRecorder<Int, Never>
    do {
      let paused = MutableProperty(false)
      released = paused
      recorder = signal.throttle(while: paused, on: scheduler).record()
    }
    #expect(released == nil, "the throttled signal holds the property's changes, not the property")
    input.send(value: 1)
    scheduler.advance()
    #expect(recorder.values == [1], "values keep flowing under the last condition seen")
  }

  @Test("throttle(while:) on a producer keeps neither the property alive nor its condition from taking effect")
  func throttleWhileProducerReleasesProperty() {
    let (signal, input) = Signal<Int, Never>.pipe()
    weak var released: MutableProperty<Bool>?
    let throttled: SignalProducer<Int, Never>
    var paused: MutableProperty<Bool>? = MutableProperty(true)
    released = paused
    throttled = SignalProducer(signal).throttle(while: paused!, on: scheduler)
    let (recorder, _) = throttled.record()
    input.send(value: 1)
    scheduler.advance()
    #expect(recorder.values.isEmpty, "held while the condition is true")
    paused?.value = false
    scheduler.advance()
    #expect(recorder.values == [1])
    paused = nil
    #expect(released == nil, "neither the producer nor its start keeps the property")
    withExtendedLifetime(throttled) {}
  }

  @Test("startWithSignal: a signal that setup neither observes nor keeps interrupts and disposes the start")
  func startWithSignalUnobserved() {
    var ended = false
    var interrupted = false
    let producer = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { ended = true }
    }
    .on(interrupted: { interrupted = true })
    producer.startWithSignal { _, _ in }
    #expect(ended, "its lifetime ended when setup returned")
    #expect(interrupted)
  }

  @Test("startWithSignal: a signal that setup observes or keeps stays started")
  func startWithSignalObservedOrKept() {
    var endedCount = 0
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { endedCount += 1 }
      lifetime.observeEnded { _ = observer }
    }
    var values: [Int] = []
    producer.startWithSignal { signal, _ in signal.observeValues { values.append($0) } }
    var kept: Signal<Int, Never>?
    producer.startWithSignal { signal, _ in kept = signal }
    #expect(endedCount == 0)
    #expect(kept != nil)
  }

  @Test("interrupted overtakes the values queued behind the current delivery: they are dropped")
  func interruptOvertakesQueuedValues() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var events: [Signal<Int, Never>.Event] = []
    signal.observe { event in
      events.append(event)
      if event.value == 1 {
        input.send(value: 2)
        input.send(value: 3)
        input.sendInterrupted()
        input.send(value: 4)
      }
    }
    input.send(value: 1)
    #expect(events.map(\.description) == ["VALUE 1", "INTERRUPTED"])
  }

  /// Sends value 0 from another thread through the input `attach` returns (after attaching the
  /// observer it is given), holds that delivery until `meanwhile` has run on this thread, and
  /// returns every event the observer saw.
  private func eventsAround(
    heldDelivery attach: (@escaping @Sendable (Signal<Int, Never>.Event) -> Void) -> Signal<Int, Never>.Observer,
    meanwhile: (Signal<Int, Never>.Observer) -> Void
  ) -> [String] {
    let delivering = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let events = Atomic<[Signal<Int, Never>.Event]>([])
    let input = attach { event in
      events.modify { $0.append(event) }
      if event.value == 0 {
        delivering.signal()
        proceed.wait()
      }
    }
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { input.send(value: 0) }
    delivering.wait()
    meanwhile(input)
    proceed.signal()
    done.wait()
    return events.value.map(\.description)
  }

  @Test("interrupted from another thread during a delivery drops what other threads queued meanwhile")
  func interruptFromAnotherThread() {
    let events = eventsAround(
      heldDelivery: { observer in
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observe(observer)
        return input
      },
      meanwhile: { input in
        // Nine threads send while value 0 is being delivered: each queues its value and returns.
        DispatchQueue.concurrentPerform(iterations: 9) { index in input.send(value: index + 1) }
        input.sendInterrupted()
      })
    #expect(events == ["VALUE 0", "INTERRUPTED"])
  }

  @Test("disposing a started producer drops the values queued for its observer; interrupted goes next")
  func disposalOvertakesQueuedValues() {
    let generatorInput = Atomic<Signal<Int, Never>.Observer?>(nil)
    let producer = SignalProducer<Int, Never> { observer, _ in generatorInput.modify { $0 = observer } }
    var disposable: Disposable?
    let events = eventsAround(
      heldDelivery: { observer in
        disposable = producer.start(observer)
        return generatorInput.value!
      },
      meanwhile: { input in
        DispatchQueue.concurrentPerform(iterations: 4) { index in input.send(value: index + 1) }
        disposable?.dispose()
      })
    #expect(events == ["VALUE 0", "INTERRUPTED"])
  }

  @Test("releasing a signal's input interrupts it after the events already sent, dropping none")
  func inputReleaseKeepsQueuedValues() {
    var input: Signal<Int, Never>.Observer?
    let signal: Signal<Int, Never>
    (signal, input) = Signal<Int, Never>.pipe()
    var events: [String] = []
    signal.observe { event in
      events.append(event.description)
      if event.value == 1 {
        input?.send(value: 2)
        input = nil
      }
    }
    input?.send(value: 1)
    #expect(events == ["VALUE 1", "VALUE 2", "INTERRUPTED"])
  }
}
