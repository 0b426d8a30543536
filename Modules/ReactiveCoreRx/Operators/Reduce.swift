import ReactiveCore

extension ObservableType {
  /// Sends the final result of `accumulator` from `seed` when the sequence completes (`seed` for
  /// an empty one); a throwing accumulator ends the sequence.
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    // The running results, after the seed; the last of them is the result.
    Observable(scan(seed, accumulator: accumulator).startWith(seed).asSignalProducer().take(last: 1))
  }

  /// Every element, as one array, when the sequence completes (RxSwift's `toArray`, as an
  /// observable of one element).
  public func toArray() -> Observable<[Element]> {
    reduce([]) { $0 + [$1] }
  }
}
