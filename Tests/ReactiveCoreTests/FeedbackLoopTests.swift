import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Feedback loops")
struct FeedbackLoopTests {
  struct Counter: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Event: Equatable {
    case increment
    case note(String)
  }

  static func reduce(_ state: inout Counter, _ event: Event) {
    switch event {
    case .increment: state.count += 1
    case let .note(text): state.log.append(text)
    }
  }

  @Test("every event is reduced exactly once, in the order it was produced")
  func exactlyOnceInOrder() {
    let loop = Loop<Counter, Event>(initial: Counter(), reduce: Self.reduce, feedbacks: [])
    for index in 0..<100 { loop.send(.note("\(index)")) }
    #expect(loop.state.value.log == (0..<100).map(String.init))
  }

  @Test("events a feedback produces synchronously while reducing are queued, not nested")
  func synchronousFeedbackEventsQueue() {
    var reducing = false
    var nested = false
    let loop = Loop<Counter, Event>(
      initial: Counter(),
      reduce: { state, event in
        if reducing { nested = true }
        reducing = true
        Self.reduce(&state, event)
        reducing = false
      },
      feedbacks: [
        Feedback(predicate: { $0.count > 0 && $0.count < 5 }) { _ in SignalProducer<Event, Never>(value: .increment) }
      ])
    loop.send(.increment)
    #expect(loop.state.value.count == 5)
    #expect(!nested)
  }

  @Test("send from a state observer is queued after the current event, never deadlocks")
  func sendFromObserver() {
    let loop = Loop<Counter, Event>(initial: Counter(), reduce: Self.reduce, feedbacks: [])
    var seen: [Int] = []
    loop.producer.startWithValues { state in
      seen.append(state.count)
      if state.count == 1 {
        loop.send(.increment)
        loop.send(.note("after"))
      }
    }
    loop.send(.increment)
    #expect(seen == [0, 1, 2, 2])
    #expect(loop.state.value.log == ["after"])
  }

  @Test("a feedback sees every state; a skipping feedback sees only changes of its control")
  func feedbacksSeeStates() {
    var everyState: [Int] = []
    var controls: [Bool] = []
    let loop = Loop<Counter, Event>(
      initial: Counter(), reduce: Self.reduce,
      feedbacks: [
        Feedback(events: { states, _ in states.startWithValues { everyState.append($0.count) } }),
        Feedback(skippingRepeated: { $0.count >= 2 }) { isBig -> SignalProducer<Event, Never> in
          controls.append(isBig)
          return .empty
        },
      ])
    for _ in 0..<3 { loop.send(.increment) }
    loop.send(.note("same count"))
    #expect(everyState == [0, 1, 2, 3, 3])
    #expect(controls == [false, true])
  }

  @Test("when a running effect is superseded, the events it had queued are dropped")
  func cancelledEffectEventsDropped() {
    // The effect sends two events at once and keeps running; reducing the first changes the
    // control value, which cancels the effect, so the second (already queued) is stale.
    let loop = Loop<Counter, Event>(
      initial: Counter(), reduce: Self.reduce,
      feedbacks: [
        Feedback(
          skippingRepeated: { $0.count == 1 ? "armed" : nil },
          effects: { _ in
            SignalProducer<Event, Never> { observer, _ in
              observer.send(value: .increment)
              observer.send(value: .note("from a cancelled effect"))
            }
          })
      ])
    loop.send(.increment)
    #expect(loop.state.value.count == 2)
    #expect(loop.state.value.log.isEmpty)
  }

  @Test("an effect that completed still loses its queued events when the feedback moves on (as in Loop 3)")
  func completedEffectEventsDropped() {
    let loop = Loop<Counter, Event>(
      initial: Counter(), reduce: Self.reduce,
      feedbacks: [
        Feedback(
          skippingRepeated: { $0.count == 1 ? "armed" : nil },
          effects: { _ in
            SignalProducer<Event, Never>([.increment, .note("from a completed effect")])
          })
      ])
    loop.send(.increment)
    // Reducing the effect's first event changes the control value to nil: the feedback moves
    // on, and the second event, queued behind the first, goes with the effect.
    #expect(loop.state.value.count == 2)
    #expect(loop.state.value.log.isEmpty)
  }

