import ReactiveCore

extension ObservableType {
  /// Sends the final result of `accumulator` from `seed` when the sequence completes (`seed` for
  /// an empty one); a throwing accumulator ends the sequence.
  @inlinable
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    // The running results, after the seed; the last of them is the result.
    Observable(scan(seed, accumulator: accumulator).startWith(seed).asSignalProducer().take(last: 1))
  }

  /// As `reduce(_:accumulator:)`, sending `mapResult` of the final result; a throwing
  /// `mapResult` ends the sequence with its error.
  @inlinable
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    reduce(seed, accumulator: accumulator).map(mapResult)
  }

  /// Every element, as one array, when the sequence completes: a `Single`, as in RxSwift 6 (an
  /// error fails it; an empty sequence succeeds with `[]`).
  @inlinable
  public func toArray() -> Single<[Element]> {
    Single(reduce([]) { $0 + [$1] })
  }
}
