import FeatureKit
import ReactiveCore

/// What the search view model needs: its provider and the scheduler results and the typing
/// pause run on.
public protocol PostSearchViewModelDelegate: AnyObject {
  /// The posts the server finds.
  var postSearchProvider: any PostSearchProviderProtocol { get }
  /// Where results arrive and typing pauses are timed (the UI scheduler; a `TestScheduler` in
  /// tests).
  var scheduler: DateScheduler { get }
}

/// Posts whose title holds what the user typed, found by the server once typing paused
/// (`PostSearchViewModel.typingPause`), ten a page: FeatureKit's `Debounced` text and
/// `QueriedList` of results, so a new search cancels the one in flight and the rows shown always
/// answer the text the status names.
public final class PostSearchViewModel: LoopViewModel<PostSearchViewModel.State, PostSearchViewModel.Event>,
  ViewModelProtocol
{
  /// How long typing must pause before the server is asked.
  public static let typingPause: Double = 0.3
  /// Posts a page.
  public static let pageSize = 10

  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// The text as typed, and the one searched for (once typing paused).
    public var search = Debounced("")
    /// The posts found for the text searched for; every post before anything is typed.
    public var results = QueriedList<String, FoundPost>(query: "")

    /// An empty search: every post, loading from the start.
    public init() {}

    /// What the screen says: loading and failures as every list says them; once loaded, how
    /// many posts' titles hold the text ("3 posts' titles hold “qui”"), or every post's count
    /// before anything is typed.
    public var screenStatus: ListScreenStatus {
      var status = results.list.screenStatus(noun: "posts")
      let text = results.query
      guard !text.isEmpty, results.list.status == .loaded else { return status }
      let count = results.list.totalCount ?? results.list.items.count
      status.statusText =
        count == 1 ? "1 post's title holds “\(text)”" : "\(count) posts' titles hold “\(text)”"
      if results.list.items.count < count { status.statusText += ", \(results.list.items.count) shown" }
      status.emptyText = "No post's title holds “\(text)”"
      return status
    }
  }

  /// What changes the search.
  public enum Event: Equatable, Sendable {
    /// The user typed (`edited`), or typing paused (`applied`: search for it).
    case search(Debounced<String>.Event)
    /// The results' loading, paging, retry and refresh.
    case results(QueriedList<String, FoundPost>.Event)
  }

  /// Applies `event`: a text that took effect becomes the results' query (a new one empties
  /// them and asks the server again).
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .search(event):
      Debounced.reduce(&state.search, event)
      QueriedList.reduce(&state.results, .query(state.search.applied.trimmingSpaces))
    case let .results(event): QueriedList.reduce(&state.results, event)
    }
  }

  /// The typing pause, and loading the results of the text searched for.
  public static func feedbacks(provider: any PostSearchProviderProtocol, scheduler: DateScheduler)
    -> [Feedback<State, Event>]
  {
    [
      Debounced.applying(after: typingPause, on: scheduler).pullback(value: \.search, embedEvent: Event.search) {
        if case let .search(event) = $0 { event } else { nil }
      },
      QueriedList.loading(
        pages: { text, page in provider.fetchPosts(titleContaining: text, page: page, limit: pageSize) },
        on: scheduler
      ).pullback(value: \.results, embedEvent: Event.results) {
        if case let .results(event) = $0 { event } else { nil }
      },
    ]
  }

  /// What the screen says besides the rows.
  public private(set) lazy var status = state.map(\.screenStatus).skipRepeats()

  /// Creates the view model; every post starts loading at once.
  public init(delegate: any PostSearchViewModelDelegate) {
    super.init(
      initial: State(), reduce: Self.reduce,
      feedbacks: Self.feedbacks(provider: delegate.postSearchProvider, scheduler: delegate.scheduler))
  }

  /// The user typed `text` in the search field.
  public func search(_ text: String) { send(.search(.edited(text))) }
}
