// Generated shape: RxCocoa's `combineLatest` of traits, 2 to 8 sources, with a result selector or as
// tuples (2 sources with a selector are in SharedSequence+Operators.swift). Each is the `Observable` operator of that arity on the
// traits' observables, kept a trait of the same sharing strategy.

extension SharedSequence where Element: Sendable {
  /// Combines the latest elements of 3 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3,
    resultSelector: @escaping (S1.Element, S2.Element, S3.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of 4 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4,
    resultSelector: @escaping (S1.Element, S2.Element, S3.Element, S4.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest elements of 5 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5,
    resultSelector: @escaping (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of 6 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6,
    resultSelector: @escaping (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of 7 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType,
    S7: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6, _ source7: S7,
    resultSelector:
      @escaping (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy,
    S7.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of 8 traits with `resultSelector` once all have sent.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType,
    S7: SharedSequenceConvertibleType, S8: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6, _ source7: S7,
    _ source8: S8,
    resultSelector:
      @escaping (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element, S8.Element) ->
      Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy,
    S7.SharingStrategy == SharingStrategy, S8.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Combines the latest elements of 2 traits into tuples.
  @inlinable
  public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(
    _ source1: S1, _ source2: S2
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element)>
  where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element)>(
      Observable.combineLatest(source1.asObservable(), source2.asObservable()))
  }

  /// Combines the latest elements of 3 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>(
      Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// Combines the latest elements of 4 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element)>
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }

  /// Combines the latest elements of 5 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element)>
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }

  /// Combines the latest elements of 6 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element)>
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }

  /// Combines the latest elements of 7 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType,
    S7: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6, _ source7: S7
  ) -> SharedSequence<
    SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element)
  >
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy,
    S7.SharingStrategy == SharingStrategy
  {
    SharedSequence<
      SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element)
    >(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }

  /// Combines the latest elements of 8 traits into tuples.
  @inlinable
  public static func combineLatest<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType,
    S4: SharedSequenceConvertibleType, S5: SharedSequenceConvertibleType, S6: SharedSequenceConvertibleType,
    S7: SharedSequenceConvertibleType, S8: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3, _ source4: S4, _ source5: S5, _ source6: S6, _ source7: S7,
    _ source8: S8
  ) -> SharedSequence<
    SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element, S8.Element)
  >
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy,
    S4.SharingStrategy == SharingStrategy, S5.SharingStrategy == SharingStrategy, S6.SharingStrategy == SharingStrategy,
    S7.SharingStrategy == SharingStrategy, S8.SharingStrategy == SharingStrategy
  {
    SharedSequence<
      SharingStrategy, (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element, S8.Element)
    >(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}
