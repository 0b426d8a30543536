import ReactiveCore

/// A relay: a subject that only ever receives elements, through `accept` (it never ends).
/// `bind(to:)`, `drive(_:)` and `emit(to:)` take any of them, with elements or optionals.
public protocol RelayType: ObservableType {
  /// Sends `event` to the relay's subscribers.
  func accept(_ event: Element)
}

/// A `PublishSubject` that cannot end: `accept` values, never an error or completion (RxRelay's
/// type), so it is safe to bind UI to.
public final class PublishRelay<Element>: Observable<Element>, RelayType, @unchecked Sendable {
  @usableFromInline let hub: PublishHub<Element>

  /// A relay with no subscribers.
  @inlinable
  public init() {
    hub = PublishHub()
    super.init(hub.producer())
    hub.owner = self
  }

  /// Sends `event` to every current subscriber.
  @inlinable
  public func accept(_ event: Element) {
    hub.send(.next(event))
  }
}

/// A `BehaviorSubject` that cannot end: a current `value` you `accept` new values into (RxRelay's
/// type). Subscribers get the current value at once, then every change.
public final class BehaviorRelay<Element>: Observable<Element>, RelayType, @unchecked Sendable {
  @usableFromInline let hub: SubjectHub<Element>

  /// A relay whose current value is `value`.
  @inlinable
  public init(value: Element) {
    hub = SubjectHub(latest: value, replay: .latest)
    super.init(hub.producer())
    hub.owner = self
  }

  /// The current value.
  @inlinable
  public var value: Element {
    // A relay never stops, so the latest value is always there.
    hub.snapshot.latest!
  }

  /// Makes `event` the current value and sends it to every subscriber.
  @inlinable
  public func accept(_ event: Element) {
    hub.send(.next(event))
  }
}

/// A `ReplaySubject` that cannot end (RxRelay's type): each new subscriber first gets up to
/// `bufferSize` of the latest values, then every value accepted after it subscribed.
public final class ReplayRelay<Element>: Observable<Element>, RelayType, @unchecked Sendable {
  @usableFromInline let hub: SubjectHub<Element>

  @inlinable
  init(bufferSize: Int) {
    hub = SubjectHub(latest: nil, replay: .buffer(count: bufferSize))
    super.init(hub.producer())
    hub.owner = self
  }

  /// A relay replaying up to `bufferSize` values.
  @inlinable
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(bufferSize: bufferSize)
  }

  /// A relay replaying every value it was ever given.
  @inlinable
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(bufferSize: Int.max)
  }

  /// Remembers `event` and sends it to every current subscriber.
  @inlinable
  public func accept(_ event: Element) {
    hub.send(.next(event))
  }
}

extension RelayType {
  /// The relay as an `Infallible` (RxRelay 6.6's `asInfallible()`): a relay never fails, so
  /// nothing needs to say what an error becomes.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}
