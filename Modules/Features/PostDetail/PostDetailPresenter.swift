import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the post detail view model (as its delegate) and makes the detail screen; reports the
/// comment the user opens (Enter) as the feature's output.
public final class PostDetailPresenter: PresenterProtocol, PostDetailViewModelDelegate {
  /// The post shown.
  public let postID: Int
  /// The post and its comments.
  public let postDetailProvider: any PostDetailProviderProtocol
  /// Where results are delivered.
  public let scheduler: DateScheduler
  private let output: @MainActor (PostDetailFeature.Output) -> Void
  /// The feature's view model.
  public private(set) lazy var viewModel = PostDetailViewModel(delegate: self)

  /// Creates a presenter of the post with id `postID`; `output` gets what the screen reports.
  public init(
    postID: Int, provider: any PostDetailProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (PostDetailFeature.Output) -> Void = { _ in }
  ) {
    self.postID = postID
    postDetailProvider = provider
    self.scheduler = scheduler
    self.output = output
  }

  /// The user opened the comment at `index`.
  @MainActor
  func didChooseComment(at index: Int) {
    let comments = viewModel.state.value.comments.items
    guard comments.indices.contains(index) else { return }
    output(.choseComment(comments[index]))
  }

  /// Makes the detail screen.
  @MainActor
  public func makeViewController() -> ViewController {
    PostDetailViewController(viewModel: viewModel, presenter: self)
  }
}
