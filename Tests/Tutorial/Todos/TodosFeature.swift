import FeatureKit
import TerminalUI

/// The signed-in user's to-dos: the feature's one declaration.
public enum TodosFeature: Feature {
  /// What the screen reports: the to-do chosen with Enter.
  public enum Output: Equatable, Sendable { case choseTodo(Todo) }
  /// The API client, the UI scheduler, and who is signed in (whose to-dos to show).
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment & SignedInUserEnvironment
  /// Id `todos`, "To-dos" in the menu, needs a session; no part of the tour.
  public static let info = FeatureInfo(id: "todos", title: "To-dos", tour: "")

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    TodosPresenter(
      provider: LiveTodoProvider(client: environment.apiClient), user: environment.signedInUser,
      scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
