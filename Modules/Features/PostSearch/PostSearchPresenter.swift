import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the search view model (as its delegate) and makes the search screen; reports the post
/// the user opens (Enter) as the feature's output.
public final class PostSearchPresenter: FeaturePresenter<PostSearchFeature.Output>, PresenterProtocol,
  PostSearchViewModelDelegate
{
  /// The posts the server finds.
  public let postSearchProvider: any PostSearchProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = PostSearchViewModel(delegate: self)

  /// Creates a presenter over `provider`, delivering on `scheduler`; `output` gets what the
  /// screen reports.
  public init(
    provider: any PostSearchProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (PostSearchFeature.Output) -> Void = { _ in }
  ) {
    postSearchProvider = provider
    super.init(scheduler: scheduler, output: output)
  }

  /// The user opened the post at `index` of the results.
  @MainActor
  func didChoosePost(at index: Int) {
    report(row: index, of: viewModel.state.value.results.list.items) { .chosePost(id: $0.id) }
  }

  /// Makes the search screen.
  @MainActor
  public func makeViewController() -> ViewController {
    PostSearchViewController(viewModel: viewModel, presenter: self)
  }
}
