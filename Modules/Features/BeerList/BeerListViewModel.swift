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

/// The beer list: loads the whole catalogue with progress (FeatureKit's `PagedList`, the
/// catalogue arriving as one page in parts), filters it by name as the user types (debounced by
/// `BeerListViewModel.searchDebounce` on the delegate's scheduler), and retries after a failure.
public final class BeerListViewModel: LoopViewModel<BeerListViewModel.State, BeerListViewModel.Event>,
  ViewModelProtocol
{
  /// How long typing must pause before the filter applies.
  public static let searchDebounce: Double = 0.3

  /// The list's state.
  public struct State: Equatable, Sendable {
    /// The catalogue, loading from the start.
    public var catalogue: PagedList<Beer>
    /// The search text: as typed, and the one the list is filtered by (the typed one, once
    /// typing paused).
    public var search = Debounced("")

    /// A list whose catalogue starts loading.
    public init() {
      catalogue = PagedList()
      PagedList.reduce(&catalogue, .fetch)
    }

    /// The beers whose name matches the applied search.
    public var filtered: [Beer] { catalogue.items.filter { $0.nameMatches(search.applied) } }

    /// What the screen says: the catalogue's loading and failures as every list says them; once
    /// loaded, the count ("325 beers", "29 of 325 beers match “ipa”") and, in the table, that
    /// nothing matches.
    public var screenStatus: ListScreenStatus {
      var status = catalogue.screenStatus(noun: "beers")
      guard catalogue.status == .loaded else { return status }
      let query = search.applied.trimmingSpaces
      let count = catalogue.items.count
      status.statusText = query.isEmpty ? "\(count) beers" : "\(filtered.count) of \(count) beers match “\(query)”"
      status.emptyText = query.isEmpty ? "No beers" : "No beer matches “\(query)”"
      return status
    }
  }

  /// What changes the list.
  public enum Event: Equatable, Sendable {
    /// The catalogue's loading.
    case catalogue(PagedList<Beer>.Event)
    /// The user typed in the search field (`edited`), or typing paused (`applied`: filter by it).
    case search(Debounced<String>.Event)
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .catalogue(event): PagedList.reduce(&state.catalogue, event)
    case let .search(event): Debounced.reduce(&state.search, event)
    }
  }

  /// Loading the catalogue (each value the provider sends is the catalogue so far), and the
  /// search debounce (a new keystroke cancels the pending one).
  public static func feedbacks(provider: any BeerProviderProtocol, scheduler: DateScheduler) -> [Feedback<State, Event>]
  {
    [
      PagedList.loading(
        pages: { _ in provider.fetchCatalog().map { ListPage(items: $0, totalCount: $0.count, isLastPage: true) } },
        on: scheduler
      ).pullback(value: \.catalogue, embedEvent: Event.catalogue) {
        if case let .catalogue(event) = $0 { event } else { nil }
      },
      Debounced.applying(after: searchDebounce, on: scheduler).pullback(value: \.search, embedEvent: Event.search) {
        if case let .search(event) = $0 { event } else { nil }
      },
    ]
  }

  /// The beers shown (filtered), for the table and for the detail screen.
  public private(set) lazy var filteredBeers = state.map(\.filtered).skipRepeats()
  /// What the screen says besides the rows.
  public private(set) lazy var status = state.map(\.screenStatus).skipRepeats()

  /// Creates the view model; loading starts at once.
  public init(delegate: any BeerListViewModelDelegate) {
    super.init(
      initial: State(), reduce: Self.reduce,
      feedbacks: Self.feedbacks(provider: delegate.beerProvider, scheduler: delegate.scheduler))
  }

  /// The user typed `text` in the search field.
  public func search(_ text: String) { send(.search(.edited(text))) }

  /// Loads again after a failure (keeping the beers loaded so far until new ones arrive).
  public func retry() { send(.catalogue(.retry)) }
}
