import ReactiveCore

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends every event to each of `observers` (a label's text, a subject...): the elements,
  /// then the completion (a driver never fails).
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
    asSharedSequence().source.subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends every event, its elements wrapped in optionals, to each of `observers`.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
    asSharedSequence().source.subscribe { event in for observer in observers { observer.on(event.map(Optional.some)) } }
  }

  /// Accepts every element into each of `relays` (a behavior, publish or replay relay).
  @inlinable
  public func drive<Relay: RelayType>(_ relays: Relay...) -> Disposable where Relay.Element == Element {
    asSharedSequence().source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts every element, wrapped in an optional, into each of `relays`.
  @inlinable
  public func drive<Relay: RelayType>(_ relays: Relay...) -> Disposable where Relay.Element == Element? {
    asSharedSequence().source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// As `drive(onNext:onCompleted:onDisposed:)`, with `object` passed to each closure while it
  /// exists (held weakly; events after it is gone are dropped).
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Calls the closures with the trait's events (it has no errors).
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Passes the driver to `transformation` (a binder taking the whole sequence).
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asSharedSequence().source)
  }

  /// Passes the driver to a curried binder, then `curriedArgument` to what it returns:
  /// `drive(tableView.rx.items(cellIdentifier:cellType:)) { row, element, cell in ... }`.
  @inlinable
  public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    with(asSharedSequence().source)(curriedArgument)
  }

  /// As `drive(_:curriedArgument:)`, for binders whose argument is a main-actor closure of three
  /// values (see `bind(to:curriedArgument:)`).
  @inlinable
  public func drive<A, B, C, Output, R2>(
    _ with: (Observable<Element>) -> (@escaping @MainActor (A, B, C) -> Output) -> R2,
    curriedArgument: @escaping @MainActor (A, B, C) -> Output
  ) -> R2 {
    with(asSharedSequence().source)(curriedArgument)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends every event to each of `observers`: the elements, then the completion.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
    asSharedSequence().source.subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends every event, its elements wrapped in optionals, to each of `observers`.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
    asSharedSequence().source.subscribe { event in for observer in observers { observer.on(event.map(Optional.some)) } }
  }

  /// Accepts every element into each of `relays` (a publish, behavior or replay relay).
  @inlinable
  public func emit<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
    asSharedSequence().source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts every element, wrapped in an optional, into each of `relays`.
  @inlinable
  public func emit<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
    asSharedSequence().source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// As `emit(onNext:onCompleted:onDisposed:)`, with `object` passed to each closure while it
  /// exists (held weakly; events after it is gone are dropped).
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Calls the closures with the trait's events (it has no errors).
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
