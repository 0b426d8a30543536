/// Turns the states of a loop into events: the effects of a state machine (load the next page
/// while loading, save while dirty...).
///
/// The kinds differ in which states start an effect. Each runs the latest effect only: an effect
/// still running when a new one starts is cancelled, and the events it had queued are dropped.
public struct Feedback<State, Event> {
  @usableFromInline
  let setup: (_ states: SignalProducer<State, Never>, _ output: FeedbackEventConsumer<Event>) -> Disposable

  /// A custom feedback: receives every state and a consumer to send events to; returns what to
  /// dispose when the loop stops.
  @inlinable
  public init(
    events setup:
      @escaping (_ states: SignalProducer<State, Never>, _ output: FeedbackEventConsumer<Event>)
      -> Disposable
  ) {
    self.setup = setup
  }

  /// Runs `effects` for the control value `transform` derives from each state, skipping repeats:
  /// the effect starts when the control value changes and is cancelled when it changes again or
  /// becomes `nil`.
  @inlinable
  public init<Control: Equatable, Effect: SignalProducerConvertible>(
    skippingRepeated transform: @escaping (State) -> Control?,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(compacting: { $0.map(transform).skipRepeats() }, effects: effects)
  }

  /// Runs `effects` for each control value the `transform` of the state stream produces (`nil`
  /// cancels the running effect).
  @inlinable
  public init<Control, Effect: SignalProducerConvertible>(
    compacting transform: @escaping (SignalProducer<State, Never>) -> SignalProducer<Control?, Never>,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    setup = { states, output in
      let slot = EffectSlot<Control, Event>(effects: { effects($0).producer }, output: output)
      let subscription = transform(states).startWithValues { control in slot.run(control) }
      return CompositeDisposable([subscription, slot])
    }
  }

  /// Runs `effects` for every state for which `transform` gives a control value; a state giving
  /// `nil` cancels the running effect.
  @inlinable
  public init<Control, Effect: SignalProducerConvertible>(
    lensing transform: @escaping (State) -> Control?,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(compacting: { $0.map(transform) }, effects: effects)
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
  /// test tools); the result stops it.
  public func start(states: SignalProducer<State, Never>, output: FeedbackEventConsumer<Event>) -> Disposable {
    setup(states, output)
  }
}
