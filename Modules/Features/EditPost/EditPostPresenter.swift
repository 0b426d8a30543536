import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the edit form's view model (as its delegate) and makes the form; reports each save the
/// server answered as the feature's output.
public final class EditPostPresenter: FeaturePresenter<EditPostFeature.Output>, PresenterProtocol,
  EditPostViewModelDelegate
{
  /// The post as the form opens it.
  public let post: EditablePost
  /// Where the post is saved.
  public let postEditor: any PostEditorProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = EditPostViewModel(delegate: self)

  /// Creates a presenter of the form for `post`, saving with `provider`; `output` gets `.saved`
  /// on the main actor after each save.
  @MainActor
  public init(
    post: EditablePost, provider: any PostEditorProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (EditPostFeature.Output) -> Void = { _ in }
  ) {
    self.post = post
    postEditor = provider
    super.init(scheduler: scheduler, output: output)
    report(viewModel.save.values, as: EditPostFeature.Output.saved)
  }

  /// Makes the form.
  @MainActor
  public func makeViewController() -> ViewController {
    EditPostViewController(viewModel: viewModel, presenter: self)
  }
}
