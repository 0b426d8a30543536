import ReactiveCore

/// How a `Completable` ends (RxSwift's `CompletableEvent`).
public enum CompletableEvent {
  /// The work failed.
  case error(Swift.Error)
  /// The work finished.
  case completed
}

extension CompletableEvent: Equatable {
  /// Both completed, or both failed with errors of the same type and description (as `Event`).
  @inlinable
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case let (.error(left), .error(right)): return sameError(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
  /// A completable whose subscriptions each run `subscribe`: call its argument once with
  /// `.completed` or `.error(error)` (later calls are ignored), and return what cleans up (run
  /// once, when the subscription ends).
  @inlinable
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
  @inlinable
  public static func empty() -> Completable {
    Completable(.empty())
  }

  /// Completes when every one of `completables` has, running them at once; fails with the
  /// first failure (RxSwift's `Completable.zip`).
  @inlinable
  public static func zip(_ completables: Completable...) -> Completable {
    zip(completables)
  }

  /// Completes when every one of `completables` has, running them at once; fails with the
  /// first failure.
  @inlinable
  public static func zip<Completables: Collection>(_ completables: Completables) -> Completable
  where Completables.Element == Completable {
    Completable(Observable.merge(completables.map(\.source)))
  }

  /// Subscribes: `onCompleted` or `onError`, then `onDisposed` (also when disposed first).
  @inlinable
  public func subscribe(
    onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// As `subscribe(onCompleted:onError:onDisposed:)`, with `object` passed to each closure
  /// while it exists (held weakly; a closure is skipped once it is gone).
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object, onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: weaklyBound(object, onCompleted), onError: weaklyBound(object, onError),
      onDisposed: weaklyBound(object, onDisposed))
  }

  /// Subscribes one closure that receives how the completable ended.
  @inlinable
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
  }

  /// When this completes, continues with `next`; a failure skips it.
  @inlinable
  public func andThen(_ next: Completable) -> Completable {
    Completable(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the single `next`; a failure skips it.
  @inlinable
  public func andThen<Next>(_ next: Single<Next>) -> Single<Next> {
    Single(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the maybe `next`; a failure skips it.
  @inlinable
  public func andThen<Next>(_ next: Maybe<Next>) -> Maybe<Next> {
    Maybe(Observable(source.producer.then(next.source.producer)))
  }

  /// When this completes, continues with the observable `next`; a failure skips it.
  @inlinable
  public func andThen<Next>(_ next: Observable<Next>) -> Observable<Next> {
    Observable(source.producer.then(next.producer))
  }

  /// Runs side effects around the outcome without changing it: `onError`/`onCompleted` before
  /// it goes on, `afterError`/`afterCompleted` after, `onSubscribe`/`onSubscribed` around
  /// subscribing, `onDispose` when the subscription ends.
  @inlinable
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// This completable, then `second` once it has completed.
  @inlinable
  public func concat(_ second: Completable) -> Completable {
    andThen(second)
  }

  /// Each completable in turn, the next subscribed when the one before completes; the first
  /// failure ends it.
  @inlinable
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// Each completable of `sequence` in turn (read lazily); the first failure ends it.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(Observable.concat(sequence.lazy.map(\.source)))
  }

  /// All of `sources` at once: completes when every one has, fails with the first failure.
  @inlinable
  public static func merge(_ sources: Completable...) -> Completable {
    merge(sources)
  }

  /// All of `sources` at once: completes when every one has, fails with the first failure.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(Observable.merge(sources.map(\.source)))
  }
}

extension ObservableType {
  /// This sequence as a `Completable`: its elements are ignored; it completes or fails with it.
  @inlinable
  public func asCompletable() -> Completable {
    Completable(ignoreElements())
  }
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// The single as a `Completable`: its element is ignored.
  @inlinable
  public func asCompletable() -> Completable {
    source.asCompletable()
  }
}
