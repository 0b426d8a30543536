import FeatureKit
import ReactiveCore
import TerminalUI

/// The edit-post feature: a form that changes a post's title and body (`PATCH /posts/ID`).
/// Opened with the post (Posts opens it with `e`), so not in the menu; a save the server
/// answered closes it and is reported. Lists of posts on the same API client show the new title
/// and body on their own (`APIClient.changes(of:as:)`), so nothing is wired back.
public enum EditPostFeature: Feature {
  /// The post to edit: its id, title and body as the opener shows them.
  public typealias Input = EditablePost

  /// What the form reports.
  public enum Output: Equatable, Sendable {
    /// The server saved the post as this.
    case saved(EditablePost)
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// "Edit post"; its part of the tour edits the second post's title and body from Posts.
  public static let info = FeatureInfo(
    id: "edit-post", title: "Edit post",
    tour: """
      # Editing a post, opened from Posts with e on the second post: the title gains a word,
      # the body a new start, and the list shows both (the body's first line) as the form closes.
      choose Posts
      wait
      press down
      press e
      frame Edit post - the title in a field, the body in a text view, Save enabled once one changes
      type " (edited)"
      press tab
      press pgup 2
      type "Edited: "
      frame Both edited - the body's first line starts anew; Enter there would start a line
      press shift-tab
      press enter
      frame Saving - the spinner turns while the server is asked
      wait
      frame Back in Posts - the second post shows the title and body the server saved
      press esc
      """)

  /// JSONPlaceholder's first post.
  public static func previewInput(in environment: Environment) -> EditablePost {
    EditablePost(
      id: 1, title: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
      body: """
        quia et suscipit
        suscipit recusandae consequuntur expedita et cum
        reprehenderit molestiae ut ut quas totam
        nostrum rerum est autem sunt rem eveniet architecto
        """)
  }

  /// The form, with its presenter and live provider.
  public static func makeScreen(
    for input: EditablePost, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    EditPostPresenter(
      post: input, provider: LivePostEditorProvider(client: environment.apiClient), scheduler: environment.uiScheduler,
      output: output
    ).makeViewController()
  }
}
