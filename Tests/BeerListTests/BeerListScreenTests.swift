import BeerCatalog
import BeerList
import FeatureKit
import FeatureKitTesting
import FeatureUI
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("BeerList screen: golden frames, filtering through the diff, choosing a row")
struct BeerListScreenTests {
  func screen(
    _ provider: FakeBeerProvider,
    outputs: OutputRecorder<BeerListFeature.Output> = OutputRecorder<BeerListFeature.Output>()
  ) -> Window {
    BeerListPresenter(provider: provider, scheduler: provider.scheduler, output: outputs.record).makeWindow()
  }

  func text(_ window: Window) -> String {
    window.draw(size: Size(width: 40, height: 12)).plainLines.joined(separator: "\n")
  }

  @Test("the loaded list, a filter typed in the search field, and Enter opening the filtered beer")
  func filterAndChoose() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let outputs = OutputRecorder<BeerListFeature.Output>()
    let window = screen(provider, outputs: outputs)
    provider.scheduler.advance(by: 2)
    #expect(
      text(window) == """
         Beers
        Search (type to filter by name)_________

          Beer                               ABV
        › Buzz                              4.5%
          Trashy Blonde                     4.1%
          Punk IPA 2007 - 2010              6.0%
          Kölsch Kick                       4.8%
          Hello My Name Is Mette-Marit      8.2%

        5 beers
        Tab search/list · Enter open · Esc back…
        """)
    for character in "KOL" { window.dispatch(.character(character)) }
    provider.scheduler.advance(by: 0.3)
    #expect(text(window).contains("› Kölsch Kick"))
    #expect(text(window).contains("1 of 5 beers match “KOL”"))
    window.dispatch(.tab)
    window.dispatch(.enter)
    #expect(outputs.chosen.count == 1)
    #expect(outputs.chosen.first?.beers.value.map(\.name) == ["Kölsch Kick"])
    #expect(outputs.chosen.first?.index.value == 0)
  }

  @Test("back from a detail that paged on, the list selects the beer last shown, with focus on the list")
  func backSelectsBeerLastShown() throws {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let outputs = OutputRecorder<BeerListFeature.Output>()
    let window = screen(provider, outputs: outputs)
    let navigation = try #require(window.rootNavigationController)
    provider.scheduler.advance(by: 2)
    window.dispatch(.tab)
    window.dispatch(.down)
    window.dispatch(.enter)  // opens Trashy Blonde
    let cursor = try #require(outputs.chosen.first)
    #expect(cursor.index.value == 1)
    navigation.push(ViewController(title: "Detail"))  // what the app's wiring shows
    cursor.index.value = 3  // the detail paged on twice
    window.dispatch(.escape)
    #expect(text(window).contains("› Kölsch Kick"))
    window.dispatch(.enter)
    #expect(outputs.chosen.last?.index.value == 3, "focus is back on the list: Enter opens the beer selected")
  }

  @Test("after a search the selection is on the first match, even when the selected beer still matches")
  func searchSelectsFirstMatch() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    let window = screen(provider)
    provider.scheduler.advance(by: 2)
    window.dispatch(.tab)
    for _ in 0..<4 { window.dispatch(.down) }
    #expect(text(window).contains("› Hello My Name Is Mette-Marit"))
    window.dispatch(.tab)
    window.dispatch(.character("e"))  // matches Trashy Blonde, then Hello My Name Is Mette-Marit
    provider.scheduler.advance(by: 0.3)
    let rows = window.draw(size: Size(width: 40, height: 12)).plainLines
    #expect(rows[4] == "› Trashy Blonde                     4.1%", "the first match:\n\(rows.joined(separator: "\n"))")
  }

  @Test("no match says so in the table; a failed load disables search and r retries")
  func emptyAndRetry() {
    let provider = FakeBeerProvider(scheduler: TestScheduler())
    provider.failure = FeatureError(message: "Can't connect.")
    let window = screen(provider)
    provider.scheduler.advance(by: 1)
    #expect(text(window).contains("Couldn't load beers: Can't connect."))
    provider.failure = nil
    window.dispatch(.character("r"))
    provider.scheduler.advance(by: 2)
    #expect(text(window).contains("5 beers"))
    window.dispatch(.tab)  // back to the search field (enabled again)
    for character in "xyz" { window.dispatch(.character(character)) }
    provider.scheduler.advance(by: 0.3)
    #expect(text(window).contains("No beer matches “xyz”"))
  }
}
