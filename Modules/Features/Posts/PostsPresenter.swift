import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the posts view model (as its delegate) and makes the posts screen; reports the post the
/// user opens (Enter) or asks to edit (`e`) as the feature's output.
public final class PostsPresenter: FeaturePresenter<PostsFeature.Output>, PresenterProtocol, PostsViewModelDelegate {
  /// Pages of posts.
  public let postProvider: any PostProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = PostsViewModel(delegate: self)

  /// Creates a presenter over `provider`, delivering on `scheduler`; `output` gets what the
  /// screen reports.
  public init(
    provider: any PostProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (PostsFeature.Output) -> Void = { _ in }
  ) {
    postProvider = provider
    super.init(scheduler: scheduler, output: output)
  }

  /// The user opened the post at `index` of the list.
  @MainActor
  func didChoosePost(at index: Int) {
    report(row: index, of: viewModel.state.value.items, as: PostsFeature.Output.chosePost)
  }

  /// The user asked to edit the post at `index` of the list.
  @MainActor
  func didAskToEditPost(at index: Int) {
    report(row: index, of: viewModel.state.value.items, as: PostsFeature.Output.editPost)
  }

  /// Makes the posts screen.
  @MainActor
  public func makeViewController() -> ViewController {
    PostsViewController(viewModel: viewModel, presenter: self)
  }
}
