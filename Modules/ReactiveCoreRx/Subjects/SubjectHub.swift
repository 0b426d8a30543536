import ReactiveCore
import Synchronization

/// What the subjects and relays that replay share (behavior and replay subjects, behavior
/// relays): a `MutableProperty` holding the latest value and how the subject stopped, so that
/// "replay the current state, then every change" is the property's own atomic guarantee, and an
/// event sent from inside a subscriber is queued by ReactiveCore's reentrancy rule instead of
/// deadlocking. Those that replay nothing have a lighter hub (`PublishHub`).
///
/// Each subscription keeps the hub alive (as an RxSwift subscription keeps its subject), so
/// dropping the subject itself ends nothing.
@usableFromInline
final class SubjectHub<Element>: @unchecked Sendable {
  /// What a new subscriber is given before the events sent after it subscribed.
  @usableFromInline
  enum Replay {
    /// The latest element, unless the hub has stopped (a behavior subject or relay).
    case latest
    /// Up to `count` of the latest elements, and then the stop if there was one (a replay
    /// subject).
    case buffer(count: Int)
  }

  @usableFromInline
  struct State {
    @usableFromInline var latest: Element?
    /// Elements before `latest` still to replay, oldest first (only a replay subject keeps any).
    /// It may hold up to twice what is replayed, so trimming is amortised; `replayed` cuts it.
    @usableFromInline var earlier: [Element] = []
    @usableFromInline var stop: SubjectStop?

    @inlinable
    init(latest: Element?, stop: SubjectStop?) {
      self.latest = latest
      self.stop = stop
    }
  }

  @usableFromInline let state: MutableProperty<State>
  @usableFromInline let replay: Replay
  /// How many elements before the latest a replay subject keeps (none for the others).
  @usableFromInline let keptEarlier: Int
  @usableFromInline let subscriberCount = Synchronization.Atomic<Int>(0)
  /// The subject or relay this hub serves, named by `RxError.disposed`. Weak: the subject owns
  /// the hub.
  @usableFromInline weak var owner: AnyObject?

  @inlinable
  init(latest: Element?, replay: Replay) {
    state = MutableProperty(State(latest: latest, stop: nil))
    self.replay = replay
    if case let .buffer(count) = replay {
      precondition(count >= 0, "a replay buffer needs a size of zero or more, not \(count)")
      keptEarlier = max(count - 1, 0)
    } else {
      keptEarlier = 0
    }
  }

  /// Records and sends `event`; anything after a stop is dropped.
  @inlinable
  func send(_ event: Event<Element>) {
    let kept = keptEarlier
    state.modify { state in
      guard state.stop == nil else { return }
      switch event {
      case let .next(element):
        if kept > 0, let previous = state.latest {
          state.earlier.append(previous)
          if state.earlier.count - kept > kept { state.earlier.removeFirst(state.earlier.count - kept) }
        }
        state.latest = element
      case let .error(error): state.stop = .failed(error)
      case .completed: state.stop = .completed
      }
    }
  }

  /// Stops the hub: current subscribers hear nothing more; later ones fail with
  /// `RxError.disposed`.
  @usableFromInline func dispose() {
    state.modify { state in
      state.latest = nil
      state.earlier = []
      if case .disposed = state.stop { return }
      state.stop = .disposed
    }
  }

  /// The elements a subscriber arriving at `state` is replayed, oldest first.
  @inlinable
  func replayed(_ state: State) -> [Element] {
    guard let latest = state.latest else { return [] }
    switch replay {
    case .latest: return state.stop == nil ? [latest] : []
    case let .buffer(count):
      guard count > 0 else { return [] }
      return Array(state.earlier.suffix(count - 1)) + [latest]
    }
  }

  @usableFromInline var isDisposed: Bool {
    if case .disposed = state.value.stop { return true }
    return false
  }

  @inlinable var hasObservers: Bool { subscriberCount.load(ordering: .relaxed) > 0 }

  /// The latest value and the stop, read together.
  @inlinable var snapshot: State { state.value }

  /// What a subscriber sees: what the hub's `replay` says, then every value sent; a stopped hub
  /// sends its error or completion at once (after the replayed elements, for a replay subject).
  ///
  /// A subscription to a stopped hub is answered during the subscribing call, even from inside
  /// the hub's own delivery (a subscribe in `onCompleted`), as RxSwift answers it: a stopped hub
  /// sends nothing more, so nothing it delivers can come out of order.
  @inlinable
  func producer() -> SignalProducer<Element, Swift.Error> {
    // Built on the state property's producer body, with no relay of its own: the property
    // already delivers one state at a time, so the subscriber's closure is called straight from
    // the property's observation (one hop per element), and `Subscription` keeps the rest of a
    // relay's promises (one terminal event, then nothing; the observation released with it).
    let changes = state.producer.body
    return SignalProducer(body: { [self] downstream, lifetime in
      let now = state.value
      if let stop = now.stop {
        for element in replayed(now) { downstream.send(value: element) }
        downstream.send(stop.terminal(answeringSubscription: true, subject: owner ?? self))
        return lifetime == nil ? AnyDisposable() : nil
      }
      subscriberCount.add(1, ordering: .relaxed)
      let subscription = Subscription(hub: self, downstream: downstream)
      let observation = changes(.events { subscription.receive($0) }, nil).unsafelyUnwrapped
      // Disposes it at once if the stop came during the attaching call.
      subscription.observation.inner = observation
      guard let lifetime else { return observation }
      lifetime += observation
      return nil
    })
  }

  /// One subscriber's view of the hub's states: the first is the state it subscribed at (what
  /// the hub replays), each later one a new element or the stop. The property delivers states
  /// one at a time, so only `observation` is touched by two threads (the subscribing one hands
  /// it over while the property may already deliver on another): a serial disposable, locked.
  @usableFromInline
  final class Subscription {
    @usableFromInline enum Phase {
      case first, live, ended
    }

    @usableFromInline let hub: SubjectHub
    @usableFromInline let downstream: ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler
    @usableFromInline let phase = OperatorState(Phase.first)
    /// The observation of the hub's states, once attaching it has returned; disposed at the stop.
    @usableFromInline let observation = ReactiveCore.SerialDisposable()

    @inlinable
    init(hub: SubjectHub, downstream: ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler) {
      self.hub = hub
      self.downstream = downstream
    }

    /// Sends what `event` of the state property means to this subscriber.
    @inlinable
    func receive(_ event: ReactiveCore.Signal<State, Never>.Event) {
      let phase = phase.update { phase in
        defer { if phase == .first { phase = .live } }
        return phase
      }
      guard phase != .ended else { return }
      guard case let .value(current) = event else {
        // The observation was disposed: the subscriber ended it, or the producer's instance did.
        end()
        return downstream.sendInterrupted()
      }
      if phase == .first {
        for element in hub.replayed(current) { downstream.send(value: element) }
      }
      if let stop = current.stop {
        end()
        downstream.send(stop.terminal(answeringSubscription: phase == .first, subject: hub.owner ?? hub))
        observation.dispose()
      } else if phase == .live, let latest = current.latest {
        downstream.send(value: latest)
      }
    }

    @inlinable
    func end() {
      phase.update { $0 = .ended }
      hub.subscriberCount.subtract(1, ordering: .relaxed)
    }
  }
}
