import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("TableView: rows coming on screen, and UIKit's deselectRow")
struct TableViewDisplayAndDeselectTests {
  @Test("each row that comes on screen is told once, with its configured cell, after the layout")
  func displaysAreToldOncePerAppearance() {
    let items = MutableProperty(beers(Array(1...10)))
    let (table, window) = boundTable(items)
    var shown: [String] = []
    table.displays.observeValues { row in shown.append("\(row.indexPath.item):\(row.cell.text)") }
    _ = frame(of: window, width: 16, height: 3)
    #expect(shown == ["0:Beer 1", "1:Beer 2", "2:Beer 3"])
    _ = frame(of: window, width: 16, height: 3)
    #expect(shown.count == 3)  // a redraw shows nothing new
    for _ in 0..<3 { window.dispatch(.down) }  // the selection reaches row 3: the viewport scrolls by one
    _ = frame(of: window, width: 16, height: 3)
    #expect(shown == ["0:Beer 1", "1:Beer 2", "2:Beer 3", "3:Beer 4"])
  }

  @Test("a subscriber may change the data when the last row appears: the next layout shows it")
  func loadingMoreFromADisplayIsSafe() {
    let items = MutableProperty(beers(Array(1...3)))
    let (table, window) = boundTable(items)
    table.displays.observeValues { row in
      // The page-loading idiom, synchronously: append a page when the last row appears.
      if row.indexPath.item == items.value.count - 1, items.value.count < 9 {
        items.value += beers(Array(items.value.count + 1...items.value.count + 3))
      }
    }
    _ = frame(of: window, width: 16, height: 3)
    #expect(table.totalNumberOfRows == 6)
    for _ in 0..<5 { window.dispatch(.down) }
    _ = frame(of: window, width: 16, height: 3)
    #expect(table.totalNumberOfRows == 9)
    #expect(table.selectedIndexPath == IndexPath(item: 5, section: 0))
  }

  @Test("deselectRow hides the highlight but the keyboard keeps its place")
  func deselectKeepsTheCursor() {
    let items = MutableProperty(beers(Array(1...5)))
    let (table, window) = boundTable(items)
    window.dispatch(.down)
    window.dispatch(.down)
    #expect(table.indexPathForSelectedRow == IndexPath(item: 2, section: 0))
    table.deselectRow(at: IndexPath(item: 0, section: 0), animated: true)  // not the selected row
    #expect(table.indexPathForSelectedRow == IndexPath(item: 2, section: 0))
    table.deselectRow(at: IndexPath(item: 2, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(
      frame(of: window, width: 16, height: 3)
        == golden(
          """
            Beer 1      #1|
            Beer 2      #2|
            Beer 3      #3|
          """))
    #expect(table.cellsOnScreen.values.allSatisfy { !$0.isSelected })
    window.dispatch(.down)  // moves on from the deselected row
    #expect(table.indexPathForSelectedRow == IndexPath(item: 3, section: 0))
    #expect(frame(of: window, width: 16, height: 3).contains("› Beer 4"))
  }

  @Test("Enter on a deselected row chooses it again and shows it")
  func enterAfterDeselect() {
    let items = MutableProperty(beers(Array(1...3)))
    let (table, window) = boundTable(items)
    var chosen: [IndexPath] = []
    table.activations.observeValues { chosen.append($0) }
    _ = frame(of: window, width: 16, height: 3)
    window.dispatch(.enter)
    table.deselectRow(at: IndexPath(item: 0, section: 0))
    window.dispatch(.enter)
    #expect(chosen == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(item: 0, section: 0))
  }
}
