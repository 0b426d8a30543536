import FeatureKit
import ReactiveCore
import TerminalUI

/// The posts feature: JSONPlaceholder's posts, paged, each with its author; Enter reports the
/// chosen post, `e` the post to edit. The list shows the posts its client's writes change
/// (a title saved by the form `e` opened). Needs the API client and the UI scheduler.
public enum PostsFeature: Feature {
  /// What the posts screen reports.
  public enum Output: Equatable, Sendable {
    /// The user pressed Enter on this post.
    case chosePost(Post)
    /// The user pressed `e` on this post, to change it.
    case editPost(Post)

    /// The post of `chosePost`.
    public var chosenPost: Post? {
      if case let .chosePost(post) = self { return post }
      return nil
    }

    /// The post of `editPost`.
    public var postToEdit: Post? {
      if case let .editPost(post) = self { return post }
      return nil
    }
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// Posts, in the menu; its part of the tour pages to the second page.
  public static let info = FeatureInfo(
    id: "posts", title: "Posts",
    tour: """
      # Posts: the first page, then the second, loaded by moving to the end of the list.
      choose Posts
      wait
      frame Posts - the first page, each post with its author
      press end
      wait
      frame Posts - the second page arrived when the selection reached the end
      press esc
      """)

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    PostsPresenter(
      provider: LivePostProvider(client: environment.apiClient), scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
