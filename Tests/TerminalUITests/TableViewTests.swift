import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// An item of the lists these tests bind.
struct Beer: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

@MainActor
func beers(_ ids: [Int]) -> [Beer] { ids.map { Beer(id: $0, name: "Beer \($0)") } }

/// A table bound to `items` with plain cells, in a window.
@MainActor
func boundTable(_ items: MutableProperty<[Beer]>, rowHeight: Int = 1) -> (TableView, Window) {
  let table = TableView(rowHeight: rowHeight, placeholder: "No beers")
  items.bind(to: table, cellType: TableViewCell.self) { cell, beer in
    cell.text = beer.name
    cell.accessoryText = "#\(beer.id)"
  }
  let window = Window()
  window.contentView = table
  return (table, window)
}

/// A binder with section titles, as a feature would subclass it.
@MainActor
final class TitledBinder: ListBinder<Shelf, Beer> {
  override func titleForHeader(inSection section: Int) -> String? { sections[section].metadata.id }
  override func titleForFooter(inSection section: Int) -> String? { "\(sections[section].items.count) beers" }
}

/// A section title that is its own identity.
struct Shelf: Identifiable, Equatable, Sendable, ExpressibleByStringLiteral {
  var id: String
  init(stringLiteral value: String) { id = value }
}

