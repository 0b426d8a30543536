import ReactiveCore

/// F1: events per second through a feedback loop, against the same reducer in a plain loop.
enum FeedbackWorkloads {
  struct State {
    var count = 0
    var sum = 0
    var milestones = 0
  }

  enum Event {
    case add(Int)
    case milestone
  }

  /// The reducer both sides run.
  @inline(never)
  static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .add(value):
      state.count += 1
      state.sum &+= value
    case .milestone:
      state.milestones += 1
      state.sum &+= 1
    }
  }

  /// F1: `n` user events through a Loop with a predicate feedback (owes a milestone every 1,000
  /// events; the milestone event settles it) and a skipping-repeated feedback (its control
  /// changes every 100 events).
  static func f1(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let loop = Loop<State, Event>(
      initial: State(), reduce: reduce,
      feedbacks: [
        Feedback(
          predicate: { $0.count / 1_000 > $0.milestones },
          effects: { _ in SignalProducer<Event, Never>(value: .milestone) }),
        Feedback(skippingRepeated: { $0.count / 100 }, effects: { _ in SignalProducer<Event, Never>.empty }),
      ])
    let elapsed = timed { for i in 0..<n { loop.send(.add(i)) } }
    return (elapsed, loop.state.value.sum)
  }

  /// Hides the baseline's reducer from the optimizer without the generic abstraction the
  /// generic `opaque` would build it at (see `opaqueClosure`).
  @inline(never) @_optimize(none)
  static func opaqueReducer(_ body: @escaping (inout State, Event) -> Void) -> (inout State, Event) -> Void { body }

  /// F1 baseline: the same reducer called in a plain loop, with the milestone event inlined.
  static func f1Baseline(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    var state = State()
    let reduce = opaqueReducer { Self.reduce(&$0, $1) }
    let elapsed = timed {
      for i in 0..<n {
        reduce(&state, .add(i))
        if state.count % 1_000 == 0 { reduce(&state, .milestone) }
      }
    }
    return (elapsed, state.sum)
  }
}
