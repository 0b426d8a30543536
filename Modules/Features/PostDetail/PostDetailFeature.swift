import FeatureKit
import ReactiveCore
import TerminalUI

/// The post detail feature: one post (title, author, whole text) and its comments. Opened with
/// a post's id, so not in the menu; Enter on a comment reports it.
public enum PostDetailFeature: Feature {
  /// The id of the post to show.
  public typealias Input = Int

  /// What the post detail reports.
  public enum Output: Equatable, Sendable {
    /// The user pressed Enter on this comment.
    case choseComment(Comment)
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// "Post"; its part of the tour opens the first post from Posts.
  public static let info = FeatureInfo(
    id: "post-detail", title: "Post",
    tour: """
      # A post, opened from Posts with Enter: its text and its comments.
      choose Posts
      wait
      press enter
      wait
      frame Post - the whole text, then the comments, each wrapped under its subject
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
      postID: input, provider: LivePostDetailProvider(client: environment.apiClient),
      scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
