// Generated shape: RxSwift's `combineLatest` and `zip` of 4 to 8 sources (2 and 3 are in
// Combining.swift), with a result selector or as tuples. Each is ReactiveCore's operator of the
// same arity on the sources' producers.

import ReactiveCore

extension ObservableType {
  /// Combines the latest elements of 4 sources with `resultSelector`, each time one sends once
  /// all have sent; completes when all have completed; the first error ends it.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3) })
  }

  /// Combines the latest elements of 5 sources with `resultSelector`, each time one sends once
  /// all have sent; completes when all have completed; the first error ends it.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4) })
  }

  /// Combines the latest elements of 6 sources with `resultSelector`, each time one sends once
  /// all have sent; completes when all have completed; the first error ends it.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5) })
  }

  /// Combines the latest elements of 7 sources with `resultSelector`, each time one sends once
  /// all have sent; completes when all have completed; the first error ends it.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5, $6) })
  }

  /// Combines the latest elements of 8 sources with `resultSelector`, each time one sends once
  /// all have sent; completes when all have completed; the first error ends it.
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
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer(), source8.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5, $6, $7) })
  }

  /// Pairs 4 sources' elements in order through `resultSelector`; completes once a completed
  /// source has nothing left to pair.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3) })
  }

  /// Pairs 5 sources' elements in order through `resultSelector`; completes once a completed
  /// source has nothing left to pair.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4) })
  }

  /// Pairs 6 sources' elements in order through `resultSelector`; completes once a completed
  /// source has nothing left to pair.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5) })
  }

  /// Pairs 7 sources' elements in order through `resultSelector`; completes once a completed
  /// source has nothing left to pair.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5, $6) })
  }

  /// Pairs 8 sources' elements in order through `resultSelector`; completes once a completed
  /// source has nothing left to pair.
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
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer(), source8.asSignalProducer()
      ).attemptMap { try resultSelector($0, $1, $2, $3, $4, $5, $6, $7) })
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of 4 sources into tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer()))
  }

  /// Combines the latest elements of 5 sources into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer()))
  }

  /// Combines the latest elements of 6 sources into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer()))
  }

  /// Combines the latest elements of 7 sources into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer()))
  }

  /// Combines the latest elements of 8 sources into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(
      SignalProducer.combineLatest(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer(), source8.asSignalProducer()))
  }

  /// Pairs 4 sources' elements in order into tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer()))
  }

  /// Pairs 5 sources' elements in order into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer()))
  }

  /// Pairs 6 sources' elements in order into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer()))
  }

  /// Pairs 7 sources' elements in order into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer()))
  }

  /// Pairs 8 sources' elements in order into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(
      SignalProducer.zip(
        source1.asSignalProducer(), source2.asSignalProducer(), source3.asSignalProducer(), source4.asSignalProducer(),
        source5.asSignalProducer(), source6.asSignalProducer(), source7.asSignalProducer(), source8.asSignalProducer()))
  }
}
