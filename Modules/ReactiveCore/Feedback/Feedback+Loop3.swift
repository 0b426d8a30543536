/// The feedback forms of Loop 3 (`Loop<State, Event>.Feedback` is `Feedback<State, Event>`), as
/// initializers and as static members, so `feedbacks: [.skippingRepeated(state: ...)]` reads as
/// it does there.
extension Feedback {
  /// Sends an event for every value of an outside source (a signal, producer or property).
  /// These events are never dropped: they are user intent, not effects of a state.
  public init<Values: SignalProducerConvertible>(
    source: Values, as transform: @escaping (Values.Value) -> Event
  ) where Values.Error == Never {
    self.init(transitions: { _, output in
      source.producer.startWithValues { output.send(transform($0)) }
    })
  }

  /// Loop 3's name for `init(compacting:effects:)`.
  public init<Control, Effect: SignalProducerConvertible>(
    compactingState transform: @escaping (SignalProducer<State, Never>) -> SignalProducer<Control, Never>,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(compacting: transform, effects: effects)
  }

  /// Runs `effects` for each value `transform` derives from the stream of reduced events; each
  /// starts its effect and cancels the one running.
  public init<Payload, Effect: SignalProducerConvertible>(
    compactingEvents transform: @escaping (SignalProducer<Event, Never>) -> SignalProducer<Payload, Never>,
    effects: @escaping (Payload) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(payloads: { transform($0).map(Optional.some) }, effects: effects)
  }

  /// Loop 3's name for `init(skippingRepeated:effects:)`.
  public init<Control: Equatable, Effect: SignalProducerConvertible>(
    skippingRepeatedState transform: @escaping (State) -> Control?,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(skippingRepeated: transform, effects: effects)
  }

  /// Runs `effects` for the payload `transform` finds in each reduced event, skipping repeats; a
  /// `nil` payload cancels the running effect.
  public init<Payload: Equatable, Effect: SignalProducerConvertible>(
    skippingRepeatedEvents transform: @escaping (Event) -> Payload?,
    effects: @escaping (Payload) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(payloads: { $0.map(transform).skipRepeats() }, effects: effects)
  }

  /// Runs `effects` for every reduced event in which `transform` finds a payload; an event
  /// without one cancels the running effect.
  public init<Payload, Effect: SignalProducerConvertible>(
    extractingPayload transform: @escaping (Event) -> Payload?,
    effects: @escaping (Payload) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(payloads: { $0.map(transform) }, effects: effects)
  }

  /// Starts `effects` when `transform` gives a value after giving `nil` (or first of all), and
  /// ignores the values after it; when `transform` gives `nil` again, cancels the effect.
  public init<Value, Effect: SignalProducerConvertible>(
    firstValueAfterNil transform: @escaping (State) -> Value?,
    effects: @escaping (Value) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(
      compacting: { states in
        states.scanMap(into: true) { wasNil, state -> NilEdge<Value>? in
          switch (wasNil, transform(state)) {
          case let (true, value?):
            wasNil = false
            return .populated(value)
          case (false, nil):
            wasNil = true
            return .cleared
          default:
            return nil
          }
        }
        .skipNil()
      },
      effects: { edge -> SignalProducer<Event, Never> in
        switch edge {
        case let .populated(value): return effects(value).producer
        case .cleared: return .empty
        }
      })
  }

  /// Starts `effects` when `predicate` turns true, and cancels it when it turns false.
  public init<Effect: SignalProducerConvertible>(
    whenBecomesTrue predicate: @escaping (State) -> Bool,
    effects: @escaping (State) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(firstValueAfterNil: { predicate($0) ? $0 : nil }, effects: effects)
  }

  /// Runs `effect` for every reduced event with the state it produced; a new event cancels the
  /// running effect.
  public init<Effect: SignalProducerConvertible>(
    middleware effect: @escaping (State, Event) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(transitions: { transitions, output in
      let slot = EffectSlot<(State, Event), Event>(effects: { effect($0.0, $0.1).producer }, output: output)
      let subscription = transitions.startWithValues { state, event in
        if let event { slot.run((state, event)) }
      }
      return CompositeDisposable([subscription, slot])
    })
  }

  /// Loop 3's custom feedback from states: see `init(events:)`.
  public static func custom(
    _ setup:
      @escaping (_ states: SignalProducer<State, Never>, _ output: FeedbackEventConsumer<Event>) -> Disposable
  ) -> Feedback {
    Feedback(events: setup)
  }

  /// See `init(predicate:effects:)`.
  public static func predicate<Effect: SignalProducerConvertible>(
    _ predicate: @escaping (State) -> Bool, effects: @escaping (State) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(predicate: predicate, effects: effects)
  }

  /// See `init(compacting:effects:)`.
  public static func compacting<Control, Effect: SignalProducerConvertible>(
    state transform: @escaping (SignalProducer<State, Never>) -> SignalProducer<Control, Never>,
    effects: @escaping (Control) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(compacting: transform, effects: effects)
  }

  /// See `init(compactingEvents:effects:)`.
  public static func compacting<Payload, Effect: SignalProducerConvertible>(
    events transform: @escaping (SignalProducer<Event, Never>) -> SignalProducer<Payload, Never>,
    effects: @escaping (Payload) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(compactingEvents: transform, effects: effects)
  }

  /// See `init(skippingRepeated:effects:)`.
  public static func skippingRepeated<Control: Equatable, Effect: SignalProducerConvertible>(
    state transform: @escaping (State) -> Control?, effects: @escaping (Control) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(skippingRepeated: transform, effects: effects)
  }

