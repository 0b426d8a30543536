import BeerCatalog
import FeatureKit
import ReactiveCore

/// What the beer list view model needs.
public protocol BeerListViewModelDelegate: AnyObject {
  /// The catalogue.
  var beerProvider: any BeerProviderProtocol { get }
  /// Where results and the search debounce run (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// The beer list: loads the whole catalogue with progress, filters it by name as the user
/// types (debounced by `BeerListViewModel.searchDebounce` on the delegate's scheduler), and
/// offers a retry after a failure.
public final class BeerListViewModel: ViewModelProtocol {
  /// How long typing must pause before the filter applies.
  public static let searchDebounce: Double = 0.3

  /// The list's state.
  public struct State: Equatable, Sendable {
    /// Where loading stands.
    public enum Status: Equatable, Sendable {
      /// Pages are arriving.
      case loading
      /// The whole catalogue is here.
      case loaded
      /// Loading failed; what arrived before stays.
      case failed(FeatureError)
    }

    /// The beers loaded so far, in catalogue order.
    public var beers: [Beer] = []
    /// Where loading stands.
    public var status: Status = .loading
    /// The search text as typed.
    public var typedQuery = ""
    /// The search text the list is filtered by (the typed one, once typing paused).
    public var appliedQuery = ""
    /// Bumped by each retry, so the loading effect starts again.
    public var attempt = 0

    /// A list that starts loading.
    public init() {}

    /// The beers whose name matches the applied search.
    public var filtered: [Beer] { beers.filter { $0.nameMatches(appliedQuery) } }

    /// Whether loading failed.
    public var isFailed: Bool {
      if case .failed = status { return true }
      return false
    }

    /// The attempt to run the loading effect for, while loading.
    public var loadingAttempt: Int? { status == .loading ? attempt : nil }

    /// The typed search while it waits for its debounce.
    public var pendingQuery: String? { typedQuery == appliedQuery ? nil : typedQuery }

    /// What the spinner says while the catalogue loads (`nil` once loaded or failed): the one
    /// place the loading is told.
    public var loadingText: String? {
      guard status == .loading else { return nil }
      return beers.isEmpty ? "Loading beers…" : "Loading beers… \(beers.count) so far"
    }

    /// What the table says when a loaded catalogue has no beer matching the search.
    public var noMatchText: String? {
      guard status == .loaded, filtered.isEmpty else { return nil }
      let query = appliedQuery.trimmingSpaces
      return query.isEmpty ? "No beers" : "No beer matches “\(query)”"
    }

    /// The status line: counts once loaded (the table itself says when nothing matches), the
    /// reason of a failure; empty while loading (the spinner says so).
    public var statusText: String {
      switch status {
      case .loading: return ""
      case let .failed(error): return "Couldn't load beers: \(error.message) (r to retry)"
      case .loaded:
        let query = appliedQuery.trimmingSpaces
        if query.isEmpty { return "\(beers.count) beers" }
        let count = filtered.count
        return "\(count) of \(beers.count) beers match “\(query)”"
      }
    }
  }

  /// What changes the list.
  public enum Event: Equatable, Sendable {
    /// The user typed in the search field.
    case searchTyped(String)
    /// Typing paused: filter by this.
    case searchApplied(String)
    /// The user asked to load again after a failure.
    case retry
    /// The beers loaded so far (after each page).
    case loadedSoFar([Beer])
    /// The last page arrived.
    case loadFinished
    /// Loading failed.
    case loadFailed(FeatureError)
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .searchTyped(text): state.typedQuery = text
    case let .searchApplied(text): state.appliedQuery = text
    case .retry:
      guard state.isFailed else { return }
      state.status = .loading
      state.attempt += 1
    case let .loadedSoFar(beers): state.beers = beers
    case .loadFinished: state.status = .loaded
    case let .loadFailed(error): state.status = .failed(error)
    }
  }

  /// Loading the catalogue (restarted by a retry), and the search debounce (a new keystroke
  /// cancels the pending one).
  public static func feedbacks(provider: any BeerProviderProtocol, scheduler: DateScheduler) -> [Feedback<State, Event>]
  {
    [
      Feedback(
        skippingRepeated: { $0.loadingAttempt },
        effects: { _ -> SignalProducer<Event, Never> in
          provider.fetchCatalog()
            .map(Event.loadedSoFar)
            .concat(SignalProducer(value: Event.loadFinished))
            .flatMapError { SignalProducer(value: Event.loadFailed($0)) }
            .observe(on: scheduler)
        }),
      Feedback(
        skippingRepeated: { $0.pendingQuery },
        effects: { query -> SignalProducer<Event, Never> in
          SignalProducer(value: Event.searchApplied(query)).delay(searchDebounce, on: scheduler)
        }),
    ]
  }

  private let loop: Loop<State, Event>
  /// The list's state.
  public let state: Property<State>
  /// The beers shown (filtered), for the table and for the detail screen.
  public let filteredBeers: Property<[Beer]>

  /// Creates the view model; loading starts at once.
  public init(delegate: any BeerListViewModelDelegate) {
    loop = Loop(
      initial: State(), reduce: Self.reduce,
      feedbacks: Self.feedbacks(provider: delegate.beerProvider, scheduler: delegate.scheduler))
    state = loop.state
    filteredBeers = loop.state.map(\.filtered).skipRepeats()
  }

  /// The user typed `text` in the search field.
  public func search(_ text: String) { loop.send(.searchTyped(text)) }

  /// Loads again after a failure.
  public func retry() { loop.send(.retry) }
}
