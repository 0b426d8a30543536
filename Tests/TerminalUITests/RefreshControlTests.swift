import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("RefreshControl: UIKit's pull to refresh, as Up past the first row or Ctrl-R")
struct RefreshControlTests {
  @Test("Up on the first row pulls: one refresh, a line on top, the rows one line down until it ends")
  func pullFromTheTop() {
    let items = MutableProperty(beers([1, 2, 3]))
    let (table, window) = boundTable(items)
    let refresh = RefreshControl()
    table.refreshControl = refresh
    var pulls = 0
    refresh.valueChanges.observeValues { pulls += 1 }
    _ = frame(of: window, width: 16, height: 3)
    window.dispatch(.up)
    #expect(pulls == 1)
    #expect(refresh.isRefreshing)
    #expect(
      frame(of: window, width: 16, height: 3)
        == golden(
          """
          ↻ Refreshing…   |
          › Beer 1      #1|
            Beer 2      #2|
          """))
    window.dispatch(.up)  // already refreshing: no second pull
    #expect(pulls == 1)
    refresh.endRefreshing()
    #expect(
      frame(of: window, width: 16, height: 3)
        == golden(
          """
          › Beer 1      #1|
            Beer 2      #2|
            Beer 3      #3|
          """))
  }

  @Test("Up elsewhere moves the selection; Ctrl-R pulls from any row; code's beginRefreshing sends nothing")
  func otherWays() {
    let items = MutableProperty(beers([1, 2, 3]))
    let (table, window) = boundTable(items)
    #expect(!table.handle(.control("r")))  // no control: the key is left to others
    let refresh = RefreshControl()
    table.refreshControl = refresh
    var pulls = 0
    refresh.valueChanges.observeValues { pulls += 1 }
    window.dispatch(.down)
    window.dispatch(.up)
    #expect(pulls == 0)
    #expect(table.selectedIndexPath == IndexPath(item: 0, section: 0))
    window.dispatch(.down)
    window.dispatch(.control("r"))
    #expect(pulls == 1)
    refresh.endRefreshing()
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && pulls == 1)
  }

  @Test("an empty list can be pulled too: the placeholder shows under the refresh line")
  func emptyList() {
    let items = MutableProperty([Beer]())
    let (table, window) = boundTable(items)
    let refresh = RefreshControl()
    refresh.title = "Loading beers"
    table.refreshControl = refresh
    window.dispatch(.up)
    #expect(refresh.isRefreshing)
    #expect(frame(of: window, width: 16, height: 2) == golden("↻ Loading beers |\nNo beers        |"))
  }
}
