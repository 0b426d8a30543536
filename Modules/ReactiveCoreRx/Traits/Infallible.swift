import ReactiveCore

/// What an `Infallible`'s observer receives: an element or the end (there is no error).
public enum InfallibleEvent<Element> {
  /// An element.
  case next(Element)
  /// The end.
  case completed
}

/// Something that can be seen as an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails (RxSwift 6's trait): like an `Observable` without `onError`,
/// on any thread and not shared (unlike `Driver`). Make one with `create`/`just`/…, or from an
/// observable with `asInfallible(onErrorJustReturn:)` and its siblings, which say what an error
/// becomes.
public struct Infallible<Element>: InfallibleType {
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, which must never fail.
  @inlinable init(_ source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain observable (it never sends an error).
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }

  /// An infallible whose subscriptions each run `subscribe`: call its argument with `.next`
  /// and `.completed` (events after the completion are dropped), and return what cleans up.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
  ) -> Infallible {
    Infallible(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case let .next(element): observer.onNext(element)
          case .completed: observer.onCompleted()
          }
        }
      })
  }

  /// One element, then completion.
  @inlinable
  public static func just(_ element: Element) -> Infallible {
    Infallible(.just(element))
  }

  /// One element, then completion, each sent from `scheduler`.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible {
    Infallible(.just(element, scheduler: scheduler))
  }

  /// The given elements, then completion.
  @inlinable
  public static func of(_ elements: Element...) -> Infallible {
    Infallible(.from(elements))
  }

  /// The given elements, then completion, each sent from `scheduler`.
  @inlinable
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Infallible {
    Infallible(.from(elements, scheduler: scheduler))
  }

  /// The elements of `sequence`, then completion.
  @inlinable
  public static func from<S: Sequence>(_ sequence: S) -> Infallible where S.Element == Element {
    Infallible(.from(sequence))
  }

  /// The elements of `sequence`, then completion, each sent from `scheduler`.
  @inlinable
  public static func from<S: Sequence>(_ sequence: S, scheduler: ImmediateSchedulerType) -> Infallible
  where S.Element == Element {
    Infallible(.from(sequence, scheduler: scheduler))
  }

  /// Completes at once.
  @inlinable
  public static func empty() -> Infallible {
    Infallible(.empty())
  }

  /// Never sends anything.
  @inlinable
  public static func never() -> Infallible {
    Infallible(.never())
  }

  /// Calls `factory` for each subscription and subscribes to what it returns.
  @inlinable
  public static func deferred(_ factory: @escaping () -> Infallible) -> Infallible {
    Infallible(Observable.deferred { factory().source })
  }

  /// Subscribes with a closure per kind of event; `onDisposed` runs last, once.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// As `subscribe(onNext:onCompleted:onDisposed:)`, with `object` (held weakly) passed to each
  /// closure while it exists.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes one closure that receives every event.
  @inlinable
  public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
    source.subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
  }

  /// Sends every element, and the completion, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
    source.bind(toEach: observers)
  }

  /// Sends every element, wrapped in an optional, and the completion, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    source.map { $0 as Element? }.bind(toEach: observers)
  }

  /// Accepts every element into each of `relays` (a publish, behavior or replay relay).
  @inlinable
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
    source.accept(intoEach: relays)
  }

  /// Accepts every element, wrapped in an optional, into each of `relays`.
  @inlinable
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
    source.map { $0 as Element? }.accept(intoEach: relays)
  }

  /// Passes this sequence to `binder` and returns what it returns.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this sequence to a curried `binder`, then `curriedArgument` to what it returns.
  @inlinable
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Calls `onNext` with every element.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    source.subscribe(onNext: onNext)
  }
}

extension ObservableConvertibleType {
  /// This sequence as an `Infallible` that replaces an error with `element`, then completes.
  @inlinable
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// This sequence as an `Infallible` that continues with `fallback` after an error.
  @inlinable
  public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
    Infallible(asObservable().catch { _ in fallback.source })
  }

  /// This sequence as an `Infallible` that continues with what `recover` returns for an error.
  @inlinable
  public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<
    Element
  > {
    Infallible(asObservable().catch { recover($0).source })
  }
}
