import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// The beer list feature: the Punk API catalogue, loaded page by page and filtered by name as
/// the user types; Enter reports the chosen beer. Needs the API client and the UI scheduler.
public enum BeerListFeature: Feature {
  /// What the beer list reports.
  public enum Output: Sendable {
    /// The user pressed Enter on a beer: a cursor at it in the filtered list. The list keeps
    /// following the cursor, so whoever moves it moves the list's selection.
    case choseBeer(BeerCursor)

    /// The cursor of `choseBeer`.
    public var chosenBeer: BeerCursor? {
      switch self {
      case let .choseBeer(cursor): cursor
      }
    }
  }

  /// The API client (for the live provider) and the UI scheduler.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// Beers, in the menu; its part of the tour filters the catalogue.
  public static let info = FeatureInfo(
    id: "beer-list", title: "Beers",
    tour: """
      # Beers: the whole catalogue, filtered as you type.
      choose Beers
      wait
      frame Beers - the whole catalogue, loaded page by page
      type ipa
      wait
      frame Beers - filtered by “ipa”
      press esc
      """)

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    BeerListPresenter(
      provider: LiveBeerProvider(client: environment.apiClient), scheduler: environment.uiScheduler, output: output
    ).makeViewController()
  }
}
