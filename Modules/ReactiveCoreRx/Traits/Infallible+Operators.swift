import ReactiveCore

/// The element-by-element operators an `Infallible` keeps: each returns an `Infallible` and is
/// the `Observable` operator of the same name. The signatures are RxSwift 6's: where its closure
/// may throw (`distinctUntilChanged`'s selectors, `do`), so may yours, and a throw ends the
/// sequence with that error, as in RxSwift.
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

  /// Drops each element `comparer` says equals the previous one.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible {
    Infallible(source.distinctUntilChanged(comparer))
  }

  /// Drops each element whose key equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible {
    Infallible(source.distinctUntilChanged(keySelector))
  }

  /// Drops each element whose key `comparer` says equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
  ) -> Infallible {
    Infallible(source.distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each element whose value at `keyPath` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible {
    Infallible(source.distinctUntilChanged(at: keyPath))
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

  /// Sends the running value after `accumulator` updates it in place for each element.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
  ) -> Infallible<Accumulate> {
    Infallible<Accumulate>(source.scan(into: seed, accumulator: accumulator))
  }

  /// One subscription shared by every subscriber, replaying up to `replay` elements.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible {
    Infallible(source.share(replay: replay, scope: scope))
  }

  /// Runs the given closures as the events pass (each `after…` once the event has gone
  /// downstream), at subscription and at disposal, as `Observable.do`.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Infallible {
    Infallible(
      source.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Pairs each element with `object` while it exists, without keeping it alive; once it is
  /// gone the sequence completes.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
    Infallible<(Object, Element)>(source.withUnretained(object))
  }

  /// As `withUnretained(_:)`, combining `object` and each element with `resultSelector`.
  @inlinable
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result
  ) -> Infallible<Result> {
    Infallible<Result>(source.withUnretained(object, resultSelector: resultSelector))
  }

  /// Prints each subscription's life and events, as `Observable.debug`.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Infallible {
    Infallible(source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
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
