/// A unit of repeatable work: each `apply(input)` runs the producer `execute` makes, one at a time.
///
/// The action is disabled while it executes and while its `enabledIf` condition is false;
/// applying a disabled action fails with `ActionError.disabled`. The events of every execution
/// are also sent on `events`, `values`, `errors` and `completed`.
///
/// `isEnabled` and `isExecuting` send only changes (repeats are skipped), as in ReactiveSwift: an
/// observer of `isEnabled` that writes to the action's state when it sees `false` gets no second
/// `false`, so such feedback settles instead of looping.
public final class Action<Input, Output, Error: Swift.Error> {
  private let execute: (Input) -> SignalProducer<Output, Error>?
  private let finishExecution: () -> Void
  private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
  private let disabledInput: Signal<(), Never>.Observer
  private let token: Lifetime.Token

  /// Ends when the action is deinitialized; the signals of the action complete then.
  public let lifetime: Lifetime

  /// The events of every execution, as values.
  public let events: Signal<Signal<Output, Error>.Event, Never>
  /// The values of every execution.
  public let values: Signal<Output, Never>
  /// The failures of every execution.
  public let errors: Signal<Error, Never>
  /// Sends each time `apply` is attempted while the action is disabled.
  public let disabledErrors: Signal<(), Never>
  /// Sends each time an execution completes successfully.
  public let completed: Signal<(), Never>
  /// Whether an execution is running. Sends only changes.
  public let isExecuting: Property<Bool>
  /// Whether `apply` would start an execution now. Sends only changes.
  public let isEnabled: Property<Bool>

  /// Creates an action whose availability and work depend on the value of `state`.
  ///
  /// The state value passed to `execute` is the one `enabledIf` approved, for each application.
  public init<State: PropertyProtocol>(
    state: State,
    enabledIf isUserEnabled: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    (lifetime, token) = Lifetime.make()
    (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
    (disabledErrors, disabledInput) = Signal<(), Never>.pipe()
    values = events.compactMap { $0.value }
    errors = events.compactMap { $0.error }
    completed = events.compactMap { $0.isCompleted ? () : nil }

    // One property holds the state value, whether it enables the action and whether an
    // execution runs, so that every change of any of them is one atomic step.
    let availability = MutableProperty(
      ActionAvailability(state: state.value, isUserEnabled: isUserEnabled(state.value)))
    state.signal
      .take(during: availability.lifetime)
      .observeValues { [weak availability] value in
        availability?.modify {
          $0.state = value
          $0.isUserEnabled = isUserEnabled(value)
        }
      }
    // The action keeps its state alive, as in ReactiveSwift.
    lifetime.observeEnded { withExtendedLifetime(state) {} }
    isEnabled = availability.map { $0.isEnabled }.skipRepeats()
    isExecuting = availability.map { $0.isExecuting }.skipRepeats()
    self.execute = { input in
      let approved = availability.modify { current -> State.Value? in
        guard current.isEnabled else { return nil }
        current.isExecuting = true
        return current.state
      }
      return approved.map { execute($0, input) }
    }
    finishExecution = { availability.modify { $0.isExecuting = false } }
  }

  /// Creates an action whose work depends on the value of `state`; enabled when not executing.
  public convenience init<State: PropertyProtocol>(
    state: State, execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, enabledIf: { _ in true }, execute: execute)
  }

  /// Creates an action enabled while `isEnabled` is true and it is not executing.
  public convenience init<P: PropertyProtocol>(
    enabledIf isEnabled: P, execute: @escaping (Input) -> SignalProducer<Output, Error>
  ) where P.Value == Bool {
    self.init(state: isEnabled, enabledIf: { $0 }, execute: { _, input in execute(input) })
  }

  /// Creates an action enabled whenever it is not executing.
  public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    self.init(enabledIf: Property(value: true), execute: execute)
  }

  /// Creates an action enabled while `state` holds a value (not `nil`) and it is not executing;
  /// `execute` receives the unwrapped value.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(state: state, enabledIf: { $0 != nil }, execute: { value, input in execute(value!, input) })
  }

  deinit {
    eventsInput.sendCompleted()
    disabledInput.sendCompleted()
  }

  /// A producer that, when started, executes the action with `input`, or fails with
  /// `ActionError.disabled` if the action is disabled at that moment. Disposing the start
  /// interrupts the execution. The action stays executing until the start has ended.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    SignalProducer { [execute, finishExecution, eventsInput, disabledInput] observer, lifetime in
      guard let work = execute(input) else {
        observer.send(error: .disabled)
        disabledInput.send(value: ())
        return
      }
      lifetime += work.start { event in
        observer.send(event.mapError(ActionError.producerFailed))
        eventsInput.send(value: event)
      }
      lifetime.observeEnded(finishExecution)
    }
  }
}

extension Action: @unchecked Sendable {}

extension Action: BindingTargetProvider {
  /// Applies the action to each value bound to it (`action <~ source`); values arriving while
  /// it is disabled are dropped.
  public var bindingTarget: BindingTarget<Input> {
    BindingTarget(lifetime: lifetime) { [weak self] input in self?.apply(input).start() }
  }
}

extension Action where Input == Void {
  /// Executes the action; see `apply(_:)`.
  public func apply() -> SignalProducer<Output, ActionError<Error>> {
    apply(())
  }

  /// Creates an action enabled while `state` is not `nil`; `execute` receives the value.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(unwrapping: state) { value, _ in execute(value) }
  }

  /// Creates an action whose work is made from the value of `state`.
  public convenience init<P: PropertyProtocol, T>(
    state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T {
    self.init(state: state) { value, _ in execute(value) }
  }

  /// Creates an action enabled while the optional `state` holds a value; `execute` receives it.
  public convenience init<P: PropertyProtocol, T>(
    state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(unwrapping: state, execute: execute)
  }
}

/// What an action's availability depends on, changed in one step.
private struct ActionAvailability<State> {
  var state: State
  var isUserEnabled: Bool
  var isExecuting = false

  var isEnabled: Bool { isUserEnabled && !isExecuting }

  init(state: State, isUserEnabled: Bool) {
    self.state = state
    self.isUserEnabled = isUserEnabled
  }
}
