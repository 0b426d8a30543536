/// A running state machine: a plain `State` value, events reduced by a pure reducer, and
/// feedbacks that turn states into effects which produce more events.
///
/// `send(_:)` delivers user intent; `state` is readable anywhere and observable. The loop stops,
/// disposing every effect, when it is deinitialized (or its lifetime ends).
public final class Loop<State, Event> {
  @usableFromInline let core: LoopCore<State, Event>
  private let token: Lifetime.Token

  /// Ends when the loop is deinitialized.
  public let lifetime: Lifetime

  /// The current state and its changes.
  public let state: Property<State>

  /// Sends the current state, then every new state.
  public var producer: SignalProducer<State, Never> { state.producer }

  /// Starts a loop from `initial`, reducing events in place.
  public init(
    initial: State, reduce: @escaping (inout State, Event) -> Void, feedbacks: [Feedback<State, Event>]
  ) {
    let core = LoopCore(initial: initial, reduce: reduce, feedbacks: feedbacks)
    self.core = core
    self.state = Property(capturing: StateView(core.storage))
    (lifetime, token) = Lifetime.make()
    lifetime.observeEnded { core.stop() }
  }

  /// Starts a loop from `initial` with a reducer that returns the next state.
  public convenience init(
    initial: State, reduce: @escaping (State, Event) -> State, feedbacks: [Feedback<State, Event>]
  ) {
    self.init(initial: initial, reduce: { state, event in state = reduce(state, event) }, feedbacks: feedbacks)
  }

  /// Sends user intent: reduced after any event already queued.
  @inlinable
  public func send(_ event: Event) {
    core.send(event)
  }

  /// A binding target that sends each value as an event.
  public var events: BindingTarget<Event> {
    BindingTarget(lifetime: lifetime) { [core] event in core.send(event) }
  }
}

extension Loop: @unchecked Sendable {}

/// A read-only property view of a loop's published state.
final class StateView<State>: PropertyProtocol, @unchecked Sendable {
  let storage: PropertyStorage<State>
  init(_ storage: PropertyStorage<State>) { self.storage = storage }
  var value: State { storage.value }
  var producer: SignalProducer<State, Never> { storage.producer }
  var signal: Signal<State, Never> { storage.signal }
}

extension SignalProducer where Error == Never {
  /// A producer that runs a feedback loop on each start: sends the initial state, then every new
  /// state. Events are reduced on `scheduler`; disposing the start stops the loop and its effects.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: [Feedback<Value, Event>]
  ) -> SignalProducer<Value, Never> {
    SignalProducer { observer, lifetime in
      let immediate = scheduler is ImmediateScheduler
      let core = LoopCore(
        initial: initial, reduce: reduce, feedbacks: feedbacks, deliverOn: immediate ? nil : scheduler)
      lifetime += core.storage.producer.start(observer)
      lifetime.observeEnded { core.stop() }
    }
  }

  /// Like `system(initial:scheduler:reduce:feedbacks:)`, with a reducer returning the next state.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (Value, Event) -> Value,
    feedbacks: [Feedback<Value, Event>]
  ) -> SignalProducer<Value, Never> {
    system(
      initial: initial, scheduler: scheduler, reduce: { state, event in state = reduce(state, event) },
      feedbacks: feedbacks)
  }
}

extension Property {
  /// A property holding the state of a feedback loop that runs while the property lives.
  public convenience init<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: [Feedback<Value, Event>]
  ) {
    self.init(
      unsafeProducer: SignalProducer.system(
        initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks))
  }

  /// A property holding the state of a feedback loop, with a reducer returning the next state.
  public convenience init<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (Value, Event) -> Value,
    feedbacks: [Feedback<Value, Event>]
  ) {
    self.init(
      unsafeProducer: SignalProducer.system(
        initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks))
  }
}
