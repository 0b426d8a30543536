import ReactiveCore

/// How a `Maybe` ends (RxSwift's `MaybeEvent`).
public enum MaybeEvent<Element> {
  /// The one element.
  case success(Element)
  /// The work failed.
  case error(Swift.Error)
  /// The work finished without an element.
  case completed
}

extension MaybeEvent: Equatable where Element: Equatable {
  /// Equal kinds with equal elements; errors equal by type and description (as `Event`).
  @inlinable
  public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)): return left == right
    case let (.error(left), .error(right)): return sameError(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// A maybe whose subscriptions each run `subscribe`: call its argument once with
  /// `.success(element)`, `.completed` or `.error(error)` (later calls are ignored), and return
  /// what cleans up (run once, when the subscription ends).
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable
  ) -> Maybe<Element> {
    Maybe(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case let .success(element):
            observer.onNext(element)
            observer.onCompleted()
          case .completed: observer.onCompleted()
          case let .error(error): observer.onError(error)
          }
        }
      })
  }

  /// Succeeds at once with `element`.
  @inlinable
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(.just(element))
  }

  /// Completes at once without an element.
  @inlinable
  public static func empty() -> Maybe<Element> {
    Maybe(.empty())
  }

  /// Subscribes: `onSuccess` with the element, `onCompleted` if there is none, or `onError`;
  /// then `onDisposed` (also when disposed first). After `onSuccess`, `onCompleted` is not
  /// called. An error with no `onError` goes to `Hooks.defaultErrorHandler`, as from an
  /// observable's `subscribe`.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // The first element is the success; the completion that follows it is not reported.
    var succeeded = false
    return source.subscribe(
      onNext: { element in
        succeeded = true
        onSuccess?(element)
      },
      onError: onError,
      onCompleted: { if !succeeded { onCompleted?() } },
      onDisposed: onDisposed)
  }

  /// As `subscribe(onSuccess:onError:onCompleted:onDisposed:)`, with `object` passed to each
  /// closure while it exists (held weakly; a closure is skipped once it is gone).
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weaklyBound(object, onSuccess), onError: weaklyBound(object, onError),
      onCompleted: weaklyBound(object, onCompleted), onDisposed: weaklyBound(object, onDisposed))
  }

  /// Subscribes one closure that receives how the maybe ended.
  @inlinable
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    subscribe(
      onSuccess: { observer(.success($0)) }, onError: { observer(.error($0)) },
      onCompleted: { observer(.completed) })
  }

  /// Transforms the element; a throwing transform fails the maybe.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe<Result>(source.map(transform))
  }

  /// Keeps the element only if `predicate` holds, else completes empty.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(source.filter(predicate))
  }

  /// Continues with the maybe `selector` returns for the element.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
    Maybe<Result>(source.flatMap { try selector($0).source })
  }

  /// Sends `element` on `scheduler` (then completes).
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
    Maybe(.just(element, scheduler: scheduler))
  }

  /// The element `transform` makes, or nothing when it returns `nil`.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
    Maybe<Result>(source.compactMap(transform))
  }

  /// The element, or when there is none, what `other` sends.
  @inlinable
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(source.ifEmpty(switchTo: other.source))
  }

  /// The element, or when there is none, the outcome of `other`: a `Single`.
  @inlinable
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(source.ifEmpty(switchTo: other.source))
  }

  /// Continues with the completable `selector` returns for the element (completes at once when
  /// there is none).
  @inlinable
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
    Completable(source.flatMap { try selector($0).source })
  }

  /// Runs side effects around the outcome without changing it (see `ObservableType.do`).
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// A `Single` of the element, or of `default` when there is none.
  @inlinable
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(source.ifEmpty(default: `default`))
  }

  /// Succeeds with `element` instead of failing.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(source.catchAndReturn(element))
  }
}

extension ObservableType {
  /// This sequence as a `Maybe`: its one element, or none if it completes empty; it fails with
  /// `RxError.moreThanOneElement` on a second element.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(onlyElement())
  }

  /// The sequence's only element, sent when it completes (what `asMaybe` and `asSingle`
  /// share); a second element fails with `RxError.moreThanOneElement`.
  @inlinable func onlyElement() -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        var element: Element?
        lifetime += source.start { event in
          switch event {
          case let .value(value):
            guard element == nil else { return observer.send(error: RxError.moreThanOneElement) }
            element = value
          case .completed:
            if let element { observer.send(value: element) }
            observer.sendCompleted()
          case let .failed(error): observer.send(error: error)
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// The single as a `Maybe` that always has its element.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(source)
  }
}
