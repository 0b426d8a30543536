/// ReactiveFeedback's feedback forms that Loop 3 renamed or dropped, so code written for
/// ReactiveFeedback compiles and behaves as it did there (its original
/// `Feedback { scheduler, state in … }` is `init(events:)` in Feedback.swift).
extension Feedback {
  /// Runs `effects` for each value `transform` derives from the signal of states (the current
  /// state first); each value starts its effect and cancels the one running.
  public init<Control, Effect: SignalProducerConvertible>(
    deriving transform: @escaping (Signal<State, Never>) -> Signal<Control, Never>,
    effects: @escaping (Control) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(compacting: { states in states.lift(transform) }, effects: effects)
  }

  /// ReactiveFeedback's name for `init(whenBecomesTrue:effects:)`: starts `effects` with the
  /// state when `condition` turns true (the initial state included) and cancels it when
  /// `condition` turns false; states for which it stays true start nothing.
  public init<Effect: SignalProducerConvertible>(
    condition: @escaping (State) -> Bool,
    whenBecomesTrue effects: @escaping (State) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(whenBecomesTrue: condition, effects: effects)
  }
}
