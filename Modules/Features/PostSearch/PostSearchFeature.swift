import FeatureKit
import ReactiveCore
import TerminalUI

/// The post search feature: posts whose title holds what the user types, found by the server
/// once typing pauses, a page at a time; Enter reports the chosen post's id (the demo opens
/// PostDetail with it). Needs the API client and the UI scheduler.
public enum PostSearchFeature: Feature {
  /// What the search screen reports.
  public enum Output: Equatable, Sendable {
    /// The user pressed Enter on the post with this id.
    case chosePost(id: Int)

    /// The id of `chosePost`.
    public var chosenPostID: Int? {
      if case let .chosePost(id) = self { return id }
      return nil
    }
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// "Search posts", in the menu; its part of the tour searches and opens what it found.
  public static let info = FeatureInfo(
    id: "post-search", title: "Search posts",
    tour: """
      # Search posts: every post first; typing "dolorem" asks the server once typing paused,
      # and Enter on a result opens it.
      choose Search posts
      wait
      frame Search posts - every post, ten a page, before anything is typed
      type dolorem
      wait
      frame Search posts - the posts whose title holds "dolorem"
      press tab
      press enter
      wait
      frame Search posts - Enter opened the post found
      press esc
      press esc
      """)

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    PostSearchPresenter(
      provider: LivePostSearchProvider(client: environment.apiClient), scheduler: environment.uiScheduler,
      output: output
    ).makeViewController()
  }
}
