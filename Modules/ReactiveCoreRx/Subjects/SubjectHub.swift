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
  struct State {
    var latest: Element?
    var stop: SubjectStop?
  }

  private let state: MutableProperty<State>
  private let subscriberCount = Synchronization.Atomic<Int>(0)
  /// The subject or relay this hub serves, named by `RxError.disposed`. Weak: the subject owns
  /// the hub.
  weak var owner: AnyObject?

  init(latest: Element?) {
    state = MutableProperty(State(latest: latest, stop: nil))
  }

  /// Records and sends `event`; anything after a stop is dropped.
  func send(_ event: Event<Element>) {
    state.modify { state in
      guard state.stop == nil else { return }
      switch event {
      case let .next(element): state.latest = element
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
      if case .disposed = state.stop { return }
      state.stop = .disposed
    }
  }

  var isDisposed: Bool {
    if case .disposed = state.value.stop { return true }
    return false
  }

  var hasObservers: Bool { subscriberCount.load(ordering: .relaxed) > 0 }

  /// The latest value and the stop, read together.
  var snapshot: State { state.value }

  /// What a subscriber sees: the latest value first if `replaying` (a behavior subject), then
  /// every value sent; a stopped hub sends its error or completion at once.
  func producer(replaying: Bool) -> SignalProducer<Element, Swift.Error> {
    SignalProducer { [self] observer, lifetime in
      self.subscriberCount.add(1, ordering: .relaxed)
      lifetime.observeEnded { self.subscriberCount.subtract(1, ordering: .relaxed) }
      var isFirst = true
      lifetime += state.producer.start { event in
        guard case let .value(current) = event else { return }
        defer { isFirst = false }
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
          if let latest = current.latest, replaying || !isFirst { observer.send(value: latest) }
        }
      }
    }
  }
}
