import ReactiveCore

/// A hot sequence with a current value: each subscriber gets the latest value at once, then every
/// value sent. After `onError` or `onCompleted`, new subscribers get only that terminal event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline let hub: SubjectHub<Element>

  /// A subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    hub = SubjectHub(latest: value, replay: .latest)
    super.init(hub.producer())
    hub.owner = self
  }

  /// The latest value. Throws the subject's error if it failed, and `RxError.disposed` once
  /// disposed; after completion it is still the last value.
  @inlinable
  public func value() throws -> Element {
    let snapshot = hub.snapshot
    switch snapshot.stop {
    case let .failed(error)?: throw error
    case .disposed?: throw RxError.disposed(object: self)
    case .completed?, nil:
      guard let latest = snapshot.latest else { throw RxError.noElements }
      return latest
    }
  }

  /// The subject itself, as RxSwift's subjects give it: what is sent to it goes to its
  /// subscribers. Where an `AnyObserver` is expected (`let input: AnyObserver<Element> =
  /// subject.asObserver()`), the `ObserverType` form wraps it in one instead.
  public func asObserver() -> BehaviorSubject<Element> { self }

  /// Sets the current value (`next`) or ends the subject; dropped after a terminal event.
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

  /// Stops the subject: subscribers hear nothing more, later subscriptions and `value()` fail
  /// with `RxError.disposed`.
  @inlinable
  public func dispose() {
    hub.dispose()
  }
}
