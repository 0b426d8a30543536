import FeatureKit
import ReactiveCore
import TerminalUI

/// The post detail feature: one post (title, author, whole text) and its comments, to which the
/// signed-in user adds theirs and from which they delete them. Opened with a post's id, so not
/// in the menu; Enter on a comment reports it.
public enum PostDetailFeature: Feature {
  /// The id of the post to show.
  public typealias Input = Int

  /// What the post detail reports.
  public enum Output: Equatable, Sendable {
    /// The user pressed Enter on this comment.
    case choseComment(Comment)
    /// The user pressed `a` to see the post's author, whose user id this is.
    case choseAuthor(userID: Int)

    /// The user id of `choseAuthor`.
    public var chosenAuthorID: Int? {
      if case let .choseAuthor(id) = self { return id }
      return nil
    }
  }

  /// The API client (for the live provider), the UI scheduler, and who is signed in.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment & SignedInUserEnvironment

  /// "Post"; its part of the tour opens the first post from Posts, adds a comment and deletes it.
  public static let info = FeatureInfo(
    id: "post-detail", title: "Post",
    tour: """
      # A post, opened from Posts with Enter: its text and its comments. The reader adds a
      # comment, which shows at once and is confirmed by the server, then deletes it.
      choose Posts
      wait
      press enter
      wait
      frame Post - the whole text, then the comments, each wrapped under its subject
      press tab
      type Thanks, this cleared it up!
      press enter
      frame Adding a comment - shown at once, dimmed and marked adding until the server answers
      wait
      frame The server confirmed the comment - it is signed with the reader's name and address
      press tab
      press delete
      frame Deleting it - gone at once while the server is asked
      wait
      press esc
      frame Back in Posts - on the post that was open
      press esc
      """)

  /// The first post.
  public static func previewInput(in environment: Environment) -> Int { 1 }

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Int, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    PostDetailPresenter(
      postID: input, reader: environment.signedInUser, provider: LivePostDetailProvider(client: environment.apiClient),
      scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
