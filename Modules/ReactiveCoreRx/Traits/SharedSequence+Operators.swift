import ReactiveCore

/// The operators a trait keeps: each returns the same kind of trait, still on the main queue
/// and never failing, so the transforms cannot throw.
extension SharedSequence where Element: Sendable {
  /// Transforms each element.
  @inlinable
  public func map<Result: Sendable>(_ transform: @escaping (Element) -> Result) -> SharedSequence<
    SharingStrategy, Result
  > {
    SharedSequence<SharingStrategy, Result>(source.map(transform))
  }

  /// Transforms each element, dropping `nil` results.
  @inlinable
  public func compactMap<Result: Sendable>(
    _ transform: @escaping (Element) -> Result?
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
  }

  /// Forwards the elements for which `predicate` is true.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence {
    SharedSequence(source.filter(predicate))
  }

  /// Maps each element to a trait and forwards only the latest one.
  @inlinable
  public func flatMapLatest<Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
  }

  /// Maps each element to a trait and merges them.
  @inlinable
  public func flatMap<Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(source.flatMap { selector($0).asObservable() })
  }

  /// Maps each element to a trait, ignoring elements while one runs.
  @inlinable
  public func flatMapFirst<Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(source.flatMapFirst { selector($0).asObservable() })
  }

  /// Runs the closures as the events pass (side effects such as ending editing), as
  /// `ObservableType.do` does; a trait never fails, so there is no `onError`.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence {
    SharedSequence(
      source.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// The first `count` elements, then completion.
  @inlinable
  public func take(_ count: Int) -> SharedSequence {
    SharedSequence(source.take(count))
  }

  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence {
    SharedSequence(source.skip(count))
  }

  /// Delivers each element `dueTime` later (on the trait's scheduler).
  @inlinable
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence {
    SharedSequence(source.delay(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Drops each element whose key equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence {
    SharedSequence(source.distinctUntilChanged(keySelector))
  }

  /// Drops each element `comparer` finds equal to the previous one.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence {
    SharedSequence(source.distinctUntilChanged(comparer))
  }

  /// Drops each element whose key `comparer` finds equal to the previous element's key (each
  /// key computed once, see `ObservableType.distinctUntilChanged(_:comparer:)`).
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence {
    SharedSequence(source.distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each element whose value at `keyPath` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence {
    SharedSequence(source.distinctUntilChanged(at: keyPath))
  }

  /// Sends `element` first.
  @inlinable
  public func startWith(_ element: Element) -> SharedSequence {
    SharedSequence(source.startWith(element))
  }

  /// Sends each running result of `accumulator` from `seed`.
  @inlinable
  public func scan<Accumulate: Sendable>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence<SharingStrategy, Accumulate>(source.scan(seed, accumulator: accumulator))
  }

  /// Sends each running result of `accumulator`, which updates the accumulated value in place.
  @inlinable
  public func scan<Accumulate: Sendable>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence<SharingStrategy, Accumulate>(source.scan(into: seed, accumulator: accumulator))
  }

  /// Prints each event, subscription and disposal (see `ObservableType.debug`).
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> SharedSequence {
    SharedSequence(source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Forwards an element only after `dueTime` without a newer one (on the trait's scheduler).
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence {
    SharedSequence(source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// At most one element per `dueTime` (on the trait's scheduler); see
  /// `ObservableType.throttle(_:latest:scheduler:)`.
  @inlinable
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence {
    SharedSequence(source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Each element combined with the latest element of `second`.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result: Sendable>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, Result>(
      source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// The latest element of `second` each time this trait sends. `second` may be of the other
  /// kind (a `Signal` can sample a `Driver`), as in RxCocoa: the result is of this one's kind.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(
    _ second: Second
  ) -> SharedSequence<SharingStrategy, Second.Element> where Second.Element: Sendable {
    SharedSequence<SharingStrategy, Second.Element>(source.withLatestFrom(second.asObservable()))
  }

  /// Combines the latest elements of two traits.
  @inlinable
  public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(
    _ source1: S1, _ source2: S2, resultSelector: @escaping (S1.Element, S2.Element) -> Element
  ) -> SharedSequence where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
    SharedSequence(
      Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// The elements of all `sources` as they come.
  @inlinable
  public static func merge(_ sources: SharedSequence...) -> SharedSequence {
    merge(sources)
  }

  /// The elements of every trait in `sources` as they come.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence
  where Sources.Element == SharedSequence {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequence where Element: Sendable & Equatable {
  /// Drops each element equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence {
    SharedSequence(source.distinctUntilChanged())
  }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Pairs each element with `object` while it exists, without keeping it alive; once it is
  /// gone the signal completes. (RxCocoa makes this unavailable on `Driver`, whose replayed
  /// element would hold the object: use `drive(with:onNext:)` there.)
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Signal<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }

  /// As `withUnretained(_:)`, combining `object` and each element with `resultSelector`.
  @inlinable
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result
  ) -> Signal<Result> {
    Signal<Result>(source.withUnretained(object, resultSelector: resultSelector))
  }
}
