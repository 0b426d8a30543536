import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the post detail view model (as its delegate) and makes the detail screen; reports the
/// comment the user opens (Enter) as the feature's output.
public final class PostDetailPresenter: FeaturePresenter<PostDetailFeature.Output>, PresenterProtocol,
  PostDetailViewModelDelegate
{
  /// The post shown.
  public let postID: Int
  /// Who is signed in.
  public let reader: SignedInUser?
  /// The post and its comments.
  public let postDetailProvider: any PostDetailProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = PostDetailViewModel(delegate: self)

  /// Creates a presenter of the post with id `postID`, read by `reader`; `output` gets what the
  /// screen reports.
  public init(
    postID: Int, reader: SignedInUser?, provider: any PostDetailProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (PostDetailFeature.Output) -> Void = { _ in }
  ) {
    self.postID = postID
    self.reader = reader
    postDetailProvider = provider
    super.init(scheduler: scheduler, output: output)
  }

  /// The user opened the comment at `index`.
  @MainActor
  func didChooseComment(at index: Int) {
    report(row: index, of: viewModel.state.value.comments.items, as: PostDetailFeature.Output.choseComment)
  }

  /// The user asked for the post's author: reported once the post, which names them, arrived.
  @MainActor
  func didChooseAuthor() {
    guard let id = viewModel.state.value.post.value?.authorID, id > 0 else { return }
    report(.choseAuthor(userID: id))
  }

  /// Makes the detail screen.
  @MainActor
  public func makeViewController() -> ViewController {
    PostDetailViewController(viewModel: viewModel, presenter: self)
  }
}
