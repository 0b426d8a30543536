import FeatureKit
import ReactiveCore

/// What the edit form's view model needs: the post it edits, where it saves, and the scheduler
/// answers arrive on.
public protocol EditPostViewModelDelegate: AnyObject {
  /// The post as the form opens it.
  var post: EditablePost { get }
  /// Where the post is saved.
  var postEditor: any PostEditorProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// The form that changes a post's title and body: the fields' state in a feedback loop, and the
/// save as an `Action`, enabled only while the title holds something other than spaces, the post
/// differs from the one the server has, and no save runs. Both are saved without their
/// surrounding spaces and blank lines (a body may be empty; a title may not). A failure says why
/// in the form's words and keeps what was typed, to save again; a success makes the answered
/// post the one the server has (so Save is disabled until the next change) and sends it on
/// `save.values`.
///
/// A save goes on after the screen is gone (Esc while it runs): the server still gets it, and
/// every list of posts following the client's writes still shows it.
public final class EditPostViewModel: ViewModelProtocol {
  /// The form's state.
  public struct State: Equatable, Sendable {
    /// The post as the server last answered it (as the form opened, then after each save).
    public var saved: EditablePost
    /// The title as typed.
    public var title: String
    /// The body as typed.
    public var body: String
    /// Whether a save runs.
    public var isSaving = false
    /// Why the last save failed, if it did; cleared by the next one.
    public var errorMessage: String?

    /// The form for `post`, its title and body in the fields.
    public init(post: EditablePost) {
      saved = post
      title = post.title
      body = post.body
    }

    /// The post a save sends: the typed title and body without surrounding spaces.
    public var edited: EditablePost {
      EditablePost(id: saved.id, title: title.trimmingSpaces, body: body.trimmingSpaces)
    }

    /// Whether a save can start.
    public var canSave: Bool { !edited.title.isEmpty && edited != saved && !isSaving }
  }

  /// What changes the form.
  public enum Event: Equatable, Sendable {
    /// The user edited the title.
    case titleChanged(String)
    /// The user edited the body.
    case bodyChanged(String)
    /// A save started.
    case saveStarted
    /// The save failed.
    case saveFailed(FeatureError)
    /// The server saved the post as `EditablePost`.
    case saveSucceeded(EditablePost)
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .titleChanged(title): state.title = title
    case let .bodyChanged(body): state.body = body
    case .saveStarted:
      state.isSaving = true
      state.errorMessage = nil
    case let .saveFailed(error):
      state.isSaving = false
      state.errorMessage = "Couldn't save the post: \(error.message)"
    case let .saveSucceeded(post):
      state.isSaving = false
      state.saved = post
    }
  }

  private let loop: Loop<State, Event>
  /// The form's state.
  public let state: Property<State>
  /// The save: enabled while `state.canSave`; sends the post as the server saved it.
  public let save: Action<Void, EditablePost, FeatureError>

  /// Creates the form for the delegate's post.
  public init(delegate: any EditPostViewModelDelegate) {
    let editor = delegate.postEditor
    let scheduler = delegate.scheduler
    let loop = Loop(initial: State(post: delegate.post), reduce: Self.reduce, feedbacks: [])
    self.loop = loop
    state = loop.state
    save = Action(
      state: loop.state, enabledIf: { $0.canSave },
      execute: { state, _ in
        editor.save(state.edited)
          .observe(on: scheduler)
          .on(
            started: { loop.send(.saveStarted) },
            failed: { loop.send(.saveFailed($0)) },
            value: { loop.send(.saveSucceeded($0)) })
      })
  }

  /// The user edited the title.
  public func setTitle(_ title: String) { loop.send(.titleChanged(title)) }

  /// The user edited the body.
  public func setBody(_ body: String) { loop.send(.bodyChanged(body)) }
}
