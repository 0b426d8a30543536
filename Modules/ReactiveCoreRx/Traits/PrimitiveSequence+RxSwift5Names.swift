import ReactiveCore

/// The traits' names from RxSwift 5 that RxSwift 6 renamed and kept, deprecated; plain aliases
/// here, as for `Observable` (see `RxSwift5Names.swift`).
extension PrimitiveSequence {
  /// RxSwift 5's name for `catch(_:)`.
  @inlinable
  public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence) -> PrimitiveSequence {
    self.catch(handler)
  }

  /// RxSwift 5's name for `retry(when:)`.
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `retry(when:)` with a handler that takes errors of one type.
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType, TriggerError: Swift.Error>(
    _ notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> PrimitiveSequence {
    retry(when: notificationHandler)
  }
}

extension PrimitiveSequence where Element: Sendable {
  /// RxSwift 5's name for `observe(on:)`.
  @inlinable
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`.
  @inlinable
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
    subscribe(on: scheduler)
  }
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// RxSwift 5's `subscribe(onSuccess:onError:)`: the same as `onFailure:` (RxSwift 6's
  /// name). `onError` has no default, so a call that names neither stays unambiguous.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
    catchAndReturn(element)
  }
}
