import Foundation
import ReactiveCore

extension ObservableType {
  /// Combines the latest elements of both sources with `resultSelector`, each time either sends
  /// once both have sent; completes when both have completed, or when one sends while the other
  /// has completed without ever sending (nothing can be combined any more); the first error
  /// ends it.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Observable<(O1.Element, O2.Element)>(rxCombineLatest(source1.asSignalProducer(), source2.asSignalProducer()))
      .map { try resultSelector($0.0, $0.1) }
  }

  /// Combines the latest elements of three sources with `resultSelector`.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxCombineLatest([source1.anyProducer, source2.anyProducer, source3.anyProducer]).attemptMap { values in
        try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
      })
  }

  /// Pairs the sources' elements in order (first with first, second with second) through
  /// `resultSelector`; completes when both have completed, as RxSwift 6's does (also when one
  /// completed early and what the other sends can never be paired).
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Observable<(O1.Element, O2.Element)>(rxZip(source1.asSignalProducer(), source2.asSignalProducer()))
      .map { try resultSelector($0.0, $0.1) }
  }

  /// Pairs three sources' elements in order through `resultSelector`; completes when all three
  /// have completed.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      rxZip([source1.anyProducer, source2.anyProducer, source3.anyProducer], endsWhenUnpairable: false).attemptMap {
        values in
        try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
      })
  }

  /// The latest elements of every source in `collection`, as an array, each time one sends once
  /// all have; an empty collection completes at once.
  @inlinable
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>(rxCombineLatest(collection.map { $0.asSignalProducer() }))
  }

  /// The elements of every source in `collection` paired in order, as arrays. Unlike the
  /// fixed-arity forms, and as RxSwift's collection form does, it also completes as soon as an
  /// element arrives that can never be paired (every other source has completed, with nothing
  /// waiting).
  @inlinable
  public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>(rxZip(collection.map { $0.asSignalProducer() }, endsWhenUnpairable: true))
  }

  /// The elements of all `sources` as they come; completes when all have, fails with the first
  /// error.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// The elements of all `sources` as they come; completes when all have, fails with the first
  /// error.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable(SignalProducer.merge(sources.map { $0.producer }))
  }

  /// Whichever of this sequence and `right` sends first (an element, an error or completion);
  /// the other is disposed at once.
  @inlinable
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }

  /// Whichever of `sources` sends first (an element, an error or completion); the others are
  /// disposed at once. ReactiveCore's `flatten(.race)`.
  @inlinable
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable(SignalProducer(sources.map { $0.producer }).flatten(.race))
  }

  /// This sequence's elements, then, once it completes, `second`'s.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Each of `sources` in turn, the next subscribed when the previous completes.
  @inlinable
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

  /// Sends `elements` first, then this sequence's.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable(asSignalProducer().prefix(SignalProducer(elements)))
  }

  /// Each element combined with the latest element of `second` (dropped until `second` has
  /// sent one). `second` completing ends nothing; its error ends the result.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType, Result>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
  ) -> Observable<Result> {
    // The latest element of `second`, once it has sent one.
    Observable(
      pairedOperator(asSignalProducer(), second.asSignalProducer(), initial: Source.Element?.none) {
        (latest: inout Source.Element?, input, output: PairedOutput<Result>) in
        switch input {
        case let .other(.value(value)): latest = value
        case let .other(.failed(error)): output.observer.send(error: error)
        case .other: break
        case let .source(.value(element)):
          guard let value = latest else { return }
          do { output.observer.send(value: try resultSelector(element, value)) } catch {
            output.observer.send(error: error)
          }
        case let .source(.failed(error)): output.observer.send(error: error)
        case .source(.completed): output.observer.sendCompleted()
        case .source(.interrupted): output.observer.sendInterrupted()
        }
      })
  }

  /// The latest element of `second` each time this sequence sends (dropped until `second` has
  /// sent one).
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
    withLatestFrom(second) { $1 }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of two sources into tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of three sources into tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs two sources' elements in order into tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs three sources' elements in order into tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.zip(source1, source2, source3) { ($0, $1, $2) }
  }
}
