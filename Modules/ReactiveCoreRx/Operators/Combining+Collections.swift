import ReactiveCore

extension ObservableType {
  /// The latest elements of every source in `collection`, as `resultSelector` combines them
  /// (RxSwift's rules: see `combineLatest(_:)`); a throwing selector ends the result.
  @inlinable
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    Observable<Sources.Element.Element>.combineLatest(collection).map(resultSelector)
  }

  /// The elements of every source in `collection` paired in order, as `resultSelector` combines
  /// them (RxSwift's rules: see `zip(_:)`); a throwing selector ends the result.
  @inlinable
  public static func zip<Sources: Collection>(
    _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    Observable<Sources.Element.Element>.zip(collection).map(resultSelector)
  }

  /// Each source of `sequence` in turn, the next subscribed when the previous completes; the
  /// sequence is read lazily, one source at a time.
  ///
  /// A source that is itself a `concat` is not subscribed but read in place, as RxSwift does:
  /// a concatenation nested 10,000 deep (a recursive `concat` of a lazy sequence) costs a
  /// frame and an iterator per level on the heap, not on the stack, and an element passes
  /// through one `concat`, not through every level.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Concatenation(sequence)
  }

  /// The first source of `sequence`; when it fails, the next one, and so on: the first to
  /// complete completes the result, and when every one failed the result fails with the last
  /// error (completes at once for no sources). Read lazily, one source per failure.
  @inlinable
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable(
      inTurn(sequence) { event in
        if case let .failed(error) = event { return .next(after: error) }
        return .forward
      })
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the inner observables this one sends, at most `maxConcurrent` subscribed at a time;
  /// the others wait, in order, for one to complete.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs at least one, not \(maxConcurrent)")
    return Observable(
      asSignalProducer().map { $0.asSignalProducer() }.flatten(.concurrent(limit: UInt(maxConcurrent))))
  }
}