  /// See `init(skippingRepeatedEvents:effects:)`.
  public static func skippingRepeated<Payload: Equatable, Effect: SignalProducerConvertible>(
    events transform: @escaping (Event) -> Payload?, effects: @escaping (Payload) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(skippingRepeatedEvents: transform, effects: effects)
  }

  /// See `init(lensing:effects:)`.
  public static func lensing<Control, Effect: SignalProducerConvertible>(
    state transform: @escaping (State) -> Control?, effects: @escaping (Control) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(lensing: transform, effects: effects)
  }

  /// See `init(extractingPayload:effects:)`.
  public static func extracting<Payload, Effect: SignalProducerConvertible>(
    payload transform: @escaping (Event) -> Payload?, effects: @escaping (Payload) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(extractingPayload: transform, effects: effects)
  }

  /// See `init(firstValueAfterNil:effects:)`.
  public static func firstValueAfterNil<Value, Effect: SignalProducerConvertible>(
    _ transform: @escaping (State) -> Value?, effects: @escaping (Value) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(firstValueAfterNil: transform, effects: effects)
  }

  /// See `init(whenBecomesTrue:effects:)`.
  public static func whenBecomesTrue<Effect: SignalProducerConvertible>(
    _ predicate: @escaping (State) -> Bool, effects: @escaping (State) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(whenBecomesTrue: predicate, effects: effects)
  }

  /// See `init(middleware:)`.
  public static func middleware<Effect: SignalProducerConvertible>(
    effect: @escaping (State, Event) -> Effect
  ) -> Feedback where Effect.Value == Event, Effect.Error == Never {
    Feedback(middleware: effect)
  }

  /// A feedback that sends whatever is passed to `observer`: a way to feed user intent into a
  /// loop built as a producer (`SignalProducer.feedbackLoop`).
  public static var input: (feedback: Feedback, observer: (Event) -> Void) {
    let (events, input) = Signal<Event, Never>.pipe()
    return (Feedback(source: events, as: { $0 }), { input.send(value: $0) })
  }

  /// Runs several feedbacks as one.
  public static func combine(_ feedbacks: Feedback...) -> Feedback {
    Feedback(transitions: { transitions, output in
      CompositeDisposable(feedbacks.map { $0.setup(transitions, output) })
    })
  }

  /// Runs a feedback of a part of this loop (`value` of the state, events embedded with
  /// `embedEvent` and found with `extractEvent`) in this loop.
  public static func pullback<LocalState, LocalEvent>(
    feedback: Feedback<LocalState, LocalEvent>,
    value: KeyPath<State, LocalState>,
    embedEvent: @escaping (LocalEvent) -> Event,
    extractEvent: @escaping (Event) -> LocalEvent?
  ) -> Feedback {
    feedback.pullback(value: value, embedEvent: embedEvent, extractEvent: extractEvent)
  }

  /// Runs a feedback of a part of this loop that reacts to its state only (Loop's earlier
  /// spelling, which its examples use): it sees `value` of the state, never an event, and its
  /// events are embedded with `event`.
  public static func pullback<LocalState, LocalEvent>(
    feedback: Feedback<LocalState, LocalEvent>,
    value: KeyPath<State, LocalState>,
    event: @escaping (LocalEvent) -> Event
  ) -> Feedback {
    feedback.pullback(value: value, embedEvent: event, extractEvent: { _ in nil })
  }

  /// This feedback, run in a loop whose state holds this one's at `value`; see the static form.
  public func pullback<GlobalState, GlobalEvent>(
    value: KeyPath<GlobalState, State>,
    embedEvent: @escaping (Event) -> GlobalEvent,
    extractEvent: @escaping (GlobalEvent) -> Event?
  ) -> Feedback<GlobalState, GlobalEvent> {
    Feedback<GlobalState, GlobalEvent>(transitions: { transitions, output in
      setup(
        transitions.map { state, event in (state[keyPath: value], event.flatMap(extractEvent)) },
        output.pullback(embedEvent))
    })
  }
}

/// What `firstValueAfterNil` reacts to.
@usableFromInline
enum NilEdge<Value> {
  case populated(Value)
  case cleared
}

extension SignalProducer where Error == Never {
  /// Sends this producer's values as events of a loop, as one effect: when the result is
  /// disposed (the feedback moved on: `flatMap(.latest)` switched, or the loop stopped), the
  /// events not yet reduced are dropped. As in Loop 3 the result sends nothing and never ends by
  /// itself, even after this producer completed, so switching away always drops what is left.
  /// Start it, or return it from a custom feedback.
  public func enqueue(to consumer: FeedbackEventConsumer<Value>) -> SignalProducer<Never, Never> {
    SignalProducer<Never, Never> { _, lifetime in
      let token = EffectToken()
      consumer.monitor?.effectStarted()
      // The work ends when this producer does (or is disposed), which is what a monitor counts.
      let workEnded = AnyDisposable { consumer.monitor?.effectEnded() }
      lifetime += self.start { event in
        if case let .value(value) = event { consumer.send(value, token: token) } else { workEnded.dispose() }
      }
      lifetime.observeEnded {
        token.cancel()
        workEnded.dispose()
      }
    }
  }
}

extension FeedbackEventConsumer {
  /// A consumer of `LocalEvent`s that sends them here embedded by `embed`.
  public func pullback<LocalEvent>(_ embed: @escaping (LocalEvent) -> Event) -> FeedbackEventConsumer<LocalEvent> {
    FeedbackEventConsumer<LocalEvent>(monitor: monitor) { event, token in sink(embed(event), token) }
  }
}
