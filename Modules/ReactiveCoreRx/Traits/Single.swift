import ReactiveCore

/// How a `Single` ends: one element, or an error (RxSwift 6's `SingleEvent`).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// A sequence of exactly one element or an error: a request, a computation (RxSwift's trait).
/// Subscribe with `onSuccess`/`onFailure`; `asObservable()` and `observable.asSingle()` convert.
public struct Single<Element>: ObservableConvertibleType {
  let source: Observable<Element>

  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// A single whose subscriptions each run `subscribe`: call its argument once with
  /// `.success(element)` or `.failure(error)` (later calls are ignored), and return what cleans
  /// up (run once, when the subscription ends).
  public static func create(
    subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable
  ) -> Single {
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
  public static func just(_ element: Element) -> Single {
    Single(.just(element))
  }

  /// Fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Single {
    Single(.error(error))
  }

  /// Calls `factory` for each subscription.
  public static func deferred(_ factory: @escaping () throws -> Single) -> Single {
    Single(Observable.deferred { try factory().source })
  }

  /// The single as an observable of one element, then completion.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Subscribes: `onSuccess` with the element or `onFailure` with the error, then `onDisposed`.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
  }

  /// Subscribes one closure that receives the result.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
  }

  /// Transforms the element; a throwing transform fails the single.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single<Result>(source.map(transform))
  }

  /// Continues with the single `selector` returns for the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
    Single<Result>(source.flatMap { try selector($0).source })
  }

  /// Continues with the observable `selector` returns for the element.
  public func flatMapObservable<Result>(
    _ selector: @escaping (Element) throws -> Observable<Result>
  ) -> Observable<Result> {
    source.flatMap(selector)
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Single {
    Single(source.catchAndReturn(element))
  }

  /// Continues with the single `handler` returns for an error.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Single) -> Single {
    Single(source.catch { try handler($0).source })
  }

  /// Subscribes at most `maxAttemptCount` times in all (see `ObservableType.retry(_:)`).
  public func retry(_ maxAttemptCount: Int) -> Single {
    Single(source.retry(maxAttemptCount))
  }

  /// Runs side effects on success or failure without changing them.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Single {
    Single(source.do(onNext: onSuccess, onError: onError, onSubscribe: onSubscribe, onDispose: onDispose))
  }

  /// Pairs the results of two singles (fails with the first failure).
  public static func zip<E1, E2>(
    _ first: Single<E1>, _ second: Single<E2>, resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Single {
    Single(Observable.zip(first.source, second.source, resultSelector: resultSelector))
  }
}

extension Single where Element: Sendable {
  /// Delivers the result on `scheduler`.
  public func observe(on scheduler: ImmediateSchedulerType) -> Single {
    Single(source.observe(on: scheduler))
  }

  /// Subscribes on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Single {
    Single(source.subscribe(on: scheduler))
  }

  /// A `Driver` of the result, with `onErrorJustReturn` for a failure.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    source.asDriver(onErrorJustReturn: onErrorJustReturn)
  }
}

extension ObservableType {
  /// This sequence as a `Single`: its one element when it completes; it fails with
  /// `RxError.noElements` if it completes empty and `RxError.moreThanOneElement` on a second.
  public func asSingle() -> Single<Element> {
    Single(onlyElement().ifEmpty(switchTo: .error(RxError.noElements)))
  }
}
