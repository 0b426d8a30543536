import ReactiveCore

/// The operators an `Infallible` keeps: each returns an `Infallible`, so the transforms cannot
/// throw. Each is the `Observable` operator of the same name.
extension Infallible {
  /// Transforms each element.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible<Result>(source.map(transform))
  }

  /// Transforms each element, dropping `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
    Infallible<Result>(source.compactMap(transform))
  }

  /// Forwards the elements for which `predicate` is true.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible {
    Infallible(source.filter(predicate))
  }

  /// Maps each element to an infallible and merges them.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
    Infallible<Result>(source.flatMap { selector($0).source })
  }

  /// Maps each element to an infallible and forwards only the latest one.
  @inlinable
  public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
    Infallible<Result>(source.flatMapLatest { selector($0).source })
  }

  /// Maps each element to an infallible, ignoring elements while one runs.
  @inlinable
  public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
    Infallible<Result>(source.flatMapFirst { selector($0).source })
  }

  /// Maps each element to an infallible, each subscribed when the previous completes.
  @inlinable
  public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
    Infallible<Result>(source.concatMap { selector($0).source })
  }

  /// Drops each element `isEqual` says equals the previous one.
  @inlinable
  public func distinctUntilChanged(_ isEqual: @escaping (Element, Element) -> Bool) -> Infallible {
    Infallible(source.distinctUntilChanged(isEqual))
  }

  /// Sends `elements` first.
  @inlinable
  public func startWith(_ elements: Element...) -> Infallible {
    Infallible(Observable.concat(.from(elements), source))
  }

  /// Sends each running result of `accumulator` from `seed`.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> Infallible<Accumulate> {
    Infallible<Accumulate>(source.scan(seed, accumulator: accumulator))
  }

  /// The first `count` elements, then completion.
  @inlinable
  public func take(_ count: Int) -> Infallible {
    Infallible(source.take(count))
  }

  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Infallible {
    Infallible(source.skip(count))
  }

  /// Each element with the latest element of `second` (dropped until it has sent one).
  @inlinable
  public func withLatestFrom<Second>(_ second: Infallible<Second>) -> Infallible<Second> {
    Infallible<Second>(source.withLatestFrom(second.source))
  }

  /// One subscription shared by every subscriber, replaying up to `replay` elements.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible {
    Infallible(source.share(replay: replay, scope: scope))
  }

  /// Runs `onNext` and `onCompleted` as the events pass.
  @inlinable
  public func `do`(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil) -> Infallible {
    Infallible(source.do(onNext: onNext, onCompleted: onCompleted))
  }

  /// The elements of all `sources` as they come; completes when all have.
  @inlinable
  public static func merge(_ sources: Infallible...) -> Infallible {
    Infallible(Observable.merge(sources.map(\.source)))
  }

  /// The latest elements of both, combined by `resultSelector` on every change once both have
  /// sent.
  @inlinable
  public static func combineLatest<First, Second>(
    _ first: Infallible<First>, _ second: Infallible<Second>,
    resultSelector: @escaping (First, Second) -> Element
  ) -> Infallible {
    Infallible(Observable.combineLatest(first.source, second.source, resultSelector: resultSelector))
  }
}

extension Infallible where Element: Equatable {
  /// Drops each element equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> Infallible {
    Infallible(source.distinctUntilChanged())
  }
}

extension Infallible where Element: Sendable {
  /// Forwards an element only after `dueTime` without a newer one, on `scheduler`.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible {
    Infallible(source.debounce(dueTime, scheduler: scheduler))
  }

  /// At most one element per `dueTime`, as `Observable.throttle`.
  @inlinable
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible {
    Infallible(source.throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// Delivers the events on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Infallible {
    Infallible(source.observe(on: scheduler))
  }
}
