import ReactiveCore

/// A hot sequence that remembers: each new subscriber first gets up to `bufferSize` of the
/// latest elements, then every element sent after it subscribed. After `onError` or
/// `onCompleted`, new subscribers get the remembered elements and then that terminal event
/// (RxSwift's semantics, unlike `BehaviorSubject`, which then sends only the terminal event).
/// An event sent from inside a subscriber is delivered after the current one has reached every
/// subscriber.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline let hub: SubjectHub<Element>

  @inlinable init(bufferSize: Int) {
    hub = SubjectHub(latest: nil, replay: .buffer(count: bufferSize))
    super.init(hub.producer())
    hub.owner = self
  }

  /// A subject replaying up to `bufferSize` elements (zero makes it a publish subject).
  @inlinable
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: bufferSize)
  }

  /// A subject replaying every element it was ever sent (memory grows with them).
  @inlinable
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: Int.max)
  }

  /// The subject itself, as RxSwift's subjects give it: what is sent to it goes to its
  /// subscribers. Where an `AnyObserver` is expected (`let input: AnyObserver<Element> =
  /// subject.asObserver()`), the `ObserverType` form wraps it in one instead.
  public func asObserver() -> ReplaySubject<Element> { self }

  /// Sends `event` to every current subscriber and remembers an element; dropped after a
  /// terminal event.
  @inlinable
  public func on(_ event: Event<Element>) {
    hub.send(event)
  }

  /// Whether anyone is subscribed.
  @inlinable
  public var hasObservers: Bool { hub.hasObservers }

  /// Whether `dispose()` was called.
  @inlinable
  public var isDisposed: Bool { hub.isDisposed }

  /// Stops the subject and forgets its elements: subscribers hear nothing more, later
  /// subscriptions fail with `RxError.disposed`.
  @inlinable
  public func dispose() {
    hub.dispose()
  }
}
