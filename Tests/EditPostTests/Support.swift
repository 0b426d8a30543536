import EditPost
import FeatureKit
import FeatureKitTesting
import ReactiveCore

/// Saves posts a virtual second after asked; the server keeps the post as sent. `answered`
/// lists the saves whose answer was delivered.
final class FakePostEditor: PostEditorProviderProtocol, @unchecked Sendable {
  let saves: FakeCall<EditablePost, EditablePost>
  private(set) var answered: [EditablePost] = []

  init(scheduler: TestScheduler) {
    saves = FakeCall(on: scheduler) { $0 }
  }

  func save(_ post: EditablePost) -> SignalProducer<EditablePost, FeatureError> {
    saves(post).on(value: { [weak self] in self?.answered.append($0) })
  }
}

/// The delegate a presenter would be, for the view model alone.
final class EditorDelegate: EditPostViewModelDelegate {
  let post: EditablePost
  let postEditor: any PostEditorProviderProtocol
  let scheduler: DateScheduler

  init(post: EditablePost = .first, editor: FakePostEditor, scheduler: TestScheduler) {
    self.post = post
    postEditor = editor
    self.scheduler = scheduler
  }
}

extension EditablePost {
  /// A post as a list opens the form with it.
  static let first = EditablePost(id: 1, title: "Original title", body: "First line\nsecond line")
}
