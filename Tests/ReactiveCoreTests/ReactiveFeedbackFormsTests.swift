import ReactiveCore
import ReactiveCoreTesting
import Testing

/// ReactiveFeedback's own forms, kept beside Loop 3's: `SignalProducer.system`'s order, and the
/// feedbacks Loop renamed (`condition:whenBecomesTrue:`) or dropped (`deriving:effects:`).
@Suite("ReactiveFeedback forms")
struct ReactiveFeedbackFormsTests {
  @Test("system's feedbacks see every state it sends: the state its observer stops on still starts an effect")
  func systemFeedbacksSeeTheLastState() {
    let scheduler = TestScheduler()
    var starts = 0
    let appendA = Feedback<String, String> { _ -> SignalProducer<String, Never> in
      SignalProducer(value: "_a").on(starting: { starts += 1 })
    }
    var states: [String] = []
    SignalProducer<String, Never>
      .system(initial: "s", scheduler: scheduler, reduce: { $0 + $1 }, feedbacks: appendA)
      .take(first: 2)
      .startWithValues { states.append($0) }
    #expect(states == ["s"])
    #expect(starts == 1)
    scheduler.advance()
    #expect(states == ["s", "s_a"])
    #expect(starts == 2, "ReactiveFeedback hands a state to the feedbacks before the observer")
    scheduler.advance()
    #expect(states == ["s", "s_a"], "stopped: the second effect's event is never reduced")
  }

  @Test(
    "Feedback(condition:whenBecomesTrue:) starts on the rising edge, with that state, and cancels on the falling one")
  func conditionWhenBecomesTrue() {
    var started: [Int] = []
    var cancels = 0
    let loop = Loop<Int, Int>(
      initial: 200,
      reducer: { $0 = $1 },
      feedbacks: [
        Feedback(
          condition: { $0 > 100 },
          whenBecomesTrue: { state in
            SignalProducer<Int, Never>.never.on(started: { started.append(state) }, interrupted: { cancels += 1 })
          })
      ])
    #expect(started == [200], "the initial state is a rising edge")
    loop.send(300)
    #expect(started == [200], "still true: nothing restarts")
    loop.send(50)
    #expect(cancels == 1)
    loop.send(60)
    loop.send(101)
    #expect(started == [200, 101])
  }

  @Test("Feedback(deriving:effects:) runs an effect per value derived from the signal of states, the latest only")
  func deriving() {
    var effects: [Int] = []
    let decades = Feedback<Int, Int>(
      deriving: { states in states.map { $0 / 10 }.skipRepeats() },
      effects: { decade -> SignalProducer<Int, Never> in
        effects.append(decade)
        return .empty
      })
    let loop = Loop<Int, Int>(initial: 3, reducer: { $0 = $1 }, feedbacks: [decades])
    for state in [7, 12, 19, 25, 21, 3] { loop.send(state) }
    #expect(effects == [0, 1, 2, 0], "the current state's decade first, then each change of decade")
  }
}
