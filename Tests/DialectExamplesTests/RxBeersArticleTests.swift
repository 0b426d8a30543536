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

      for character in "punk" { _ = controller.searchBar.handle(.character(character)) }
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

      // Enter in the bar is the search button; Escape cancels, clearing the search: every beer
      // comes back (the first page of the catalogue) after the debounce.
      _ = controller.searchBar.handle(.enter)
      #expect(controller.searches == 1)
      _ = controller.searchBar.handle(.escape)
      #expect(controller.searchBar.text.isEmpty)
      await typing.advance(by: .milliseconds(300))
      let all = try await firstElement(of: controller.viewModel.beers) { $0.count == 25 }
      #expect(all.first?.name == "Buzz")
    }
  }

  @Test("scrolling to the last row loads the next page; a chosen row is handled, then deselected")
  func pagesLoadAsTheListScrolls() async throws {
    try await withEmbeddedAPI { baseURL in
      let controller = BeerPagesViewController(viewModel: BeerPagesViewModel(service: PunkService(baseURL: baseURL)))
      controller.viewDidLoad()
      let window = Window()
      window.contentView = controller.tableView
      let firstPage = try await firstElement(of: controller.viewModel.beers) { !$0.isEmpty }
      #expect(firstPage.count == 25)
      #expect(firstPage.first?.name == "Buzz")
      _ = window.draw(size: Size(width: 40, height: 10))  // rows 0-9 show: no more is asked
      #expect(controller.tableView.totalNumberOfRows == 25)

      window.dispatch(.end)  // to row 24, the last: it comes on screen and asks for page 2
      _ = window.draw(size: Size(width: 40, height: 10))
      let twoPages = try await firstElement(of: controller.viewModel.beers) { $0.count > 25 }
      #expect(twoPages.count == 50)
      #expect(twoPages[25].id == 26)
      _ = window.draw(size: Size(width: 40, height: 10))
      #expect(controller.tableView.totalNumberOfRows == 50)

      window.dispatch(.enter)
      #expect(controller.chosen == [twoPages[24].name])
      #expect(controller.tableView.indexPathForSelectedRow == nil)  // deselected once handled
      window.dispatch(.down)
      #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 25, section: 0))
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
