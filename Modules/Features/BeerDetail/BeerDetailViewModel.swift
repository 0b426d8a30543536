import BeerCatalog
import FeatureKit
import ReactiveCore

/// What the beer detail view model is made from: the list the user came from (which may change
/// while the detail is open) and where in it to start; and whom it tells where it went.
public protocol BeerDetailViewModelDelegate: AnyObject {
  /// The beers to page through.
  var beers: Property<[Beer]> { get }
  /// The index of the beer to show first.
  var startIndex: Int { get }
  /// The beer at `index` is shown now (after paging, or after the list changed under it).
  func beerDetailDidShow(index: Int)
}

/// One beer of a list, with previous and next: the selected beer is
/// `combineLatest(beers, index)`, and each action is disabled at its end of the list.
public final class BeerDetailViewModel: ViewModelProtocol {
  /// Where the user is in the list.
  public struct State: Equatable, Sendable {
    /// The index shown.
    public var index: Int
    /// How many beers the list has.
    public var count: Int

    /// A position, clamped into the list.
    public init(index: Int, count: Int) {
      self.count = max(0, count)
      self.index = min(max(0, index), max(0, count - 1))
    }

    /// Whether there is a beer before this one.
    public var hasPrevious: Bool { index > 0 }
    /// Whether there is a beer after this one.
    public var hasNext: Bool { index < count - 1 }
    /// "3 of 25" (1-based), or "" for an empty list.
    public var positionText: String { count == 0 ? "" : "\(index + 1) of \(count)" }
  }

  /// What moves the position.
  public enum Event: Equatable, Sendable {
    /// Show the next beer (ignored at the end).
    case next
    /// Show the previous beer (ignored at the start).
    case previous
    /// The list changed to `count` beers: keep the index inside it.
    case listChanged(count: Int)
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .next: if state.hasNext { state.index += 1 }
    case .previous: if state.hasPrevious { state.index -= 1 }
    case let .listChanged(count): state = State(index: state.index, count: count)
    }
  }

  private let loop: Loop<State, Event>
  /// The position.
  public let state: Property<State>
  /// The beer shown (`nil` when the list is empty).
  public let beer: Property<Beer?>
  /// Shows the next beer; disabled at the end.
  public let next: Action<Void, Void, Never>
  /// Shows the previous beer; disabled at the start.
  public let previous: Action<Void, Void, Never>

  /// Creates the view model at the delegate's start index.
  public init(delegate: any BeerDetailViewModelDelegate) {
    let beers = delegate.beers
    let loop = Loop(
      initial: State(index: delegate.startIndex, count: beers.value.count), reduce: Self.reduce,
      feedbacks: [
        Feedback(events: { _, output in
          beers.signal.observeValues { output.send(Event.listChanged(count: $0.count)) } ?? AnyDisposable()
        })
      ])
    self.loop = loop
    state = loop.state
    loop.state.signal.map { $0.index }.skipRepeats().observeValues { [weak delegate] index in
      delegate?.beerDetailDidShow(index: index)
    }
    beer = Property.combineLatest(beers, loop.state.map(\.index)).map { beers, index in
      beers.indices.contains(index) ? beers[index] : nil
    }
    next = Action(
      state: loop.state, enabledIf: { $0.hasNext }, execute: { _, _ in SignalProducer { loop.send(.next) } })
    previous = Action(
      state: loop.state, enabledIf: { $0.hasPrevious }, execute: { _, _ in SignalProducer { loop.send(.previous) } })
  }
}
