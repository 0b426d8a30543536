import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the posts view model (as its delegate) and makes the posts screen; reports the post the
/// user opens (Enter) as the feature's output.
public final class PostsPresenter: PresenterProtocol, PostsViewModelDelegate {
  /// Pages of posts.
  public let postProvider: any PostProviderProtocol
  /// Where results are delivered.
  public let scheduler: DateScheduler
  private let output: @MainActor (PostsFeature.Output) -> Void
  /// The feature's view model.
  public private(set) lazy var viewModel = PostsViewModel(delegate: self)

  /// Creates a presenter over `provider`, delivering on `scheduler`; `output` gets what the
  /// screen reports.
  public init(
    provider: any PostProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (PostsFeature.Output) -> Void = { _ in }
  ) {
    postProvider = provider
    self.scheduler = scheduler
    self.output = output
  }

  /// The user opened the post at `index` of the list.
  @MainActor
  func didChoosePost(at index: Int) {
    let posts = viewModel.state.value.items
    guard posts.indices.contains(index) else { return }
    output(.chosePost(posts[index]))
  }

  /// Makes the posts screen.
  @MainActor
  public func makeViewController() -> ViewController {
    PostsViewController(viewModel: viewModel, presenter: self)
  }
}
