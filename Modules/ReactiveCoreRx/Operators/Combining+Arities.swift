// Generated shape: RxSwift's `combineLatest` and `zip` of 4 to 8 sources (2 and 3 are in
// Combining.swift), with a result selector or as tuples. Each runs the one N-ary engine of its
// kind (RxCombination.swift) on the sources' producers; the tuple forms are the selector forms.

import ReactiveCore

extension ObservableType {
  /// Combines the latest elements of 4 sources with `resultSelector`, each time one sends once
  /// all have sent; completes as `combineLatest` of two does.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer]).attemptMap {
        values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
      })
  }

  /// Combines the latest elements of 5 sources with `resultSelector`, each time one sends once
  /// all have sent; completes as `combineLatest` of two does.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([
        source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
      ]).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element)
      })
  }

  /// Combines the latest elements of 6 sources with `resultSelector`, each time one sends once
  /// all have sent; completes as `combineLatest` of two does.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([
        source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
        source6.anyProducer,
      ]).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element)
      })
  }

  /// Combines the latest elements of 7 sources with `resultSelector`, each time one sends once
  /// all have sent; completes as `combineLatest` of two does.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([
        source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
        source6.anyProducer, source7.anyProducer,
      ]).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element)
      })
  }

  /// Combines the latest elements of 8 sources with `resultSelector`, each time one sends once
  /// all have sent; completes as `combineLatest` of two does.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws
      -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([
        source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
        source6.anyProducer, source7.anyProducer, source8.anyProducer,
      ]).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element, values[7] as! O8.Element)
      })
  }

  /// Pairs 4 sources' elements in order through `resultSelector`; completes when every source
  /// has completed, as `zip` of two does.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip(
        [source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer], endsWhenUnpairable: false
      ).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
      })
  }

  /// Pairs 5 sources' elements in order through `resultSelector`; completes when every source
  /// has completed, as `zip` of two does.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip(
        [source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer],
        endsWhenUnpairable: false
      )
      .attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element)
      })
  }

  /// Pairs 6 sources' elements in order through `resultSelector`; completes when every source
  /// has completed, as `zip` of two does.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip(
        [
          source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
          source6.anyProducer,
        ], endsWhenUnpairable: false
      ).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element)
      })
  }

  /// Pairs 7 sources' elements in order through `resultSelector`; completes when every source
  /// has completed, as `zip` of two does.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip(
        [
          source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
          source6.anyProducer, source7.anyProducer,
        ], endsWhenUnpairable: false
      ).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element)
      })
  }

  /// Pairs 8 sources' elements in order through `resultSelector`; completes when every source
  /// has completed, as `zip` of two does.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws
      -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip(
        [
          source1.anyProducer, source2.anyProducer, source3.anyProducer, source4.anyProducer, source5.anyProducer,
          source6.anyProducer, source7.anyProducer, source8.anyProducer,
        ], endsWhenUnpairable: false
      ).attemptMap { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element,
          values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element, values[7] as! O8.Element)
      })
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of 4 sources into tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Combines the latest elements of 5 sources into tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Combines the latest elements of 6 sources into tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Combines the latest elements of 7 sources into tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Combines the latest elements of 8 sources into tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }

  /// Pairs 4 sources' elements in order into tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Pairs 5 sources' elements in order into tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs 6 sources' elements in order into tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Pairs 7 sources' elements in order into tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
  }

  /// Pairs 8 sources' elements in order into tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
