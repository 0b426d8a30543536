import ReactiveCore

/// RxCocoa's operators over collections of traits of one kind: each is the `Observable`
/// operator on the traits' observables, kept a trait of that kind.
extension SharedSequence where Element: Sendable {
  /// Each trait of `sequence` in turn, the next subscribed when the previous completes (read
  /// lazily, as `Observable.concat` reads its sources).
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> SharedSequence
  where Sources.Element == SharedSequence {
    SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// The elements of every trait in `collection` paired in order, as `resultSelector` combines
  /// them (the collection form's rules: see `ObservableType.zip(_:)`).
  @inlinable
  public static func zip<Sources: Collection, Result: Sendable>(
    _ collection: Sources, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }).map(resultSelector))
  }

  /// The elements of every trait in `collection` paired in order, as arrays.
  @inlinable
  public static func zip<Sources: Collection>(
    _ collection: Sources
  ) -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }

  /// The latest elements of every trait in `collection`, as `resultSelector` combines them,
  /// each time one sends once all have.
  @inlinable
  public static func combineLatest<Sources: Collection, Result: Sendable>(
    _ collection: Sources, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(
      Observable.combineLatest(collection.map { $0.asObservable() }).map(resultSelector))
  }

  /// The latest elements of every trait in `collection`, as arrays.
  @inlinable
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources
  ) -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}
