/// A unit of repeatable work: each `apply(input)` runs the producer `execute` makes, one at a time.
///
/// The action is disabled while it executes and while its `enabledIf` condition is false;
/// applying a disabled action fails with `ActionError.disabled`. The events of every execution
/// are also sent on `events`, `values`, `errors` and `completed`.
public final class Action<Input, Output, Error: Swift.Error> {
  private let execute: (Input) -> SignalProducer<Output, Error>?
  private let executing: MutableProperty<Bool>
  private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
  private let disabledInput: Signal<(), Never>.Observer
  private let lock = RecursiveLock()
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
  /// Whether an execution is running.
  public let isExecuting: Property<Bool>
  /// Whether `apply` would start an execution now.
  public let isEnabled: Property<Bool>

  /// Creates an action whose availability and work depend on the value of `state`.
  public init<State: PropertyProtocol>(
    state: State,
    enabledIf isUserEnabled: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    let executing = MutableProperty(false)
    self.executing = executing
    (lifetime, token) = Lifetime.make()
    (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
    (disabledErrors, disabledInput) = Signal<(), Never>.pipe()
    values = events.compactMap { $0.value }
    errors = events.compactMap { $0.error }
    completed = events.compactMap { $0.isCompleted ? () : nil }
    isExecuting = Property(capturing: executing)
    isEnabled = state.map(isUserEnabled).and(executing.negate())
    let lock = self.lock
    self.execute = { input in
      lock.withLock {
        let current = state.value
        guard isUserEnabled(current), !executing.value else { return nil }
        executing.value = true
        return execute(current, input)
      }
    }
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

  deinit {
    eventsInput.sendCompleted()
    disabledInput.sendCompleted()
  }

  /// A producer that, when started, executes the action with `input`, or fails with
  /// `ActionError.disabled` if the action is disabled at that moment. Disposing the start
  /// interrupts the execution.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    SignalProducer { [execute, executing, eventsInput, disabledInput] observer, lifetime in
      guard let work = execute(input) else {
        observer.send(error: .disabled)
        disabledInput.send(value: ())
        return
      }
      lifetime += work.start { event in
        if event.isTerminating { executing.value = false }
        eventsInput.send(value: event)
        observer.send(event.mapError(ActionError.producerFailed))
      }
    }
  }
}

extension Action: @unchecked Sendable {}

extension Action where Input == Void {
  /// Executes the action; see `apply(_:)`.
  public func apply() -> SignalProducer<Output, ActionError<Error>> {
    apply(())
  }
}
