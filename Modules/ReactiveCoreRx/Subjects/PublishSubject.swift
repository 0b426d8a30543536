import ReactiveCore

/// A hot sequence you send to: each subscriber gets the events sent after it subscribed. After
/// `onError` or `onCompleted`, new subscribers get that terminal event at once (RxSwift's
/// semantics). An event sent from inside a subscriber is delivered after the current one has
/// reached every subscriber.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline let hub: PublishHub<Element>

  /// A subject with no subscribers.
  @inlinable
  public init() {
    hub = PublishHub()
    super.init(hub.producer())
    hub.owner = self
  }

  /// The subject itself, as RxSwift's subjects give it: what is sent to it goes to its
  /// subscribers. Where an `AnyObserver` is expected (`let input: AnyObserver<Element> =
  /// subject.asObserver()`), the `ObserverType` form wraps it in one instead.
  public func asObserver() -> PublishSubject<Element> { self }

  /// Sends `event` to every current subscriber; dropped after a terminal event.
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

  /// Stops the subject: subscribers hear nothing more, later subscriptions fail with
  /// `RxError.disposed`.
  @inlinable
  public func dispose() {
    hub.dispose()
  }
}
