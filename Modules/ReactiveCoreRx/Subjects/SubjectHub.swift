import ReactiveCore
import Synchronization

/// Why a subject stopped.
enum SubjectStop {
  case failed(Swift.Error)
  case completed
  case disposed
}

/// What every subject and relay shares: a `MutableProperty` holding the latest value and how the
/// subject stopped, so that "replay the current state, then every change" is the property's
/// own atomic guarantee, and an event sent from inside a subscriber is queued by ReactiveCore's
/// reentrancy rule instead of deadlocking.
///
/// Each subscription keeps the hub alive (as an RxSwift subscription keeps its subject), so
/// dropping the subject itself ends nothing.
final class SubjectHub<Element>: @unchecked Sendable {
  /// What a new subscriber is given before the events sent after it subscribed.
  enum Replay {
    /// Nothing (a publish subject or relay).
    case nothing
    /// The latest element, unless the hub has stopped (a behavior subject or relay).
    case latest
    /// Up to `count` of the latest elements, and then the stop if there was one (a replay
    /// subject).
    case buffer(count: Int)
  }

  struct State {
    var latest: Element?
    /// Elements before `latest` still to replay, oldest first (only a replay subject keeps any).
    /// It may hold up to twice what is replayed, so trimming is amortised; `replayed` cuts it.
    var earlier: [Element] = []
    var stop: SubjectStop?
  }

  private let state: MutableProperty<State>
  private let replay: Replay
  /// How many elements before the latest a replay subject keeps (none for the others).
  private let keptEarlier: Int
  private let subscriberCount = Synchronization.Atomic<Int>(0)
  /// The subject or relay this hub serves, named by `RxError.disposed`. Weak: the subject owns
  /// the hub.
  weak var owner: AnyObject?

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
  func dispose() {
    state.modify { state in
      state.latest = nil
      state.earlier = []
      if case .disposed = state.stop { return }
      state.stop = .disposed
    }
  }

  /// The elements a subscriber arriving at `state` is replayed, oldest first.
  private func replayed(_ state: State) -> [Element] {
    guard let latest = state.latest else { return [] }
    switch replay {
    case .nothing: return []
    case .latest: return state.stop == nil ? [latest] : []
    case let .buffer(count):
      guard count > 0 else { return [] }
      return Array(state.earlier.suffix(count - 1)) + [latest]
    }
  }

  var isDisposed: Bool {
    if case .disposed = state.value.stop { return true }
    return false
  }

  var hasObservers: Bool { subscriberCount.load(ordering: .relaxed) > 0 }

  /// The latest value and the stop, read together.
  var snapshot: State { state.value }

  /// What a subscriber sees: what the hub's `replay` says, then every value sent; a stopped hub
  /// sends its error or completion at once (after the replayed elements, for a replay subject).
  ///
  /// A subscription to a stopped hub is answered during the subscribing call, even from inside
  /// the hub's own delivery (a subscribe in `onCompleted`), as RxSwift answers it: a stopped hub
  /// sends nothing more, so nothing it delivers can come out of order.
  func producer() -> SignalProducer<Element, Swift.Error> {
    SignalProducer { [self] observer, lifetime in
      let now = state.value
      if let stop = now.stop {
        for element in self.replayed(now) { observer.send(value: element) }
        switch stop {
        case let .failed(error): observer.send(error: error)
        case .completed: observer.sendCompleted()
        case .disposed: observer.send(error: RxError.disposed(object: self.owner ?? self))
        }
        return
      }
      self.subscriberCount.add(1, ordering: .relaxed)
      lifetime.observeEnded { self.subscriberCount.subtract(1, ordering: .relaxed) }
      var isFirst = true
      lifetime += state.producer.start { event in
        guard case let .value(current) = event else { return }
        defer { isFirst = false }
        if isFirst {
          for element in self.replayed(current) { observer.send(value: element) }
        }
        switch current.stop {
        case let .failed(error)?: observer.send(error: error)
        case .completed?: observer.sendCompleted()
        case .disposed?:
          if isFirst {
            observer.send(error: RxError.disposed(object: self.owner ?? self))
          } else {
            observer.sendInterrupted()
          }
        case nil:
          if !isFirst, let latest = current.latest { observer.send(value: latest) }
        }
      }
    }
  }
}
