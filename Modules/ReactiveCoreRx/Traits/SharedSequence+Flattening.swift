import ReactiveCore

/// Flattening across kinds, as RxCocoa allows: a `Driver` can switch to `Signal`s and the other
/// way round, and the result is of the inner kind (it delivers what the inner traits send, as
/// they share it). The same-kind forms are in `SharedSequence+Operators.swift`.
extension SharedSequence where Element: Sendable {
  /// Maps each element to a trait of any kind and forwards only the latest one's elements.
  @inlinable @_disfavoredOverload
  public func flatMapLatest<Sharing: SharingStrategyProtocol, Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(source.flatMapLatest { selector($0).asObservable() })
  }

  /// Maps each element to a trait of any kind and merges them.
  @inlinable @_disfavoredOverload
  public func flatMap<Sharing: SharingStrategyProtocol, Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(source.flatMap { selector($0).asObservable() })
  }

  /// Maps each element to a trait of any kind, ignoring elements while one runs.
  @inlinable @_disfavoredOverload
  public func flatMapFirst<Sharing: SharingStrategyProtocol, Result: Sendable>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(source.flatMapFirst { selector($0).asObservable() })
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// The elements of the latest inner trait; the result is of the inner traits' kind.
  @inlinable
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
  }

  /// The elements of every inner trait as they come; the result is of the inner traits' kind.
  @inlinable
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asObservable() }.merge())
  }

  /// The elements of the inner traits as they come, at most `maxConcurrent` subscribed at a
  /// time (the others wait, in order); the result is of the inner traits' kind.
  @inlinable
  public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
  }
}
