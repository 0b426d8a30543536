/// Turns the states of a loop into events: the effects of a state machine (load the next page
/// while loading, save while dirty...). `Loop<State, Event>.Feedback` is this type, so code
/// written for ReactiveFeedback (`Feedback<State, Event>(...)`) and for Loop 3
/// (`Loop<State, Event>.Feedback(...)`, `.skippingRepeated(state:effects:)`...) share it.
///
/// The kinds differ in which states start an effect. Each runs the latest effect only: an effect
/// still running when a new one starts is cancelled, and the events it had queued are dropped.
public struct Feedback<State, Event> {
  /// Starts the feedback on the loop's transitions (each new state with the event that made it,
  /// `nil` for the initial state), sending events to the consumer; returns what stops it.
  @usableFromInline
  let setup:
    (_ transitions: SignalProducer<(State, Event?), Never>, _ output: FeedbackEventConsumer<Event>) -> Disposable

  @inlinable
  init(
    transitions setup:
      @escaping (SignalProducer<(State, Event?), Never>, FeedbackEventConsumer<Event>) -> Disposable
  ) {
    self.setup = setup
  }

  /// A custom feedback: receives the states (the current one first) and a consumer to send
  /// events to; returns what to dispose when the loop stops.
  @inlinable
  public init(
    events setup:
      @escaping (_ states: SignalProducer<State, Never>, _ output: FeedbackEventConsumer<Event>)
      -> Disposable
  ) {
    self.setup = { transitions, output in setup(transitions.map { $0.0 }, output) }
  }

  /// A custom feedback in Loop 3's form: receives each state with the event that made it (`nil`
  /// for the initial state) and returns a producer that sends events with `enqueue(to: output)`.
  /// It is started with the loop and disposed when the loop stops.
  @inlinable
  public init(
    events setup:
      @escaping (_ transitions: SignalProducer<(State, Event?), Never>, _ output: FeedbackEventConsumer<Event>)
      -> SignalProducer<Never, Never>
  ) {
    self.setup = { transitions, output in setup(transitions, output).start() }
  }

  /// ReactiveFeedback's original custom feedback: a function from the states (a signal, the
  /// current state first) to the events it causes, written as
  /// `Feedback { scheduler, state in state.filter(…).flatMap(.latest) { … } }`. The events go to
  /// the loop, which reduces them on its own scheduler; `scheduler` is an `ImmediateScheduler`,
  /// so `observe(on: scheduler)` in such code changes nothing.
  public init(
    events transform: @escaping (_ scheduler: Scheduler, _ states: Signal<State, Never>) -> Signal<Event, Never>
  ) {
    self.setup = { transitions, output in
      transitions.map { $0.0 }.lift { transform(ImmediateScheduler(), $0) }.startWithValues { output.send($0) }
    }
  }

  /// Runs `effects` for each value `transform` derives from the state stream (ReactiveFeedback's
  /// `compacting`): each value starts its effect and cancels the one running.
  @inlinable
  public init<Control, Effect: SignalProducerConvertible>(
    compacting transform: @escaping (SignalProducer<State, Never>) -> SignalProducer<Control, Never>,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(controls: { transform($0).map(Optional.some) }, effects: effects)
  }

  /// The engine of the state-driven kinds: runs `effects` for each control value derived from
  /// the states; `nil` cancels the running effect without starting another.
  @inlinable
  init<Control, Effect: SignalProducerConvertible>(
    controls transform: @escaping (SignalProducer<State, Never>) -> SignalProducer<Control?, Never>,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    setup = { transitions, output in
      let slot = EffectSlot<Control, Event>(effects: { effects($0).producer }, output: output)
      let subscription = transform(transitions.map { $0.0 }).startWithValues { control in slot.run(control) }
      return CompositeDisposable([subscription, slot])
    }
  }

  /// The engine of the event-driven kinds: runs `effects` for each payload derived from the
  /// events the loop reduces; `nil` cancels the running effect without starting another.
  @inlinable
  init<Payload, Effect: SignalProducerConvertible>(
    payloads transform: @escaping (SignalProducer<Event, Never>) -> SignalProducer<Payload?, Never>,
    effects: @escaping (Payload) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    setup = { transitions, output in
      let slot = EffectSlot<Payload, Event>(effects: { effects($0).producer }, output: output)
      let subscription = transform(transitions.compactMap { $0.1 }).startWithValues { slot.run($0) }
      return CompositeDisposable([subscription, slot])
    }
  }

  /// Runs `effects` for the control value `transform` derives from each state, skipping repeats:
  /// the effect starts when the control value changes and is cancelled when it changes again or
  /// becomes `nil`.
  @inlinable
  public init<Control: Equatable, Effect: SignalProducerConvertible>(
    skippingRepeated transform: @escaping (State) -> Control?,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(controls: { $0.map(transform).skipRepeats() }, effects: effects)
  }

  /// Runs `effects` for every state for which `transform` gives a control value; a state giving
  /// `nil` cancels the running effect.
  @inlinable
  public init<Control, Effect: SignalProducerConvertible>(
    lensing transform: @escaping (State) -> Control?,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(controls: { $0.map(transform) }, effects: effects)
  }

  /// Runs `effects` for every state that satisfies `predicate`; a state that does not cancels
  /// the running effect.
  @inlinable
  public init<Effect: SignalProducerConvertible>(
    predicate: @escaping (State) -> Bool,
    effects: @escaping (State) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(lensing: { predicate($0) ? $0 : nil }, effects: effects)
  }

  /// Runs `effects` for every state.
  @inlinable
  public init<Effect: SignalProducerConvertible>(
    effects: @escaping (State) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(lensing: { $0 }, effects: effects)
  }

  /// Starts the feedback on a stream of states, sending its events to `output` (for loops and
  /// test tools); the result stops it. Event-driven kinds see no events this way: use
  /// `start(transitions:output:)`.
  public func start(states: SignalProducer<State, Never>, output: FeedbackEventConsumer<Event>) -> Disposable {
    setup(states.map { ($0, nil) }, output)
  }

  /// Starts the feedback on a stream of transitions (each state with the event that made it).
  public func start(
    transitions: SignalProducer<(State, Event?), Never>, output: FeedbackEventConsumer<Event>
  ) -> Disposable {
    setup(transitions, output)
  }
}
