import ReactiveCore

/// The operators that join an `Infallible` with other sequences: flattening, concatenating,
/// merging, combining. As in RxSwift 6, an inner or second source may be any observable: if it
/// fails, the infallible ends with its error (give it `asInfallible(onErrorJustReturn:)` or a
/// sibling first to rule that out).
extension Infallible {
  /// Maps each element to a sequence and merges them.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible<Source.Element>(source.flatMap(selector))
  }

  /// Maps each element to a sequence and forwards only the latest one.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible<Source.Element>(source.flatMapLatest(selector))
  }

  /// Maps each element to a sequence, ignoring elements while one runs.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible<Source.Element>(source.flatMapFirst(selector))
  }

  /// Maps each element to a sequence, each subscribed when the previous completes.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible<Source.Element>(source.concatMap(selector))
  }

  /// This sequence's elements, then, once it completes, `second`'s.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible
  where Source.Element == Element {
    Infallible(source.concat(second))
  }

  /// Each of `sequence` in turn, the next subscribed when the previous completes.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Infallible
  where Sources.Element == Infallible {
    Infallible(Observable.concat(sequence.lazy.map(\.source)))
  }

  /// Each of `sources` in turn, the next subscribed when the previous completes.
  @inlinable
  public static func concat(_ sources: Infallible...) -> Infallible {
    concat(sources)
  }

  /// The elements of all `sources` as they come; completes when all have.
  @inlinable
  public static func merge(_ sources: Infallible...) -> Infallible {
    merge(sources)
  }

  /// The elements of every one of `sources` as they come; completes when all have.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible
  where Sources.Element == Infallible {
    Infallible(Observable.merge(sources.map(\.source)))
  }

  /// The latest elements of both, combined by `resultSelector` on every change once both have
  /// sent.
  @inlinable
  public static func combineLatest<First, Second>(
    _ first: Infallible<First>, _ second: Infallible<Second>,
    resultSelector: @escaping (First, Second) throws -> Element
  ) -> Infallible {
    Infallible(Observable.combineLatest(first.source, second.source, resultSelector: resultSelector))
  }

  /// The latest elements of every one of `collection`, combined by `resultSelector` on every
  /// change once all have sent.
  @inlinable
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Infallible where Sources.Element: InfallibleType {
    Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// The latest elements of every one of `collection` as an array, on every change once all
  /// have sent.
  @inlinable
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
  where Sources.Element: InfallibleType, Sources.Element.Element == Element {
    Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
  }

  /// Each element combined by `resultSelector` with the latest element of `second` (dropped
  /// until it has sent one).
  @inlinable
  public func withLatestFrom<Second: InfallibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
  ) -> Infallible<Result> {
    Infallible<Result>(source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// The latest element of `second` at each element (dropped until it has sent one).
  @inlinable
  public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element> {
    withLatestFrom(second) { $1 }
  }
}
