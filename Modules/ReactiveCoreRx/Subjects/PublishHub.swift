import ReactiveCore
import Synchronization

/// What a publish subject and a publish relay share: a ReactiveCore pipe. A subscriber sees what
/// is sent after it subscribed, an event sent from inside a subscriber is queued by the pipe's
/// reentrancy rule (delivered after the current one reached everyone) instead of deadlocking,
/// and after the pipe's terminal event it drops everything. How the hub stopped is recorded
/// before the terminal event goes into the pipe, so a later subscription is answered with it.
///
/// An element costs one send into the pipe: no lock, no state to copy (the hubs that replay
/// keep theirs in a property, `SubjectHub`). Each subscription keeps the hub alive, as an
/// RxSwift subscription keeps its subject.
@usableFromInline
final class PublishHub<Element>: @unchecked Sendable {
  @usableFromInline let signal: ReactiveCore.Signal<Element, Swift.Error>
  @usableFromInline let input: ReactiveCore.Signal<Element, Swift.Error>.Observer
  /// How the hub stopped, if it has: written before the pipe's terminal event.
  @usableFromInline let stop = ReactiveCore.Atomic<SubjectStop?>(nil)
  @usableFromInline let subscriberCount = Synchronization.Atomic<Int>(0)
  /// The subject or relay this hub serves, named by `RxError.disposed`. Weak: the subject owns
  /// the hub.
  @usableFromInline weak var owner: AnyObject?

  @inlinable
  init() {
    (signal, input) = ReactiveCore.Signal<Element, Swift.Error>.pipe()
  }

  /// Sends `event` to the current subscribers; anything after a stop is dropped (by the pipe).
  @inlinable
  func send(_ event: Event<Element>) {
    switch event {
    case let .next(element): input.send(value: element)
    case let .error(error): if record(.failed(error)) { input.send(error: error) }
    case .completed: if record(.completed) { input.sendCompleted() }
    }
  }

  /// Records the first stop; whether this was it.
  @usableFromInline
  func record(_ newStop: SubjectStop) -> Bool {
    stop.modify { stop in
      guard stop == nil else { return false }
      stop = newStop
      return true
    }
  }

  /// Stops the hub: current subscribers hear nothing more; later ones fail with
  /// `RxError.disposed` (even after a completion or an error, as RxSwift's subjects).
  @usableFromInline
  func dispose() {
    stop.modify { stop in stop = .disposed }
    input.sendInterrupted()
  }

  @usableFromInline
  var isDisposed: Bool {
    if case .disposed = stop.value { return true }
    return false
  }

  @inlinable
  var hasObservers: Bool { subscriberCount.load(ordering: .relaxed) > 0 }

  /// What a subscriber sees: the events sent after it subscribed; a stopped hub answers with its
  /// stop at once, during the subscribing call (even from inside the hub's own delivery).
  @inlinable
  func producer() -> SignalProducer<Element, Swift.Error> {
    // The pipe's own producer body, with no relay of its own: the pipe delivers one event at a
    // time and releases its observers at its terminal event.
    let events = SignalProducer(signal).body
    return SignalProducer(body: { [self] downstream, lifetime in
      if let stop = stop.value {
        downstream.send(stop.terminal(answeringSubscription: true, subject: owner ?? self))
        return lifetime == nil ? AnyDisposable() : nil
      }
      subscriberCount.add(1, ordering: .relaxed)
      let subscription = Subscription(hub: self, downstream: downstream)
      let observation = events(.events { subscription.receive($0) }, nil).unsafelyUnwrapped
      guard let lifetime else { return observation }
      lifetime += observation
      return nil
    })
  }

  /// One subscriber's view of the pipe.
  @usableFromInline
  final class Subscription: @unchecked Sendable {
    @usableFromInline let hub: PublishHub
    @usableFromInline let downstream: ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler

    @inlinable
    init(hub: PublishHub, downstream: ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler) {
      self.hub = hub
      self.downstream = downstream
    }

    @inlinable
    func receive(_ event: ReactiveCore.Signal<Element, Swift.Error>.Event) {
      guard case let .value(element) = event else { return end(event) }
      downstream.send(value: element)
    }

    /// Ends the subscription with `event`. An `interrupted` after the hub completed or failed
    /// means the attachment met a pipe that had already ended (the stop came on another thread
    /// after this subscription looked for one, and the pipe answers a late observer with
    /// `interrupted`, maybe from the thread draining it): the subscription gets the recorded
    /// completion or error, as one made a moment later would. Any other `interrupted` is a
    /// silent end: the subscriber disposed, or the hub was disposed.
    @inlinable
    func end(_ event: ReactiveCore.Signal<Element, Swift.Error>.Event) {
      hub.subscriberCount.subtract(1, ordering: .relaxed)
      guard case .interrupted = event, let stop = hub.stop.value else { return downstream.send(event) }
      switch stop {
      case .completed, .failed: downstream.send(stop.terminal(answeringSubscription: true, subject: hub.owner ?? hub))
      case .disposed: downstream.send(event)
      }
    }
  }
}
