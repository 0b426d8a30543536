import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Loop 3's public API on ReactiveCore's loop machinery, tested against Loop's documented
/// behaviour: code written for Loop compiles by changing the import.
@Suite("Loop 3")
struct Loop3Tests {
  @Test("feedbackLoop sends the initial state, then a state per reduced event, in order")
  func feedbackLoopProducer() {
    let (feedback, input) = Loop<Int, Int>.Feedback.input
    var reduced: [Int] = []
    let system = SignalProducer<Int, Never>.feedbackLoop(
      initial: 0,
      reduce: { (state: inout Int, event: Int) in
        reduced.append(event)
        state += event
      },
      feedbacks: feedback)
    var states: [Int] = []
    let start = system.startWithValues { states.append($0) }
    input(1)
    input(2)
    input(3)
    #expect(states == [0, 1, 3, 6])
    #expect(reduced == [1, 2, 3])
    start.dispose()
  }

  @Test("a feedback of every state keeps the loop going; a state producer effect re-runs per state")
  func everyStateFeedback() {
    let append = Loop<String, String>.Feedback { state in
      state.count < 12 ? SignalProducer(value: "_a") : .empty
    }
    let states = SignalProducer<String, Never>.feedbackLoop(initial: "start", reduce: { $0 += $1 }, feedbacks: append)
      .take(first: 3)
      .collect()
      .record().recorder
    #expect(states.values == [["start", "start_a", "start_a_a"]])
  }

  @Test("Loop(initial:reducer:feedbacks:) with implicit-member feedbacks; send and producer")
  func loopWithStaticFeedbacks() {
    let loop = Loop<Int, Int>(
      initial: 0,
      reducer: { $0 += $1 },
      feedbacks: [
        .skippingRepeated(state: { $0 == 1 ? true : nil }, effects: { _ in SignalProducer(value: 100) }),
        .whenBecomesTrue({ $0 > 1000 }, effects: { _ in SignalProducer(value: -1) }),
      ])
    var states: [Int] = []
    loop.producer.startWithValues { states.append($0) }
    loop.send(1)
    #expect(states == [0, 1, 101])
    loop.send(1_000)
    #expect(states == [0, 1, 101, 1_101, 1_100])
  }

  @Test("Feedback(source:as:) turns an outside stream into events that are never dropped")
  func sourceFeedback() {
    enum Event { case add(Int) }
    let (numbers, numbersInput) = Signal<Int, Never>.pipe()
    let loop = Loop<Int, Event>(
      initial: 0,
      reducer: { state, event in
        if case let .add(amount) = event { state += amount }
      },
      feedbacks: [Loop.Feedback(source: numbers, as: Event.add)])
    numbersInput.send(value: 2)
    numbersInput.send(value: 3)
    numbersInput.sendCompleted()
    #expect(loop.state.value == 5)
  }

  @Test("whenBecomesTrue starts on the rising edge only and cancels on the falling edge")
  func whenBecomesTrue() {
    var starts = 0
    var cancels = 0
    let loop = Loop<Int, Int>(
      initial: 0,
      reducer: { $0 += $1 },
      feedbacks: [
        .whenBecomesTrue(
          { $0 >= 2 },
          effects: { _ in
            SignalProducer<Int, Never>.never.on(started: { starts += 1 }, interrupted: { cancels += 1 })
          })
      ])
    loop.send(1)
    loop.send(1)
    loop.send(1)
    #expect(starts == 1, "2 and 3 are one rising edge")
    loop.send(-5)
    #expect(cancels == 1)
    loop.send(5)
    #expect(starts == 2)
  }

  @Test("firstValueAfterNil starts once per value after nil and ignores later values")
  func firstValueAfterNil() {
    var started: [String] = []
    let loop = Loop<String?, String?>(
      initial: nil,
      reducer: { $0 = $1 },
      feedbacks: [
        .firstValueAfterNil(
          { $0 }, effects: { value in SignalProducer<String?, Never>.never.on(started: { started.append(value) }) })
      ])
    loop.send("a")
    loop.send("b")
    loop.send(nil)
    loop.send("c")
    #expect(started == ["a", "c"])
  }

