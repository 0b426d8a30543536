import ReactiveCore

/// What `Observable.concat` of a sequence makes: an observable that also keeps its sources, so
/// that a `concat` meeting it among its own sources reads them in place instead of subscribing
/// to it (see `inTurn(_:flattening:decide:)`).
@usableFromInline final class Concatenation<Element>: Observable<Element>, @unchecked Sendable {
  /// A fresh iterator over the sources, one per subscription that reads them in place.
  @usableFromInline let makeSources: () -> AnyIterator<Observable<Element>>

  @inlinable init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Element> {
    makeSources = { AnyIterator(sources.makeIterator()) }
    super.init(
      inTurn(sources, flattening: true) { event in event.isCompleted ? .next(after: nil) : .forward })
  }
}
