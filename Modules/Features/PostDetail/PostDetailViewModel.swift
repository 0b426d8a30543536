import FeatureKit
import ReactiveCore

/// What the post detail view model needs: which post, who is reading it, its provider, and the
/// scheduler results arrive on.
public protocol PostDetailViewModelDelegate: AnyObject {
  /// The post to show.
  var postID: Int { get }
  /// Who is signed in: the author of the comments they add, and of the ones they may delete.
  var reader: SignedInUser? { get }
  /// The post and its comments.
  var postDetailProvider: any PostDetailProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// One post and its comments, to which the reader adds and from which they delete their own.
/// The comments are FeatureKit's `PagedList` (one page, with its optimistic writes); the post
/// is a `Loadable` beside them. Either may fail on its own; a retry loads again what failed and
/// keeps what arrived. A comment shows at once and is confirmed or taken back; the view model lives
/// until the server has answered, even if the screen closed.
public final class PostDetailViewModel: LoopViewModel<PostDetailViewModel.State, PostDetailViewModel.Event>,
  ViewModelProtocol
{
  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// The post: loading, arrived, or why it could not load.
    public var post = Loadable<PostDetails>()
    /// The comments, loading from the start.
    public var comments: PagedList<Comment>
    /// Who is reading: the author of what they add.
    public var reader: SignedInUser?

    /// A screen that starts loading, read by `reader`.
    public init(reader: SignedInUser?) {
      self.reader = reader
      comments = PagedList()
      PagedList.reduce(&comments, .fetch)
    }

    /// Whether the reader wrote `comment` (JSONPlaceholder knows a comment's author by e-mail).
    public func isReaders(_ comment: Comment) -> Bool {
      reader.map { !$0.email.isEmpty && $0.email.lowercased() == comment.email.lowercased() } ?? false
    }

    /// What the screen says: "Loading the post…", then the comments' loading, saving and count;
    /// a failure (the post's first), with "r to retry".
    public var screenStatus: ListScreenStatus {
      comments.screenStatus(noun: "comments").including(post, named: "the post")
    }
  }

  /// What changes the screen.
  public enum Event: Equatable, Sendable {
    /// The comments' loading and writes.
    case comments(PagedList<Comment>.Event)
    /// The post's loading.
    case post(Loadable<PostDetails>.Event)
    /// Load again what failed, keeping what arrived.
    case retry
    /// The reader wrote this comment (added at the end, signed with their name and address).
    case addComment(String)
    /// The reader asked to delete the comment with this id (only their own go).
    case deleteComment(id: Int)
  }

  /// Applies `event`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .comments(event): PagedList.reduce(&state.comments, event)
    case let .post(event): Loadable.reduce(&state.post, event)
    case .retry:
      Loadable.reduce(&state.post, .retry)
      PagedList.reduce(&state.comments, .retry)
    case let .addComment(text):
      let body = text.trimmingSpaces
      guard !body.isEmpty else { return }
      guard let reader = state.reader else {
        return refuse(.insert, "Sign in to comment.", in: &state)
      }
      let comment = Comment(id: state.comments.provisionalID(), name: reader.name, email: reader.email, body: body)
      PagedList.reduce(&state.comments, .write(.insert(comment, at: state.comments.items.count)))
    case let .deleteComment(id):
      guard let index = state.comments.index(of: id) else { return }
      let comment = state.comments.items[index]
      guard state.isReaders(comment) else {
        return refuse(.remove, "you can delete only the comments you wrote.", in: &state)
      }
      PagedList.reduce(&state.comments, .write(.remove(comment)))
    }
  }

  /// Says, where write failures are said, why the reader's change is not made.
  private static func refuse(_ kind: RowWriteKind, _ reason: String, in state: inout State) {
    state.comments.writes.failure = WriteFailure(kind: kind, error: FeatureError(message: reason, isRetryable: false))
  }

  /// Loading the comments, sending the reader's, and, beside them, loading the post.
  public static func feedbacks(postID: Int, provider: any PostDetailProviderProtocol, scheduler: DateScheduler)
    -> [Feedback<State, Event>]
  {
    let comments = [
      PagedList.loading(pages: { _ in provider.fetchComments(postID: postID) }, on: scheduler),
      PagedList.writing(
        insert: { provider.addComment($0, toPost: postID) }, remove: provider.deleteComment, on: scheduler),
    ]
    return comments.map {
      $0.pullback(value: \.comments, embedEvent: Event.comments) {
        if case let .comments(event) = $0 { event } else { nil }
      }
    } + [
      Loadable.loading({ provider.fetchPost(id: postID) }, on: scheduler)
        .pullback(value: \.post, embedEvent: Event.post) {
          if case let .post(event) = $0 { event } else { nil }
        }
    ]
  }

  /// What the screen says besides the comments.
  public private(set) lazy var status = state.map(\.screenStatus).skipRepeats()

  /// Creates the view model; the post and its comments start loading at once.
  public init(delegate: any PostDetailViewModelDelegate) {
    super.init(
      initial: State(reader: delegate.reader), reduce: Self.reduce,
      feedbacks: Self.feedbacks(
        postID: delegate.postID, provider: delegate.postDetailProvider, scheduler: delegate.scheduler))
    keepsAlive { !$0.comments.writes.isIdle }
  }

  /// Loads again what failed, keeping what arrived.
  public func retry() { send(.retry) }

  /// Adds a comment with `text` (nothing for blank text).
  public func addComment(_ text: String) { send(.addComment(text)) }

  /// Deletes the comment at `index` of the list, if the reader wrote it.
  public func deleteComment(at index: Int) {
    let comments = state.value.comments.items
    guard comments.indices.contains(index) else { return }
    send(.deleteComment(id: comments[index].id))
  }
}
