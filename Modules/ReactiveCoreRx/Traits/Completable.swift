import ReactiveCore

/// How a `Completable` ends (RxSwift's `CompletableEvent`).
public enum CompletableEvent {
  /// The work failed.
  case error(Swift.Error)
  /// The work finished.
  case completed
}

/// Work that finishes or fails and sends no element: a save, a sign-out, a cache flush
/// (RxSwift's trait). Subscribe with `onCompleted`/`onError`; chain the next step with
/// `andThen`; `observable.asCompletable()` ignores an observable's elements.
public struct Completable: ObservableConvertibleType {
  let source: Observable<Never>

  init(_ source: Observable<Never>) {
    self.source = source
  }

  /// A completable whose subscriptions each run `subscribe`: call its argument once with
  /// `.completed` or `.error(error)` (later calls are ignored), and return what cleans up (run
  /// once, when the subscription ends).
  public static func create(
    subscribe: @escaping (@escaping @Sendable (CompletableEvent) -> Void) -> Disposable
  ) -> Completable {
    Completable(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case .completed: observer.onCompleted()
          case let .error(error): observer.onError(error)
          }
        }
      })
  }

  /// Completes at once.
  public static func empty() -> Completable {
    Completable(.empty())
  }

  /// Fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Completable {
    Completable(.error(error))
  }

  /// Never finishes.
  public static func never() -> Completable {
    Completable(.never())
  }

  /// Calls `factory` for each subscription; a throwing factory fails the completable.
  public static func deferred(_ factory: @escaping () throws -> Completable) -> Completable {
    Completable(Observable.deferred { try factory().source })
  }

  /// Completes when every one of `completables` has, running them at once; fails with the
  /// first failure (RxSwift's `Completable.zip`).
  public static func zip(_ completables: Completable...) -> Completable {
    zip(completables)
  }

  /// Completes when every one of `completables` has, running them at once; fails with the
  /// first failure.
  public static func zip<Completables: Collection>(_ completables: Completables) -> Completable
  where Completables.Element == Completable {
    Completable(Observable.merge(completables.map(\.source)))
  }

  /// The completable as an observable that sends no element.
  public func asObservable() -> Observable<Never> {
    source
  }

  /// Subscribes: `onCompleted` or `onError`, then `onDisposed` (also when disposed first).
  public func subscribe(
    onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes one closure that receives how the completable ended.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
  }

  /// When this completes, continues with `next`; a failure skips it.
  public func andThen(_ next: Completable) -> Completable {
    Completable(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the single `next`; a failure skips it.
  public func andThen<Element>(_ next: Single<Element>) -> Single<Element> {
    Single(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the maybe `next`; a failure skips it.
  public func andThen<Element>(_ next: Maybe<Element>) -> Maybe<Element> {
    Maybe(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the observable `next`; a failure skips it.
  public func andThen<Element>(_ next: Observable<Element>) -> Observable<Element> {
    Observable(source.producer.then(next.producer))
  }

  /// Continues with the completable `handler` returns for an error.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Completable) -> Completable {
    Completable(source.catch { try handler($0).source })
  }

  /// Subscribes at most `maxAttemptCount` times in all (see `ObservableType.retry(_:)`).
  public func retry(_ maxAttemptCount: Int) -> Completable {
    Completable(source.retry(maxAttemptCount))
  }

  /// Runs side effects on completion or failure without changing them.
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      source.do(onError: onError, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
  }

  /// Delivers the ending on `scheduler`.
  public func observe(on scheduler: ImmediateSchedulerType) -> Completable {
    Completable(source.observe(on: scheduler))
  }

  /// Subscribes on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Completable {
    Completable(source.subscribe(on: scheduler))
  }
}

extension ObservableType {
  /// This sequence as a `Completable`: its elements are ignored; it completes or fails with it.
  public func asCompletable() -> Completable {
    Completable(ignoreElements())
  }
}

extension Single {
  /// The single as a `Completable`: its element is ignored.
  public func asCompletable() -> Completable {
    source.asCompletable()
  }
}
