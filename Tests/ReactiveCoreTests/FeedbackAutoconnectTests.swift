import ReactiveCore
import Testing

/// Loop's `autoconnect(followingChangesIn:)`: a feedback that runs only while the state allows.
@Suite("Loop 3: autoconnect")
struct FeedbackAutoconnectTests {
  struct Delivery: Equatable {
    var online = true
    var pending: Int?
    var delivered: [Int] = []
  }

  enum Event {
    case setOnline(Bool)
    case request(Int)
    case delivered(Int)
  }

  static func reduce(_ state: inout Delivery, _ event: Event) {
    switch event {
    case let .setOnline(online): state.online = online
    case let .request(id): state.pending = id
    case let .delivered(id):
      state.delivered.append(id)
      state.pending = nil
    }
  }

  @Test("cut off by the state, the feedback's effect is cancelled and sends nothing; allowed again, it starts anew")
  func disconnectsAndReconnects() {
    let (answers, answer) = Signal<Int, Never>.pipe()
    var starts = 0
    var cancels = 0
    let deliver = Loop<Delivery, Event>.Feedback(
      lensing: { $0.pending },
      effects: { id in
        answers.producer.filter { $0 == id }.take(first: 1).map(Event.delivered)
          .on(started: { starts += 1 }, interrupted: { cancels += 1 })
      }
    )
    .autoconnect(followingChangesIn: { $0.online })
    let loop = Loop<Delivery, Event>(initial: Delivery(), reducer: Self.reduce, feedbacks: [deliver])

    loop.send(.request(1))
    #expect(starts == 1)
    loop.send(.setOnline(false))
    #expect(cancels == 1, "going offline cancels the running effect")
    answer.send(value: 1)
    #expect(loop.state.value.delivered.isEmpty, "nothing arrives while disconnected")
    loop.send(.request(2))
    #expect(starts == 1, "no effect starts while disconnected")

    loop.send(.setOnline(true))
    #expect(starts == 2, "back online, the feedback starts against the current state")
    answer.send(value: 2)
    #expect(loop.state.value.delivered == [2])
    #expect(loop.state.value.pending == nil)
  }

  @Test("a state that disconnects the feedback never reaches it; the initial state can start it disconnected")
  func theDisconnectingStateIsNotSeen() {
    var seen: [Int] = []
    let record = Loop<Int, Int>.Feedback(
      predicate: { _ in true },
      effects: { state -> SignalProducer<Int, Never> in
        seen.append(state)
        return .empty
      }
    )
    .autoconnect(followingChangesIn: { $0 >= 0 })
    let loop = Loop<Int, Int>(initial: -1, reducer: { $0 = $1 }, feedbacks: [record])
    #expect(seen.isEmpty, "disconnected from the start")
    loop.send(3)
    loop.send(-7)
    loop.send(-8)
    loop.send(4)
    #expect(seen == [3, 4])
  }
}
