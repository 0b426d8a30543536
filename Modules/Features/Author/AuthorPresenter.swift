import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the author view model (as its delegate) and makes the author screen; reports the album
/// the user chooses (Enter) as the feature's output.
public final class AuthorPresenter: FeaturePresenter<AuthorFeature.Output>, PresenterProtocol, AuthorViewModelDelegate {
  /// The id of the user shown.
  public let authorID: Int
  /// The user and their albums.
  public let authorProvider: any AuthorProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = AuthorViewModel(delegate: self)

  /// Creates a presenter of the user with id `authorID` over `provider`, delivering on
  /// `scheduler`; `output` gets what the screen reports.
  public init(
    authorID: Int, provider: any AuthorProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (AuthorFeature.Output) -> Void = { _ in }
  ) {
    self.authorID = authorID
    authorProvider = provider
    super.init(scheduler: scheduler, output: output)
  }

  /// The user chose the album at `index` of the list.
  @MainActor
  func didChooseAlbum(at index: Int) {
    report(row: index, of: viewModel.state.value.albums.items, as: AuthorFeature.Output.choseAlbum)
  }

  /// Makes the author screen.
  @MainActor
  public func makeViewController() -> ViewController { AuthorViewController(viewModel: viewModel, presenter: self) }
}
