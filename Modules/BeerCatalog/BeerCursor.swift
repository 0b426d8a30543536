import ReactiveCore

/// A position in a list of beers that two screens share: the list that opened it and the detail
/// paging through it. The detail moves `index`; the list follows it, so going back shows the
/// beer last shown selected.
public final class BeerCursor: Sendable {
  /// The beers (a filtered list may still change while the detail is open).
  public let beers: Property<[Beer]>
  /// The index of the beer shown.
  public let index: MutableProperty<Int>

  /// A cursor at `index` of `beers`.
  public init(beers: Property<[Beer]>, index: Int) {
    self.beers = beers
    self.index = MutableProperty(index)
  }
}
