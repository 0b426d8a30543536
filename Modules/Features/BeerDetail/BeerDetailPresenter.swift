import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the beer detail view model (as its delegate) and makes the detail screen; moves the
/// cursor it was opened with as the user pages, so the list it came from follows. Going back is
/// the navigation's job.
public final class BeerDetailPresenter: PresenterProtocol, BeerDetailViewModelDelegate {
  /// Where the user is in which list.
  public let cursor: BeerCursor
  /// The feature's view model.
  public private(set) lazy var viewModel = BeerDetailViewModel(delegate: self)

  /// Creates a presenter showing the beer at `cursor`.
  public init(cursor: BeerCursor) {
    self.cursor = cursor
  }

  /// The beers to page through.
  public var beers: Property<[Beer]> { cursor.beers }
  /// The index shown first.
  public var startIndex: Int { cursor.index.value }

  /// Moves the cursor to the beer shown.
  public func beerDetailDidShow(index: Int) {
    cursor.index.value = index
  }

  /// Makes the detail screen.
  @MainActor
  public func makeViewController() -> ViewController {
    BeerDetailViewController(viewModel: viewModel, presenter: self)
  }
}
