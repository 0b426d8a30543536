import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the beer detail view model (as its delegate: the list and the start index) and makes the
/// detail screen. Going back is the navigation's job, so the feature needs no router.
public final class BeerDetailPresenter: PresenterProtocol, BeerDetailViewModelDelegate {
  /// The beers to page through.
  public let beers: Property<[Beer]>
  /// The index shown first.
  public let startIndex: Int
  /// The feature's view model.
  public private(set) lazy var viewModel = BeerDetailViewModel(delegate: self)

  /// Creates a presenter for the beer at `startIndex` of `beers`.
  public init(beers: Property<[Beer]>, startIndex: Int) {
    self.beers = beers
    self.startIndex = startIndex
  }

  /// Makes the detail screen.
  public func makeViewController() -> ViewController {
    BeerDetailViewController(viewModel: viewModel, presenter: self)
  }
}
