import BeerCatalog
import ReactiveCore
import TerminalUI

/// The beer detail feature for the composition root, which opens it for a list and an index
/// (from the beer list's routing).
public enum BeerDetailFeature {
  /// The detail screen of the beer at `index` of `beers`.
  public static func makeScreen(beers: Property<[Beer]>, index: Int) -> ViewController {
    BeerDetailPresenter(beers: beers, startIndex: index).makeViewController()
  }
}
