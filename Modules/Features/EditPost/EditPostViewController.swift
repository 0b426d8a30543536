import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The edit form: the title in a field, the body in a text view of several lines, a Save button
/// bound to the save, a spinner while it runs, and the reason of a failure in red. Enter in the
/// title saves (in the body it starts a line; Tab reaches Save). A save the server answered
/// closes the form, back to the screen that opened it; Esc leaves without saving.
public final class EditPostViewController: FormScreenController {
  private let viewModel: EditPostViewModel
  /// Kept: the screen owns its presenter, which reports the saves.
  private let presenter: EditPostPresenter
  private let titleField = TextField(placeholder: "title")
  private let bodyView = TextView(placeholder: "body", visibleRows: 6)

  init(viewModel: EditPostViewModel, presenter: EditPostPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: EditPostFeature.info.title, formTitle: "Post \(presenter.post.id)",
      rows: [Row("Title", titleField), Row("Body", bodyView)], submitTitle: "Save", submittingText: "Saving…",
      note: "Both are saved without surrounding spaces.", scheduler: presenter.scheduler,
      keyHints: [
        .init("Tab", "next field"), .init("Enter", "save from the title"), .init("Esc", "back without saving"),
        .init("^C", "quit"),
      ])
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let viewModel = self.viewModel
    titleField.text = viewModel.state.value.title
    titleField.reactive.continuousTextValues.observeValues { viewModel.setTitle($0) }
    bodyView.text = viewModel.state.value.body
    bodyView.reactive.continuousTextValues.observeValues { viewModel.setBody($0) }
    bindSubmit(to: viewModel.save)
    bindFailure(viewModel.state.map(\.errorMessage))
    // Saved: back to the screen that opened the form, unless the user left it already.
    viewModel.save.values.observeOnMainActor { [weak self] _ in
      guard let self, navigationController?.topViewController === self else { return }
      navigationController?.pop()
    }
  }
}
