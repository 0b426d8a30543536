import ReactiveCore

/// Something that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
  /// The type of the values.
  associatedtype Element

  /// This sequence as an `Observable`.
  func asObservable() -> Observable<Element>
}

/// A sequence of values that observers subscribe to: RxSwift's `ObservableType`, which every
/// operator of this module extends.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer`; the returned disposable ends the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

/// An Rx sequence: cold unless it says otherwise (subjects, relays and `share` are hot), failing
/// with any `Error`.
///
/// It is a `SignalProducer<Element, Error>` underneath, so it runs on ReactiveCore's machinery
/// and keeps its guarantees: serial delivery, events sent during delivery queued instead of
/// deadlocking, disposal idempotent and thread-safe. `asSignalProducer()` and
/// `SignalProducer.asObservable()` convert in one call each way.
public class Observable<Element>: ObservableType, @unchecked Sendable {
  /// The producer each subscription starts.
  @usableFromInline let producer: SignalProducer<Element, Swift.Error>

  @usableFromInline init(_ producer: SignalProducer<Element, Swift.Error>) {
    self.producer = producer
  }

  /// Starts one subscription, translating ReactiveCore's events into Rx events (`interrupted`,
  /// which only disposal causes, is not forwarded).
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    // A start's disposable is never an Rx one: bridged without asking (a dynamic cast to a
    // protocol costs a conformance lookup per subscription).
    BridgedDisposable(
      producer.start { event in
        switch event {
        case let .value(value): observer.on(.next(value))
        case let .failed(error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        case .interrupted: break
        }
      })
  }

  /// Itself.
  @inlinable
  public func asObservable() -> Observable<Element> {
    self
  }
}

extension ObservableConvertibleType {
  /// The producer underneath: starting it subscribes once. Rx errors arrive as `failed`.
  @inlinable
  public func asSignalProducer() -> SignalProducer<Element, Swift.Error> {
    asObservable().producer
  }
}

extension ObservableType {
  /// An observable that subscribes to this one for each of its subscriptions (for types that
  /// implement only `subscribe(_:)`).
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable(SignalProducer { observer, lifetime in lifetime += self.subscribe(into: observer) })
  }

  /// Subscribes as an Rx observable is subscribed, sending into a ReactiveCore observer: the
  /// subscription lasts until the returned disposable is disposed, also after the source ended
  /// (what `subscribe(on:)` and `observe(on:)` need to let a source go when RxSwift does).
  @inlinable func subscribe(into observer: ReactiveCore.Signal<Element, Swift.Error>.Observer)
    -> ReactiveCore.Disposable
  {
    let subscription = subscribe(ProducerObserver(observer))
    return ReactiveCore.AnyDisposable { subscription.dispose() }
  }
}

/// Hands Rx events to a ReactiveCore observer.
@usableFromInline
struct ProducerObserver<Element>: ObserverType {
  @usableFromInline let observer: ReactiveCore.Signal<Element, Swift.Error>.Observer

  @inlinable
  init(_ observer: ReactiveCore.Signal<Element, Swift.Error>.Observer) {
    self.observer = observer
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case let .next(element): observer.send(value: element)
    case let .error(error): observer.send(error: error)
    case .completed: observer.sendCompleted()
    }
  }
}

extension SignalProducer {
  /// This producer as an Rx observable: each subscription starts it once; its error arrives as
  /// `onError`, and `interrupted` ends the subscription silently.
  @inlinable
  public func asObservable() -> Observable<Value> {
    Observable(mapError { $0 as Swift.Error })
  }
}

extension ReactiveCore.Signal {
  /// This signal as a hot Rx observable: subscribers see the events sent after they subscribe.
  @inlinable
  public func asObservable() -> Observable<Value> {
    SignalProducer(self).asObservable()
  }
}

extension PropertyProtocol {
  /// The property as an Rx observable: its current value, then every change (as a
  /// `BehaviorRelay`).
  @inlinable
  public func asObservable() -> Observable<Value> {
    producer.asObservable()
  }
}
