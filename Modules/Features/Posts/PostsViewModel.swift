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
/// keeps the rows and waits for a retry; a refresh keeps them until page 1 replaces them. It
/// follows the provider's `changes`: a post edited elsewhere shows the server's post.
public final class PostsViewModel: LoopViewModel<PagedList<Post>, PagedList<Post>.Event>, ViewModelProtocol {
  /// Posts per page.
  public static let pageSize = 20

  /// What the screen says besides the rows.
  public private(set) lazy var status = state.map { $0.screenStatus(noun: "posts") }

  /// Creates the view model; nothing loads until `send(.fetch)`.
  public init(delegate: any PostsViewModelDelegate) {
    let provider = delegate.postProvider
    super.init(
      initial: PagedList(), reduce: PagedList.reduce,
      feedbacks: [
        PagedList.loading(pages: { provider.fetchPosts(page: $0, limit: Self.pageSize) }, on: delegate.scheduler),
        PagedList.following(provider.changes, on: delegate.scheduler),
      ])
  }
}