  @Test("event-driven feedbacks see each reduced event; the next event moves them on, dropping what they queued")
  func eventFeedbacks() {
    enum Event: Equatable {
      case search(String)
      case found(String)
      case log(String)
    }
    struct State { var log: [String] = [] }
    var started: [String] = []
    let loop = Loop<State, Event>(
      initial: State(),
      reducer: { state, event in
        switch event {
        case let .found(result), let .log(result): state.log.append(result)
        case .search: break
        }
      },
      feedbacks: [
        .extracting(
          payload: { if case let .search(term) = $0 { term } else { nil } },
          effects: { (term: String) -> SignalProducer<Event, Never> in
            started.append("extracting \(term)")
            return SignalProducer(value: Event.found("found \(term)"))
          }),
        .skippingRepeated(
          events: { if case let .search(term) = $0 { term } else { nil } },
          effects: { (term: String) -> SignalProducer<Event, Never> in
            started.append("distinct \(term)")
            return SignalProducer(value: Event.log("distinct \(term)"))
          }),
        .middleware(effect: { (_: State, event: Event) -> SignalProducer<Event, Never> in
          started.append("middleware \(event)")
          return event == .search("x") ? SignalProducer(value: Event.log("middleware")) : .empty
        }),
      ])
    loop.send(.search("x"))
    #expect(started == ["extracting x", "distinct x", "middleware search(\"x\")", "middleware found(\"found x\")"])
    // Reducing `found x` is a new event for each of them: `skippingRepeated(events:)` sees nil
    // after "x" and `middleware` a new event, so both move on and their queued events go.
    #expect(loop.state.value.log == ["found x"])
    loop.send(.log("typed"))
    loop.send(.search("x"))
    #expect(loop.state.value.log == ["found x", "typed", "found x"], "each search's other effects are dropped again")
  }

  @Test("a custom feedback receives each state with its event and enqueues events")
  func customTransitions() {
    var seen: [String] = []
    let loop = Loop<Int, Int>(
      initial: 0,
      reducer: { $0 += $1 },
      feedbacks: [
        Loop.Feedback(events: { transitions, output in
          transitions
            .on(value: { state, event in seen.append("\(state)/\(event.map(String.init) ?? "nil")") })
            .filter { $0.0 == 1 }
            .map { _ in 10 }
            .take(first: 1)
            .enqueue(to: output)
        })
      ])
    loop.send(1)
    #expect(seen == ["0/nil", "1/1"], "take(first:) ended the observation after the first match")
    #expect(loop.state.value == 11)
  }

  @Test("Feedback.custom over states, and combine")
  func customAndCombine() {
    let double = Loop<Int, Int>.Feedback.custom { states, output in
      states.filter { $0 == 1 }.startWithValues { _ in output.send(1) }
    }
    let triple = Loop<Int, Int>.Feedback.lensing(state: { $0 == 2 ? 3 : nil }, effects: { SignalProducer(value: $0) })
    let loop = Loop<Int, Int>(initial: 0, reducer: { $0 += $1 }, feedbacks: [.combine(double, triple)])
    loop.send(1)
    #expect(loop.state.value == 5)
  }

  @Test("pullback runs a feedback of a part of the state in the whole loop")
  func feedbackPullback() {
    struct App { var counter = 0 }
    enum AppEvent { case counter(Int) }
    let counterFeedback = Loop<Int, Int>.Feedback(predicate: { $0 == 1 }, effects: { _ in SignalProducer(value: 41) })
    let loop = Loop<App, AppEvent>(
      initial: App(),
      reducer: { state, event in
        if case let .counter(amount) = event { state.counter += amount }
      },
      feedbacks: [
        .pullback(
          feedback: counterFeedback, value: \.counter, embedEvent: AppEvent.counter,
          extractEvent: { if case let .counter(amount) = $0 { amount } else { nil } })
      ])
    loop.send(.counter(1))
    #expect(loop.state.value.counter == 42)

    // Loop's earlier spelling: the part's feedback sees its state only; its events are embedded.
    let stateOnly = Loop<App, AppEvent>(
      initial: App(),
      reducer: { state, event in
        if case let .counter(amount) = event { state.counter += amount }
      },
      feedbacks: [.pullback(feedback: counterFeedback, value: \.counter, event: AppEvent.counter)])
    stateOnly.send(.counter(1))
    #expect(stateOnly.state.value.counter == 42)
  }

