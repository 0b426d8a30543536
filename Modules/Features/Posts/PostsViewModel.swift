import FeatureKit
import ReactiveCore

/// What the posts view model needs: its provider and the scheduler its results arrive on.
public protocol PostsViewModelDelegate: AnyObject {
  /// Pages of posts.
  var postProvider: any PostProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// JSONPlaceholder's posts, 20 a page, as FeatureKit's `PagedList`: the first page on `fetch`,
/// the next when the selection comes within five rows of the end, until the last; a failure
/// keeps the rows and waits for a retry; a refresh keeps them until page 1 replaces them.
public final class PostsViewModel: ViewModelProtocol {
  /// Posts per page.
  public static let pageSize = 20

  /// The list's state.
  public typealias State = PagedList<Post>

  /// The loop's loading effect over `provider`, delivering on `scheduler`.
  public static func feedbacks(provider: any PostProviderProtocol, scheduler: DateScheduler) -> [Feedback<
    State, State.Event
  >] {
    [State.loading(pages: { provider.fetchPosts(page: $0, limit: pageSize) }, on: scheduler)]
  }

  private let loop: Loop<State, State.Event>
  /// The list's state.
  public let state: Property<State>
  /// What the screen says besides the rows.
  public let status: Property<ListScreenStatus>

  /// Creates the view model; nothing loads until `send(.fetch)`.
  public init(delegate: any PostsViewModelDelegate) {
    loop = Loop(
      initial: State(), reduce: State.reduce,
      feedbacks: Self.feedbacks(provider: delegate.postProvider, scheduler: delegate.scheduler))
    state = loop.state
    status = loop.state.map { $0.screenStatus(noun: "posts") }
  }

  /// Applies `event` (`fetch`, `refresh`, `reached(row:)`…).
  public func send(_ event: State.Event) {
    loop.send(event)
  }

  /// What `r` does: retry after a failure, else refresh.
  public func reload() {
    loop.send(state.value.failure == nil ? .refresh : .retry)
  }
}
