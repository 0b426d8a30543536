/// Something that receives the events of a sequence: an `AnyObserver`, a subject, a relay's
/// binder. Send to it with `on(_:)` or `onNext`/`onError`/`onCompleted`.
public protocol ObserverType {
  /// The type of the values it receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `element` as a `next` event.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Ends the sequence normally.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }

  /// Ends the sequence with `error`.
  @inlinable
  public func onError(_ error: Swift.Error) {
    on(.error(error))
  }

  /// This observer, type-erased.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// An observer of `Source` values that transforms them into this observer's (a throwing
  /// transform sends `error`).
  @inlinable
  public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}

/// A type-erased observer: what `Observable.create` hands its subscribe closure.
///
/// Sendable, so a `create` closure can send from a completion handler on another thread (the
/// article idiom around `URLSession`): the observer `create` hands out forwards to ReactiveCore,
/// which serializes concurrent sends. An `AnyObserver` you make from your own closure is as
/// thread-safe as that closure.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
  /// The closure an `AnyObserver` forwards events to.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let handler: EventHandler

  /// An observer that forwards every event to `eventHandler`.
  @inlinable
  public init(eventHandler: @escaping EventHandler) {
    handler = eventHandler
  }

  /// An observer that forwards every event to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    handler = observer.on
  }

  /// Forwards `event`.
  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }

  /// Itself.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}
