import FeatureKit
import ReactiveCore

/// What the post detail view model needs: which post, its provider, and the scheduler results
/// arrive on.
public protocol PostDetailViewModelDelegate: AnyObject {
  /// The post to show.
  var postID: Int { get }
  /// The post and its comments.
  var postDetailProvider: any PostDetailProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// One post and its comments: the comments are FeatureKit's `PagedList` (one page), and the post
/// loads beside them. Either may fail on its own; a retry loads again what failed and keeps what
/// arrived.
public final class PostDetailViewModel: ViewModelProtocol {
  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// The post, once it arrived.
    public var post: PostDetails?
    /// Why the post could not load, if it could not.
    public var postFailure: FeatureError?
    /// The comments, loading from the start.
    public var comments: PagedList<Comment>

    /// A screen that starts loading.
    public init() {
      comments = PagedList()
      PagedList.reduce(&comments, .fetch)
    }

    /// Whether the post is loading (it waits for a retry after a failure).
    public var needsPost: Bool { post == nil && postFailure == nil && comments.failure == nil }

    /// What the screen says: "Loading the post…", then the comments' loading and count; a
    /// failure (the post's first), with "r to retry".
    public var screenStatus: ListScreenStatus {
      var status = comments.screenStatus(noun: "comments")
      if needsPost { status.loadingText = "Loading the post…" }
      if let postFailure {
        status.statusText = "Couldn't load the post: \(postFailure.message) (r to retry)"
        status.isFailed = true
      }
      return status
    }
  }

  /// What changes the screen.
  public enum Event: Equatable, Sendable {
    /// The comments' loading.
    case comments(PagedList<Comment>.Event)
    /// The post arrived.
    case postArrived(PostDetails)
    /// The post could not load.
    case postFailed(FeatureError)
    /// Load again what failed, keeping what arrived.
    case retry
  }

  /// Applies `event`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .comments(event): PagedList.reduce(&state.comments, event)
    case let .postArrived(post): state.post = post
    case let .postFailed(error): state.postFailure = error
    case .retry:
      state.postFailure = nil
      PagedList.reduce(&state.comments, .retry)
    }
  }

  /// Loading the comments and, beside them, the post.
  public static func feedbacks(postID: Int, provider: any PostDetailProviderProtocol, scheduler: DateScheduler)
    -> [Feedback<State, Event>]
  {
    [
      PagedList.loading(pages: { _ in provider.fetchComments(postID: postID) }, on: scheduler)
        .pullback(value: \.comments, embedEvent: Event.comments) {
          if case let .comments(event) = $0 { event } else { nil }
        },
      Feedback(
        skippingRepeated: { $0.needsPost ? true : nil },
        effects: { _ -> SignalProducer<Event, Never> in
          provider.fetchPost(id: postID)
            .map(Event.postArrived)
            .flatMapError { SignalProducer(value: Event.postFailed($0)) }
            .observe(on: scheduler)
        }),
    ]
  }

  private let loop: Loop<State, Event>
  /// The screen's state.
  public let state: Property<State>
  /// What the screen says besides the comments.
  public let status: Property<ListScreenStatus>

  /// Creates the view model; the post and its comments start loading at once.
  public init(delegate: any PostDetailViewModelDelegate) {
    loop = Loop(
      initial: State(), reduce: Self.reduce,
      feedbacks: Self.feedbacks(
        postID: delegate.postID, provider: delegate.postDetailProvider, scheduler: delegate.scheduler))
    state = loop.state
    status = loop.state.map(\.screenStatus).skipRepeats()
  }

  /// Loads again what failed, keeping what arrived.
  public func retry() {
    loop.send(.retry)
  }
}