  @Test("a new control value cancels the previous effect")
  func latestEffectWins() {
    let scheduler = TestScheduler()
    let loop = Loop<Counter, Event>(
      initial: Counter(), reduce: Self.reduce,
      feedbacks: [
        Feedback(
          skippingRepeated: { $0.count },
          effects: { count in
            SignalProducer<Event, Never>(value: .note("effect \(count)")).delay(1, on: scheduler)
          })
      ])
    loop.send(.increment)
    loop.send(.increment)
    scheduler.advance(by: 1)
    #expect(loop.state.value.log == ["effect 2"])
  }

  @Test("a state without a control value cancels the running effect")
  func nilControlCancels() {
    let scheduler = TestScheduler()
    var effectEnded = false
    let loop = Loop<Counter, Event>(
      initial: Counter(), reduce: Self.reduce,
      feedbacks: [
        Feedback(
          predicate: { $0.count == 1 },
          effects: { _ in
            SignalProducer<Event, Never>(value: .note("late"))
              .delay(1, on: scheduler)
              .on(disposed: { effectEnded = true })
          })
      ])
    loop.send(.increment)
    #expect(!effectEnded)
    loop.send(.increment)
    #expect(effectEnded)
    scheduler.advance(by: 1)
    #expect(loop.state.value.log.isEmpty)
  }

  @Test("no effect outlives the loop")
  func effectsEndWithLoop() {
    let counter = LiveObjectCounter()
    var effectDisposed = false
    do {
      let probe = counter.probe("effect")
      let loop = Loop<Counter, Event>(
        initial: Counter(), reduce: Self.reduce,
        feedbacks: [
          Feedback(effects: { _ in
            SignalProducer<Event, Never> { _, lifetime in
              lifetime.observeEnded {
                effectDisposed = true
                withExtendedLifetime(probe) {}
              }
            }
          })
        ])
      counter.watch(loop, "loop")
      loop.send(.increment)
    }
    #expect(effectDisposed)
    #expect(counter.liveLabels == [])
  }

  @Test("the feedback kinds: compacting, lensing, predicate, every state, custom, signal effects")
  func feedbackKinds() {
    let (external, externalInput) = Signal<Event, Never>.pipe()
    let loop = Loop<Counter, Event>(
      initial: Counter(),
      reduce: { (state: Counter, event: Event) -> Counter in
        var next = state
        Self.reduce(&next, event)
        return next
      },
      feedbacks: [
        Feedback(
          compacting: { states in states.filter { $0.count == 1 }.map { _ in "one" }.take(first: 1) },
          effects: { label in SignalProducer<Event, Never>(value: .note("compacting \(label)")) }),
        Feedback(
          lensing: { $0.count == 2 && !$0.log.contains("lensing 2") ? $0.count : nil },
          effects: { count in
            SignalProducer<Event, Never>(value: .note("lensing \(count)"))
          }),
        Feedback(
          predicate: { $0.count == 3 && !$0.log.contains("predicate") },
          effects: { _ in
            SignalProducer<Event, Never>(value: .note("predicate"))
          }),
        Feedback(events: { _, output in external.observeValues { output.send($0) } ?? AnyDisposable() }),
        Feedback(skippingRepeated: { $0.count == 4 ? true : nil }) { _ in external },
      ])
    loop.send(.increment)
    loop.send(.increment)
    externalInput.send(value: .increment)
    #expect(loop.state.value.log == ["compacting one", "lensing 2", "predicate"])
    #expect(loop.state.value.count == 3)
  }

  @Test("SignalProducer.system and Property(initial:scheduler:...) reduce on the scheduler")
  func systemOnScheduler() {
    let scheduler = TestScheduler()
    let feedback = Feedback<Counter, Event>(
      predicate: { $0.count < 3 },
      effects: { _ in
        SignalProducer<Event, Never>(value: .increment)
      })
    let (recorder, disposable) = SignalProducer<Counter, Never>
      .system(initial: Counter(), scheduler: scheduler, reduce: Self.reduce, feedbacks: [feedback])
      .map(\.count).record()
    #expect(recorder.values == [0])
    scheduler.run()
    #expect(recorder.values == [0, 1, 2, 3])
    disposable.dispose()

    let property = Property<Counter>(
      initial: Counter(), scheduler: scheduler, reduce: Self.reduce, feedbacks: [feedback])
    #expect(property.value.count == 0)
    scheduler.run()
    #expect(property.value.count == 3)
  }

  @Test("a loop's events target binds a stream of user intent")
  func eventsBindingTarget() {
    let loop = Loop<Counter, Event>(initial: Counter(), reduce: Self.reduce, feedbacks: [])
    loop.events <~ SignalProducer<Event, Never>([.increment, .increment])
    #expect(loop.state.value.count == 2)
  }
}
