import FeatureKit
import ReactiveCore

/// What the posts view model needs: its provider and the scheduler its results arrive on.
public protocol PostsViewModelDelegate: AnyObject {
  /// Pages of posts.
  var postProvider: any PostProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// What the user can ask of the posts screen.
public enum PostsAction: Equatable, Sendable {
  /// Load the next page (ignored while loading or when every post is loaded); retries after a
  /// failure.
  case fetch
  /// Load from page 1 again, keeping the list on screen until the new one arrives.
  case refresh
  /// The selection moved to this row; near the end of the list, the next page loads.
  case selectRow(Int)
}

/// Pages through JSONPlaceholder's posts 20 at a time: the first page on `fetch`, the next when
/// the selection comes within `PostsViewModel.prefetchDistance` rows of the end, until the last.
public final class PostsViewModel: ViewModelProtocol {
  /// Posts per page.
  public static let pageSize = 20
  /// How close to the end of the list the selection must come for the next page to load.
  public static let prefetchDistance = 5

  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// Where loading stands.
    public enum Status: Equatable, Sendable {
      /// Nothing asked yet.
      case initial
      /// Page `page` is loading.
      case loading(page: Int)
      /// The last request succeeded.
      case loaded
      /// The last request failed; the posts loaded before stay.
      case failed(FeatureError)
    }

    /// The posts shown, in order.
    public var posts: [Post] = []
    /// Where loading stands.
    public var status: Status = .initial
    /// The page the next fetch asks for.
    public var nextPage = 1
    /// Whether every post is loaded.
    public var isComplete = false
    /// How many posts there are, once a page said.
    public var totalCount: Int?

    /// The initial state.
    public init() {}

    /// Whether a page is loading.
    public var isLoading: Bool {
      if case .loading = status { return true }
      return false
    }

    /// Whether the last request failed.
    public var isFailed: Bool {
      if case .failed = status { return true }
      return false
    }

    /// The page being loaded, if any (what the loading effect follows).
    public var loadingPage: Int? {
      if case let .loading(page) = status { return page }
      return nil
    }

    /// The status line: progress, counts, the end of the list, or the failure with its remedy.
    /// What the spinner says while a page loads (`nil` when nothing loads): the one place the
    /// loading is told.
    public var loadingText: String? {
      guard case let .loading(page) = status else { return nil }
      return posts.isEmpty || page == 1 ? "Loading posts…" : "Loading page \(page)…"
    }

    /// The status line: counts once loaded, the reason of a failure; empty while loading (the
    /// spinner says so).
    public var statusText: String {
      switch status {
      case .initial: return ""
      case .loading: return ""
      case let .failed(error): return "Couldn't load posts: \(error.message) (r to retry)"
      case .loaded:
        if isComplete { return "All \(posts.count) posts" }
        if let totalCount { return "\(posts.count) of \(totalCount) posts" }
        return "\(posts.count) posts"
      }
    }
  }

  /// The events the loop reduces.
  public enum Event: Equatable, Sendable {
    /// The user's intent.
    case action(PostsAction)
    /// Page `page` arrived.
    case loaded(page: Int, PostsPage)
    /// Loading failed.
    case failed(FeatureError)
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .action(.fetch):
      guard !state.isLoading, !state.isComplete else { return }
      state.status = .loading(page: state.nextPage)
    case .action(.refresh):
      guard state.loadingPage != 1 else { return }
      state.status = .loading(page: 1)
    case let .action(.selectRow(row)):
      guard row >= state.posts.count - prefetchDistance, !state.isLoading, !state.isComplete else { return }
      if case .failed = state.status { return }  // after a failure, only the user retries
      state.status = .loading(page: state.nextPage)
    case let .loaded(page, result):
      if page == 1 {
        state.posts = result.posts
      } else {
        let known = Set(state.posts.map(\.id))
        state.posts += result.posts.filter { !known.contains($0.id) }
      }
      state.nextPage = page + 1
      state.isComplete = result.isLastPage
      state.totalCount = result.totalCount
      state.status = .loaded
    case let .failed(error):
      state.status = .failed(error)
    }
  }

  /// The loop's one effect: load the page the state asks for; a new request (refresh) cancels
  /// the one in flight.
  public static func feedbacks(provider: any PostProviderProtocol, scheduler: DateScheduler) -> [Feedback<State, Event>]
  {
    [
      Feedback(
        skippingRepeated: { $0.loadingPage },
        effects: { page -> SignalProducer<Event, Never> in
          provider.fetchPosts(page: page, limit: pageSize)
            .map { Event.loaded(page: page, $0) }
            .flatMapError { SignalProducer(value: Event.failed($0)) }
            .observe(on: scheduler)
        })
    ]
  }

  private let loop: Loop<State, Event>
  /// The screen's state.
  public let state: Property<State>

  /// Creates the view model; nothing loads until `execute(action: .fetch)`.
  public init(delegate: any PostsViewModelDelegate) {
    loop = Loop(
      initial: State(), reduce: Self.reduce,
      feedbacks: Self.feedbacks(provider: delegate.postProvider, scheduler: delegate.scheduler))
    state = loop.state
  }

  /// Runs `action`.
  public func execute(action: PostsAction) {
    loop.send(.action(action))
  }

  /// A binding target for actions.
  public var actions: BindingTarget<PostsAction> {
    BindingTarget(lifetime: loop.lifetime) { [loop] action in loop.send(.action(action)) }
  }
}