@MainActor
@Suite("TableView: a ListView with a viewport, selection, sections and reuse")
struct TableViewTests {
  @Test("rows show in the viewport with the selection marked; the arrows scroll it")
  func viewportAndSelection() {
    let items = MutableProperty(beers(Array(1...10)))
    let (table, window) = boundTable(items)
    #expect(
      frame(of: window, width: 16, height: 3)
        == golden(
          """
          › Beer 1      #1|
            Beer 2      #2|
            Beer 3      #3|
          """))
    var selected: [IndexPath] = []
    table.reactive.selectedRow.observeValues { selected.append($0) }
    for _ in 0..<4 { window.dispatch(.down) }
    #expect(
      frame(of: window, width: 16, height: 3)
        == golden(
          """
            Beer 3      #3|
            Beer 4      #4|
          › Beer 5      #5|
          """))
    window.dispatch(.end)
    window.dispatch(.up)
    #expect(selected.map(\.item) == [1, 2, 3, 4, 9, 8])
    // End and Up before a frame: the viewport moves once, just enough to show Beer 9.
    #expect(frame(of: window, width: 16, height: 3).hasPrefix("  Beer 7"))
  }

  @Test("Enter activates the selected row; the focused selection is drawn reversed")
  func activation() {
    let items = MutableProperty(beers([7, 8]))
    let (table, window) = boundTable(items)
    var activated: [IndexPath] = []
    table.reactive.activatedRow.observeValues { activated.append($0) }
    window.dispatch(.down)
    window.dispatch(.enter)
    #expect(activated == [IndexPath(item: 1, section: 0)])
    let canvas = window.draw(size: Size(width: 10, height: 2))
    #expect(canvas.style(at: Point(x: 3, y: 1)).isReversed)
    #expect(!canvas.style(at: Point(x: 3, y: 0)).isReversed)
  }

  @Test("a batch update keeps the selection on its item when it moves, and the cells of rows that stay")
  func selectionFollowsItem() {
    let items = MutableProperty(beers([1, 2, 3, 4]))
    let (table, window) = boundTable(items)
    window.dispatch(.down)
    window.dispatch(.down)  // Beer 3
    _ = window.draw(size: Size(width: 16, height: 4))
    let cellOfBeer1 = table.cellsOnScreen[IndexPath(item: 0, section: 0)]
    items.value = beers([3, 9, 1, 2])
    #expect(table.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(
      frame(of: window, width: 16, height: 4)
        == golden(
          """
          › Beer 3      #3|
            Beer 9      #9|
            Beer 1      #1|
            Beer 2      #2|
          """))
    #expect(table.cellsOnScreen[IndexPath(item: 2, section: 0)] === cellOfBeer1, "a moved row keeps its cell")
    items.value = beers([9, 1, 2])
    #expect(table.selectedIndexPath == IndexPath(item: 0, section: 0), "a deleted selection stays at its place")
    items.value = []
    #expect(table.selectedIndexPath == nil)
    #expect(frame(of: window, width: 16, height: 2) == "No beers\n")
  }

  @Test("a million rows create only the cells the viewport shows, and reuse them while scrolling")
  func reuseWithAMillionRows() {
    let items = MutableProperty(beers(Array(0..<1_000_000)))
    let (table, window) = boundTable(items)
    _ = window.draw(size: Size(width: 24, height: 10))
    #expect(table.createdCellCount == 10)
    for _ in 0..<3 {
      window.dispatch(.pageDown)
      _ = window.draw(size: Size(width: 24, height: 10))
    }
    window.dispatch(.end)
    let last = frame(of: window, width: 24, height: 10)
    #expect(last.hasSuffix("› Beer 999999    #999999"))
    #expect(table.createdCellCount <= 20, "cells are reused, not created per row")
    #expect(table.cellsOnScreen.count == 10)
  }

  @Test("a wrapped cell shows its detail over every line under the title; a cut shows as …")
  func wrappedCells() {
    let items = MutableProperty([Beer(id: 1, name: "Buzz"), Beer(id: 2, name: "Punk IPA")])
    let table = TableView(rowHeight: 3)
    var cells: [TableViewCell] = []
    items.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = beer.name
      cell.detailText = beer.id == 1 ? "A light, crisp and bitter IPA brewed with English and American hops." : "Short."
      cell.detailLayout = .wrapped
      cells.append(cell)
    }
    let window = Window()
    window.contentView = table
    #expect(
      frame(of: window, width: 24, height: 6)
        == golden(
          """
          › Buzz
            A light, crisp and
            bitter IPA brewed wit…
            Punk IPA
            Short.

          """))
    let buzz = cells.first { $0.text == "Buzz" }
    #expect(buzz?.visibleDetailLines == ["A light, crisp and", "bitter IPA brewed wit…"])
    #expect(buzz?.isDetailCut == true)
    #expect(cells.first { $0.text == "Punk IPA" }?.isDetailCut == false)
  }

  @Test("a cell's reuse bag is emptied when its row scrolls away")
  func reuseBags() {
    let items = MutableProperty(beers(Array(1...20)))
    let table = TableView()
    let window = Window()
    window.contentView = table
    var live = 0
    items.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = beer.name
      cell.reactive.bag += SignalProducer<Int, Never>.never
        .on(started: { live += 1 }, disposed: { live -= 1 }).start()
    }
    _ = window.draw(size: Size(width: 20, height: 3))
    #expect(live == 3)
    for _ in 0..<10 { window.dispatch(.down) }
    _ = window.draw(size: Size(width: 20, height: 3))
    #expect(live == 3, "bindings of rows scrolled away were disposed")
  }

  @Test("sections show header and footer titles; selection crosses sections")
  func sections() {
    let content = MutableProperty([
      ListSection(Shelf("Ales"), items: beers([1, 2])), ListSection(Shelf("Stouts"), items: beers([3])),
    ])
    let table = TableView()
    let binder = TitledBinder { sections, path, view in
      let cell = view.dequeueReusableCell(withIdentifier: "beer", for: path) as! TableViewCell
      cell.text = sections[path.section].items[path.item].name
      return cell
    }
    table.register(TableViewCell.self, forReuseIdentifier: "beer")
    content.bind(to: table, using: binder)
    let window = Window()
    window.contentView = table
    window.dispatch(.down)
    window.dispatch(.down)
    #expect(table.selectedIndexPath == IndexPath(item: 0, section: 1))
    #expect(
      frame(of: window, width: 14, height: 8)
        == golden(
          """
          Ales          |
            Beer 1      |
            Beer 2      |
          2 beers       |
          Stouts        |
          › Beer 3      |
          1 beers       |
                        |
          """))
  }

  @Test("two-line rows show the detail text on the second line")
  func twoLineRows() {
    let table = TableView(rowHeight: 2)
    let items = MutableProperty(beers([1, 2]))
    items.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = beer.name
      cell.detailText = "brewed in 2007\nmore text"
    }
    #expect(
      frame(of: table, width: 20, height: 3)
        == golden(
          """
          › Beer 1            |
            brewed in 2007    |
            Beer 2            |
          """))
  }
}

@MainActor
@Suite("TableView: resizing")
struct TableViewResizeTests {
  @Test("shrinking the window keeps the selected row on screen at once, without a key")
  func shrinkKeepsSelection() {
    let window = Window()
    let table = TableView()
    window.contentView = table
    Property(value: (1...100).map { NumberedRow(id: $0) }).bind(to: table, cellType: TableViewCell.self) {
      cell, row in cell.text = "Row \(row.id)"
    }
    _ = window.draw(size: Size(width: 20, height: 20))
    for _ in 0..<15 { window.dispatch(.down) }
    #expect(window.draw(size: Size(width: 20, height: 20)).plainLines.contains("› Row 16"))
    let small = window.draw(size: Size(width: 20, height: 5)).plainLines
    #expect(small.contains("› Row 16"), "\(small)")
  }
}

/// A row with an identity, for resize tests.
private struct NumberedRow: Identifiable, Equatable {
  let id: Int
}
