import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the beer list view model (as its delegate) and makes the beer list screen; reports the
/// beer the user opens (Enter) as a cursor into the filtered list.
public final class BeerListPresenter: FeaturePresenter<BeerListFeature.Output>, PresenterProtocol,
  BeerListViewModelDelegate
{
  /// The catalogue.
  public let beerProvider: any BeerProviderProtocol
  /// The feature's view model.
  public private(set) lazy var viewModel = BeerListViewModel(delegate: self)

  /// Creates a presenter; `output` gets what the screen reports.
  public init(
    provider: any BeerProviderProtocol, scheduler: DateScheduler,
    output: @escaping @MainActor (BeerListFeature.Output) -> Void = { _ in }
  ) {
    beerProvider = provider
    super.init(scheduler: scheduler, output: output)
  }

  /// The user chose the row at `index` of the filtered list: a cursor there, which the screen
  /// follows while it lives.
  @MainActor
  func didChooseBeer(at index: Int) -> BeerCursor {
    let cursor = BeerCursor(beers: viewModel.filteredBeers, index: index)
    report(.choseBeer(cursor))
    return cursor
  }

  /// Makes the beer list screen.
  @MainActor
  public func makeViewController() -> ViewController {
    BeerListViewController(viewModel: viewModel, presenter: self)
  }
}
