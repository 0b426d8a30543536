import ReactiveCore

/// RxSwift 6 renamed these operators and kept the old names, deprecated, so RxSwift 5 code still
/// builds. Here they are plain aliases, not deprecated: code from older articles builds without
/// warnings (the same choice as `Variable`). Each is exactly the operator it names.
extension ObservableType {
  /// RxSwift 5's name for `catch(_:)`.
  @inlinable
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    self.catch(handler)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// RxSwift 5's name for `catch(sequence:)`.
  @inlinable
  public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    `catch`(sequence: sequence)
  }

  /// RxSwift 5's name for `retry(when:)`.
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `retry(when:)` with a handler that takes errors of one type.
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType, TriggerError: Swift.Error>(
    _ notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `element(at:)`.
  @inlinable
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }

  /// RxSwift 5's name for `take(until:)`.
  @inlinable
  public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's name for `take(until:behavior:)`, with the behavior first.
  @inlinable
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }

  /// RxSwift 5's name for `take(while:)`.
  @inlinable
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }

  /// RxSwift 5's name for `skip(while:)`.
  @inlinable
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }

  /// RxSwift 5's name for `skip(until:)`.
  @inlinable
  public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }
}

extension ObservableType where Element: Sendable {
  /// RxSwift 5's name for `take(for:scheduler:)`: the elements sent within `duration` of the
  /// subscription.
  @inlinable
  public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }

  /// RxSwift 5's name for `observe(on:)`.
  @inlinable
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`.
  @inlinable
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}

/// RxSwift 5.1's name for `TakeBehavior`.
public typealias TakeUntilBehavior = TakeBehavior
