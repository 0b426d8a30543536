// Generated shape: RxCocoa's `zip` of traits, 2 to 8 sources, with a result selector or as
// tuples. Each is the `Observable` operator of that arity on the
// traits' observables, kept a trait of the same sharing strategy.

extension SharedSequence where Element: Sendable {
  /// Pairs 2 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(
    _ source1: S1, _ source2: S2,
    resultSelector: @escaping (S1.Element, S2.Element) -> Element
  ) -> SharedSequence where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
    SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs 3 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3,
    resultSelector: @escaping (S1.Element, S2.Element, S3.Element) -> Element
  ) -> SharedSequence
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs 4 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }

  /// Pairs 5 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs 6 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs 7 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs 8 traits' elements in order through `resultSelector`.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Pairs 2 traits' elements in order into tuples.
  @inlinable
  public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(
    _ source1: S1, _ source2: S2
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element)>
  where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element)>(
      Observable.zip(source1.asObservable(), source2.asObservable()))
  }

  /// Pairs 3 traits' elements in order into tuples.
  @inlinable
  public static func zip<
    S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType
  >(
    _ source1: S1, _ source2: S2, _ source3: S3
  ) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>
  where
    S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>(
      Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// Pairs 4 traits' elements in order into tuples.
  @inlinable
  public static func zip<
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
      Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }

  /// Pairs 5 traits' elements in order into tuples.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }

  /// Pairs 6 traits' elements in order into tuples.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }

  /// Pairs 7 traits' elements in order into tuples.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }

  /// Pairs 8 traits' elements in order into tuples.
  @inlinable
  public static func zip<
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
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}