  @Test("combine and pullback build one reducer from the reducers of each part of the state")
  func reducerComposition() {
    struct Picker { var color = "black" }
    enum PickerEvent { case pick(String) }
    struct Screen {
      var picker = Picker()
      var details: Picker?
      var log: [String] = []
    }
    enum ScreenEvent {
      case picker(PickerEvent)
      case details(PickerEvent)
      case note(String)
      var pickerEvent: PickerEvent? { if case let .picker(event) = self { event } else { nil } }
      var detailsEvent: PickerEvent? { if case let .details(event) = self { event } else { nil } }
    }
    let pick: Reducer<Picker, PickerEvent> = { state, event in
      if case let .pick(color) = event { state.color = color }
    }
    let screen: Reducer<Screen, ScreenEvent> = { state, event in
      if case let .note(text) = event { state.log.append(text) }
      if case .picker = event { state.log.append("saw \(state.picker.color)") }
    }
    let reducer = combine(
      screen, pullback(pick, value: \.picker, event: \.pickerEvent),
      pullback(pick, value: \.details, extractEvent: { $0.detailsEvent }))
    let loop = Loop<Screen, ScreenEvent>(initial: Screen(), reducer: reducer, feedbacks: [])
    loop.send(.picker(.pick("red")))
    loop.send(.details(.pick("blue")))
    loop.send(.note("hi"))
    #expect(loop.state.value.picker.color == "red")
    #expect(loop.state.value.details == nil, "an absent part is not created by its events")
    #expect(loop.state.value.log == ["saw black", "hi"], "combined reducers run in order; the screen's ran first")

    var withDetails = Screen(details: Picker())
    reducer(&withDetails, .details(.pick("green")))
    #expect(withDetails.details?.color == "green")
    #expect(withDetails.picker.color == "black", "an event of one part leaves the others as they were")
    var unchanged = Screen()
    combine()(&unchanged, ScreenEvent.note("x"))
    #expect(unchanged.log.isEmpty)
  }

  @Test("scoped loops, ignoringInput and context send to the root loop")
  func scopedAndContext() {
    struct State { var name = "" }
    enum Event { case rename(String) }
    let loop = Loop<State, Event>(
      initial: State(),
      reducer: { state, event in
        if case let .rename(name) = event { state.name = name }
      }, feedbacks: [])
    let names: Loop<String, String> = loop.scoped(to: \.name, event: Event.rename)
    names.send("Ada")
    #expect(loop.state.value.name == "Ada")
    #expect(names.state.value == "Ada")
    let readOnly = loop.ignoringInput()
    #expect(readOnly.state.value.name == "Ada")
    let context = loop.context.record().recorder
    context.values.last?.send(.rename("Grace"))
    #expect(loop.state.value.name == "Grace")
    #expect(context.values.last?.name == "Grace", "dynamic member lookup reads the state")
  }

  @Test("disposing an enqueued effect drops its events that were not reduced yet")
  func enqueueCancellationDropsQueuedEvents() {
    var effect: Disposable?
    var reduced: [Int] = []
    let loop = Loop<Int, Int>(
      initial: 0,
      reducer: { state, event in
        reduced.append(event)
        if event == 1 { effect?.dispose() }
        state += event
      },
      feedbacks: [
        Loop.Feedback(events: { transitions, output in
          SignalProducer<Never, Never> { _, lifetime in
            // Sends 1 and 2 from inside the first state's delivery, so both wait in the queue;
            // reducing 1 disposes the effect, so 2 must be dropped.
            let stillRunning = SignalProducer<Int, Never> { observer, _ in
              observer.send(value: 1)
              observer.send(value: 2)
            }
            let inner = transitions.take(first: 1).flatMap(.latest) { _ in stillRunning }.enqueue(to: output)
            effect = inner.start()
            lifetime += effect
          }
        })
      ])
    #expect(reduced == [1])
    #expect(loop.state.value == 1)
  }

  @Test("FeedbackLoop and Store are names of Loop; the ReactiveFeedback forms keep working")
  func aliases() {
    let store = Store<Int, Int>(initial: 1, reducer: { $0 *= $1 }, feedbacks: [])
    let loop: FeedbackLoop<Int, Int> = store
    loop.send(5)
    #expect(store.state.value == 5)
    let property = Property<Int>(
      initial: 0, reduce: { (state: Int, event: Int) in state + event },
      feedbacks: [Feedback(predicate: { $0 < 3 }, effects: { _ in SignalProducer(value: 1) })])
    #expect(property.value == 3)
    let system = SignalProducer<Int, Never>.system(
      initial: 0, reduce: { (state: Int, event: Int) in state + event },
      feedbacks: Feedback(predicate: { $0 < 2 }, effects: { _ in SignalProducer(value: 1) }))
    #expect(system.take(first: 3).collect().record().recorder.values == [[0, 1, 2]])
  }

  @Test("ReactiveFeedback's original Feedback { scheduler, state in … } turns the states into events")
  func legacyReactiveFeedbackForm() {
    let countToThree = Feedback<Int, Int> { scheduler, state in
      state.filter { $0 < 3 }.map { _ in 1 }.observe(on: scheduler)
    }
    let system = SignalProducer<Int, Never>.system(
      initial: 0, reduce: { (state: Int, event: Int) in state + event }, feedbacks: countToThree)
    #expect(system.take(first: 4).collect().record().recorder.values == [[0, 1, 2, 3]])
  }
}
