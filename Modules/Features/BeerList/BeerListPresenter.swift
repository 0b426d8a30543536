import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// Where the beer list sends the user.
public protocol BeerListRouting: Routing {
  /// Show the beer at `index` of `beers` (the filtered list, which may still change).
  func showBeerDetail(beers: Property<[Beer]>, index: Int)
}

/// Owns the beer list view model (as its delegate) and makes the beer list screen.
public final class BeerListPresenter: PresenterProtocol, BeerListViewModelDelegate {
  /// The catalogue.
  public let beerProvider: any BeerProviderProtocol
  /// Where results and the debounce run.
  public let scheduler: DateScheduler
  private weak var router: (any BeerListRouting)?
  /// The feature's view model.
  public private(set) lazy var viewModel = BeerListViewModel(delegate: self)

  /// Creates a presenter.
  public init(provider: any BeerProviderProtocol, scheduler: DateScheduler, router: any BeerListRouting) {
    beerProvider = provider
    self.scheduler = scheduler
    self.router = router
  }

  /// The user chose the row at `index` of the filtered list.
  func didChooseBeer(at index: Int) {
    router?.showBeerDetail(beers: viewModel.filteredBeers, index: index)
  }

  /// Makes the beer list screen.
  public func makeViewController() -> ViewController {
    BeerListViewController(viewModel: viewModel, presenter: self)
  }
}

/// The beer list feature for the composition root: needs a `BeerProviderProtocol`, the UI
/// `DateScheduler` and a `BeerListRouting`.
public enum BeerListFeature {
  /// The descriptor.
  public static var feature: Feature<ViewController> {
    Feature(
      id: "beer-list", title: "Beers",
      requirements: [
        .of((any BeerProviderProtocol).self), .of((any DateScheduler).self), .of((any BeerListRouting).self),
      ]
    ) { dependencies in
      BeerListPresenter(
        provider: try dependencies.resolve((any BeerProviderProtocol).self),
        scheduler: try dependencies.resolve((any DateScheduler).self),
        router: try dependencies.resolve((any BeerListRouting).self)
      ).makeViewController()
    }
  }
}
