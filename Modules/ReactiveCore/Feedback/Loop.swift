/// Loop 3's older names for `Loop`.
public typealias FeedbackLoop<State, Event> = Loop<State, Event>
/// Loop 3's older names for `Loop`.
public typealias Store<State, Event> = Loop<State, Event>

/// A running state machine: a plain `State` value, events reduced by a pure reducer, and
/// feedbacks that turn states into effects which produce more events (Loop 3's `Loop`).
///
/// `send(_:)` delivers user intent; `state` is readable anywhere and observable; `producer` sends
/// the current state then every new one. The loop stops, disposing every effect, when it is
/// deinitialized (or its lifetime ends). `scoped(to:event:)` gives a view of a part of it.
public final class Loop<State, Event> {
  /// The feedbacks of this loop: `Loop<State, Event>.Feedback` is `Feedback<State, Event>`.
  public typealias Feedback = ReactiveCore.Feedback<State, Event>

  /// The loop's engine, for a root loop: `send` calls it directly, so it is specialized in the
  /// caller's module (a closure would run generic code: 6x slower, benchmark F1).
  @usableFromInline let core: LoopCore<State, Event>?
  /// How a scoped view sends (embedding the event into its parent's).
  @usableFromInline let sendEvent: (Event) -> Void
  /// What this loop keeps alive: its core's stopper (a root loop) or the loop it scopes.
  private let owner: AnyObject?
  /// Pauses (`true`) or resumes (`false`) the root loop.
  private let setPaused: (Bool) -> Void

  /// Ends when the (root) loop is deinitialized.
  public let lifetime: Lifetime

  /// The current state and its changes.
  public let state: Property<State>

  /// Sends the current state, then every new state.
  public var producer: SignalProducer<State, Never> { state.producer }

  /// The current state, then every new one, each with a way to send events back (Loop 3).
  public var context: SignalProducer<Context<State, Event>, Never> {
    let forward: (Event) -> Void = { [weak self] event in self?.send(event) }
    return producer.map { Context(state: $0, forward: forward) }
  }

  private init(
    state: Property<State>, lifetime: Lifetime, owner: AnyObject?, core: LoopCore<State, Event>? = nil,
    send: @escaping (Event) -> Void, setPaused: @escaping (Bool) -> Void
  ) {
    self.core = core
    self.state = state
    self.lifetime = lifetime
    self.owner = owner
    self.sendEvent = send
    self.setPaused = setPaused
  }

  /// Starts a loop from `initial`, reducing events in place (Loop 3's initializer).
  public convenience init(initial: State, reducer: @escaping (inout State, Event) -> Void, feedbacks: [Feedback]) {
    let core = LoopCore(initial: initial, reduce: reducer, feedbacks: feedbacks)
    let root = LoopRoot(core)
    self.init(
      state: Property(capturing: StateView(core.storage)), lifetime: root.lifetime, owner: root, core: core,
      send: { [core] in core.send($0) }, setPaused: { [core] in $0 ? core.pause() : core.resume() })
  }

  /// Starts a loop from `initial`, reducing events in place.
  public convenience init(initial: State, reduce: @escaping (inout State, Event) -> Void, feedbacks: [Feedback]) {
    self.init(initial: initial, reducer: reduce, feedbacks: feedbacks)
  }

  /// Starts a loop from `initial` with a reducer that returns the next state.
  public convenience init(initial: State, reduce: @escaping (State, Event) -> State, feedbacks: [Feedback]) {
    self.init(initial: initial, reducer: { state, event in state = reduce(state, event) }, feedbacks: feedbacks)
  }

  /// Sends user intent: reduced after any event already queued.
  @inlinable
  public func send(_ event: Event) {
    // Optional chaining on the stored `let` calls the core without retaining it (binding it to
    // a local would: a retain and a release per event, on the slow path, since the core is
    // referenced weakly by its feedbacks).
    guard core != nil else { return sendEvent(event) }
    core?.send(event)
  }

