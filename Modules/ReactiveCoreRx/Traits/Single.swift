import ReactiveCore

/// How a `Single` ends: one element, or an error (RxSwift 6's `SingleEvent`).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
  /// A single whose subscriptions each run `subscribe`: call its argument once with
  /// `.success(element)` or `.failure(error)` (later calls are ignored), and return what cleans
  /// up (run once, when the subscription ends).
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable
  ) -> Single<Element> {
    Single(
      Observable.create { observer in
        subscribe { result in
          switch result {
          case let .success(element):
            observer.onNext(element)
            observer.onCompleted()
          case let .failure(error): observer.onError(error)
          }
        }
      })
  }

  /// Succeeds at once with `element`.
  @inlinable
  public static func just(_ element: Element) -> Single<Element> {
    Single(.just(element))
  }

  /// Subscribes: `onSuccess` with the element or `onFailure` with the error, then `onDisposed`.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
  }

  /// As `subscribe(onSuccess:onFailure:onDisposed:)`, with `object` passed to each closure
  /// while it exists (held weakly; a closure is skipped once it is gone).
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weaklyBound(object, onSuccess), onFailure: weaklyBound(object, onFailure),
      onDisposed: weaklyBound(object, onDisposed))
  }

  /// Subscribes one closure that receives the result.
  @inlinable
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
  }

  /// Transforms the element; a throwing transform fails the single.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single<Result>(source.map(transform))
  }

  /// Continues with the single `selector` returns for the element.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
    Single<Result>(source.flatMap { try selector($0).source })
  }

  /// Continues with the observable `selector` returns for the element.
  @inlinable
  public func flatMapObservable<Result>(
    _ selector: @escaping (Element) throws -> Observable<Result>
  ) -> Observable<Result> {
    source.flatMap(selector)
  }

  /// Succeeds with `element` instead of failing.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(source.catchAndReturn(element))
  }

  /// Runs side effects around the outcome without changing it: `onSuccess`/`onError` before
  /// it goes on (a throwing one fails the single), `afterSuccess`/`afterError` after,
  /// `onSubscribe`/`onSubscribed` around subscribing, `onDispose` when the subscription ends.
  @inlinable
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Sends `element` on `scheduler` (then completes).
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
    Single(.just(element, scheduler: scheduler))
  }

  /// The element if it passes `predicate`, else nothing: a `Maybe`.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(source.filter(predicate))
  }

  /// The element `transform` makes, or nothing when it returns `nil`: a `Maybe`.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
    Maybe(source.compactMap(transform))
  }

  /// Continues with the maybe `selector` returns for the element.
  @inlinable
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
    Maybe(source.flatMap { try selector($0).source })
  }

  /// Continues with the completable `selector` returns for the element.
  @inlinable
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
    Completable(source.flatMap { try selector($0).source })
  }
}

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
  /// A `Driver` of the result, with `onErrorJustReturn` for a failure.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    source.asDriver(onErrorJustReturn: onErrorJustReturn)
  }
}

extension ObservableType {
  /// This sequence as a `Single`: its one element when it completes; it fails with
  /// `RxError.noElements` if it completes empty and `RxError.moreThanOneElement` on a second.
  @inlinable
  public func asSingle() -> Single<Element> {
    Single(onlyElement().ifEmpty(switchTo: .error(RxError.noElements)))
  }
}
