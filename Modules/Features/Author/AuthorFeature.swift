import FeatureKit
import ReactiveCore
import TerminalUI

/// The author feature: a user's name, e-mail and company above their albums, four a page, each
/// loading, failing and retrying on its own. Opened with the user's id (PostDetail's `a`), so
/// not in the menu; Enter on an album reports it. Needs the API client and the UI scheduler.
public enum AuthorFeature: Feature {
  /// The id of the user to show.
  public typealias Input = Int

  /// What the author screen reports.
  public enum Output: Equatable, Sendable {
    /// The user pressed Enter on this album (nothing is wired to it yet).
    case choseAlbum(Album)
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// "Author"; its part of the tour opens the first post's author from PostDetail with `a`.
  public static let info = FeatureInfo(
    id: "author", title: "Author",
    tour: """
      # A post's author, opened from PostDetail with a: who they are, above their albums.
      choose Posts
      wait
      press enter
      wait
      press a
      wait
      frame Author - the first post's author above their albums, four a page
      press esc
      press esc
      press esc
      """)

  /// The first user, for `demo --feature author`.
  public static func previewInput(in environment: Environment) -> Int { 1 }

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Int, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    AuthorPresenter(
      authorID: input, provider: LiveAuthorProvider(client: environment.apiClient),
      scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