  /// A binding target that sends each value as an event.
  public var events: BindingTarget<Event> {
    BindingTarget(lifetime: lifetime) { [sendEvent] event in sendEvent(event) }
  }

  /// A view of a part of this loop: its state is `scope` of this one's, and the events sent to it
  /// are sent here as `event(scoped)`. The view keeps this loop alive.
  public func scoped<ScopedState, ScopedEvent>(
    to scope: @escaping (State) -> ScopedState, event: @escaping (ScopedEvent) -> Event
  ) -> Loop<ScopedState, ScopedEvent> {
    Loop<ScopedState, ScopedEvent>(
      state: state.map(scope), lifetime: lifetime, owner: self, send: { [sendEvent] in sendEvent(event($0)) },
      setPaused: setPaused)
  }

  /// Loop 3's older name for `scoped(to:event:)`, taking the part of the state as a key path.
  public func view<ScopedState, ScopedEvent>(
    value: KeyPath<State, ScopedState>, event: @escaping (ScopedEvent) -> Event
  ) -> Loop<ScopedState, ScopedEvent> {
    scoped(to: { $0[keyPath: value] }, event: event)
  }

  /// A view of this loop that takes events of another type, embedded by `event`.
  public func scoped<ScopedEvent>(event: @escaping (ScopedEvent) -> Event) -> Loop<State, ScopedEvent> {
    scoped(to: { $0 }, event: event)
  }

  /// A view of this loop that cannot be sent events (sending on this loop still works).
  public func ignoringInput() -> Loop<State, Never> {
    Loop<State, Never>(
      state: Property(capturing: state), lifetime: lifetime, owner: self, send: { _ in }, setPaused: setPaused)
  }

  /// Pauses the loop (its root, for a scoped view), as Loop 3 does: every feedback stops,
  /// cancelling its running effects, and events sent until `resume()` are dropped. The state
  /// stays, and so do its observers. Takes effect after the events already queued.
  public func pause() {
    setPaused(true)
  }

  /// Resumes a paused loop: events are reduced again and every feedback starts again from the
  /// current state, so an effect that state calls for starts anew. Does nothing unless paused.
  public func resume() {
    setPaused(false)
  }
}

extension Loop: @unchecked Sendable {}

/// Stops a loop's core when the last `Loop` (or scoped view) of it goes away.
private final class LoopRoot<State, Event> {
  private let token: Lifetime.Token
  let lifetime: Lifetime

  init(_ core: LoopCore<State, Event>) {
    (lifetime, token) = Lifetime.make()
    lifetime.observeEnded { core.stop() }
  }
}

/// A state of a loop with a way to send it events (Loop 3's `Context`); read the state's members
/// directly: `context.count`.
@dynamicMemberLookup
public struct Context<State, Event> {
  /// The state.
  public let state: State
  private let forward: (Event) -> Void

  /// A context for `state` whose `send` calls `forward`.
  public init(state: State, forward: @escaping (Event) -> Void) {
    self.state = state
    self.forward = forward
  }

  /// A member of the state.
  public subscript<U>(dynamicMember keyPath: KeyPath<State, U>) -> U {
    state[keyPath: keyPath]
  }

  /// Sends an event to the loop.
  public func send(_ event: Event) {
    forward(event)
  }

  /// A context of a part of this state, whose events are sent here embedded by `event`.
  public func scoped<ScopedState, ScopedEvent>(
    to scope: (State) -> ScopedState, event: @escaping (ScopedEvent) -> Event
  ) -> Context<ScopedState, ScopedEvent> {
    Context<ScopedState, ScopedEvent>(state: scope(state)) { [forward] in forward(event($0)) }
  }
}

/// A read-only property view of a loop's published state.
final class StateView<State, Event>: PropertyProtocol, @unchecked Sendable {
  let storage: PropertyStorage<(State, Event?)>
  init(_ storage: PropertyStorage<(State, Event?)>) { self.storage = storage }
  var value: State { storage.value.0 }
  var producer: SignalProducer<State, Never> { storage.producer.map { $0.0 } }
  var signal: Signal<State, Never> { storage.signal.map { $0.0 } }
}
