import Bindings
import Foundation
import ReactiveCore
import ReactiveCoreRx
import TerminalUI
import Testing

@MainActor
@Suite("The RxSwift beer list article, against the embedded Punk API")
struct RxBeersArticleTests {
  @Test("typing a name shows the matching beers after the debounce; choosing one reports it")
  func searchAndChoose() async throws {
    try await withEmbeddedAPI { baseURL in
      let typing = TestScheduler()
      let controller = BeerListViewController(
        viewModel: BeerListViewModel(service: PunkService(baseURL: baseURL), scheduler: typing))
      controller.viewDidLoad()
      let window = Window()
      window.contentView = controller.tableView

      for character in "punk" { _ = controller.searchField.handle(.character(character)) }
      // Nothing is asked while typing; the pause after the last key sends one query.
      await typing.advance(by: .milliseconds(300))
      let beers = try await firstElement(of: controller.viewModel.beers) { !$0.isEmpty }
      // The Punk API's beer_name search is fuzzy: Punk IPA, and Pumpkin King too.
      #expect(beers.map(\.name).contains("Punk IPA 2007 - 2010"), "\(beers.map(\.name))")
      #expect(beers.count < 25)
      _ = window.draw(size: Size(width: 50, height: 10))
      #expect(controller.tableView.totalNumberOfRows == beers.count)
      #expect(controller.tableView.cellsOnScreen[IndexPath(row: 0, section: 0)]?.text == beers[0].name)

      window.dispatch(.enter)
      #expect(controller.chosen == [beers[0].name])
    }
  }

  @Test("a request the server rejects fails with a message in words")
  func failureInWords() async throws {
    try await withEmbeddedAPI { baseURL in
      let service = PunkService(baseURL: baseURL.appendingPathComponent("missing"))
      do {
        _ = try await firstElement(of: service.beers(named: "x"))
        Issue.record("a request to a missing route succeeded")
      } catch {
        #expect("\(error)".hasPrefix("The server answered 404 for http://"), "\(error)")
      }
    }
  }
}
