import Dispatch
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The order in which Loop 3 reduces events, starts effects and replays states, written from
/// Loop's documented behaviour ("enqueue(to:) respects producer cancellation and removes
/// outstanding events"; the state producer "replays the latest state at starting time, and then
/// publishes all state changes").
@Suite("Loop 3 ordering")
struct Loop3OrderingTests {
  @Test("two feedbacks reacting to every state alternate: a moved-on feedback's queued event is dropped")
  func twoImmediateFeedbacksAlternate() {
    let appendA = Loop<String, String>.Feedback { state in
      state.hasSuffix("_a") ? .empty : SignalProducer(value: "_a")
    }
    let appendB = Loop<String, String>.Feedback { state in
      state.hasSuffix("_b") ? .empty : SignalProducer(value: "_b")
    }
    let states = SignalProducer<String, Never>
      .feedbackLoop(initial: "s", reduce: { $0 += $1 }, feedbacks: appendA, appendB)
      .take(first: 5)
      .collect()
      .record().recorder
    #expect(states.values == [["s", "s_a", "s_a_b", "s_a_b_a", "s_a_b_a_b"]])
  }

  @Test("an observer that stops the loop on a state keeps that state from every feedback: no effect starts for it")
  func effectsStartImmediately() {
    var starts = 0
    let appendA = Loop<String, String>.Feedback { _ -> SignalProducer<String, Never> in
      SignalProducer(value: "_a").on(starting: { starts += 1 })
    }
    var states: [String] = []
    SignalProducer<String, Never>
      .feedbackLoop(initial: "s", reduce: { $0 += $1 }, feedbacks: appendA)
      .skipRepeats()
      .take(first: 3)
      .startWithValues { states.append($0) }
    #expect(states == ["s", "s_a", "s_a_a"])
    // An effect for "s" and one for "s_a"; "s_a_a" reaches the producer's observer first (it
    // attached before the feedbacks), which stops the loop and so disposes the feedback.
    #expect(starts == 2)
  }

  @Test("a states producer started from inside the loop sends the state reduced so far, even with events queued")
  func stateProducerReplaysLatest() {
    let feedback = Loop<Int, Int>.Feedback { states, output in
      states
        .take(first: 1)
        .then(SignalProducer(value: 2))
        .concat(states.take(first: 3).map(\.0).map { $0 + 1000 })
        .enqueue(to: output)
    }
    var results: [Int] = []
    SignalProducer<Int, Never>
      .feedbackLoop(initial: 0, reduce: { (state: inout Int, event: Int) in state += event }, feedbacks: feedback)
      .startWithValues { results.append($0) }
    // As the loop starts, the feedback sends 2, which waits; `concat` then starts `states`
    // again, which sends 0 at once (2 is not reduced yet): 1000 waits behind 2. Reducing 2 sends
    // state 2 on (1002 waits), then 1000 makes 1002, whose +1000 makes 2002.
    #expect(results == [0, 2, 1002, 2004, 4006])
  }

  @Test("a states producer started on another thread while the loop is busy attaches after the queued events")
  func stateProducerFromAnotherThread() async {
    let (trigger, pull) = Signal<Void, Never>.pipe()
    let reducing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let seen = Atomic<[Int]>([])
    let recorded = DispatchSemaphore(value: 0)
    // On each `trigger`, the feedback starts its states producer again and records what it sends.
    let recordOnTrigger = Loop<Int, Int>.Feedback { states, output in
      trigger.producer
        .flatMap(.latest) { states.take(first: 1) }
        .on(value: { state, _ in
          seen.modify { $0.append(state) }
          recorded.signal()
        })
        .filter { _ in false }
        .map { _ in 0 }
        .enqueue(to: output)
    }
    // The reducer blocks on event 1, so the loop is busy on that thread while this one sends 10
    // and starts the states producer.
    let loop = Loop<Int, Int>(
      initial: 0,
      reducer: { state, event in
        if event == 1 {
          reducing.signal()
          release.wait()
        }
        state += event
      },
      feedbacks: [recordOnTrigger])
    DispatchQueue.global().async { loop.send(1) }
    reducing.wait()
    loop.send(10)
    pull.send(value: ())
    #expect(seen.value.isEmpty, "it waits: the loop is busy on another thread")
    release.signal()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        recorded.wait()
        continuation.resume()
      }
    }
    #expect(seen.value == [11], "the events queued before the start are reduced first")
    withExtendedLifetime(loop) {}
  }
}
