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

  @Test("a feedback's effect starts as each state is reduced: one start per state seen")
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
    #expect(starts == 3)
  }

  @Test("a state producer started later replays the latest state, then each later one")
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
    // 0; +2; then the latest state (2) + 1000; then each later state + 1000.
    #expect(results == [0, 2, 1004, 3008, 7016])
  }
}
