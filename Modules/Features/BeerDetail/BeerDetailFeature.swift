import BeerCatalog
import FeatureKit
import ReactiveCore
import TerminalUI

/// The beer detail feature: one beer of a list, with previous and next. Opened with a cursor
/// into a list (the beer list's output), which it moves as the user pages. Needs the API client
/// and the UI scheduler only for its preview, which pages through the catalogue's first page.
public enum BeerDetailFeature: Feature {
  /// Where in which list: the beer list's `choseBeer` output.
  public typealias Input = BeerCursor
  /// The API client and UI scheduler, for the preview only.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment

  /// Opened by a cursor, so never in the menu; its part of the tour pages with n and p.
  public static let info = FeatureInfo(
    id: "beer-detail", title: "Beer",
    tour: """
      # A beer's detail, opened from the filtered list, paging with n and p.
      choose Beers
      wait
      type ipa
      wait
      choose 1
      frame Beer detail - the first match
      press n
      frame Beer detail - n shows the next match
      press p
      frame Beer detail - p goes back to the previous one
      press esc
      press esc
      """)

  /// The first page of the catalogue, from its first beer.
  public static func previewInput(in environment: Environment) -> BeerCursor {
    let firstPage = LiveBeerProvider(client: environment.apiClient).fetchCatalog().take(first: 1)
      .flatMapError { _ in SignalProducer<[Beer], Never>(value: []) }
      .observe(on: environment.uiScheduler)
    return BeerCursor(beers: Property(initial: [], then: firstPage), index: 0)
  }

  /// The screen, with its presenter.
  public static func makeScreen(
    for input: BeerCursor, in environment: Environment, output: @escaping @MainActor (Never) -> Void
  ) -> ViewController {
    BeerDetailPresenter(cursor: input).makeViewController()
  }
}
