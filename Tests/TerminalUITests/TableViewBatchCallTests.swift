import Bindings
import Foundation
import TerminalUI
import Testing

/// A screen written as UIKit code is: an array, a data source, batch calls after each change.
@MainActor
final class ShelfController: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  var titles: [String]
  let tableView = TableView()
  let window = Window()
  var chosen: [IndexPath] = []
  var problems: [String] = []

  init(_ sections: [[String]], titles: [String] = []) {
    self.sections = sections
    self.titles = titles
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.onInconsistentUpdate = { [unowned self] in problems.append($0) }
    window.contentView = tableView
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < titles.count ? titles[section] : nil
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { chosen.append(indexPath) }

  /// The rows on screen, top to bottom.
  var shown: [String] {
    _ = window.draw(size: Size(width: 24, height: 12))
    return tableView.cellsOnScreen.sorted { $0.key < $1.key }.map { $0.value.text }
  }
}

@MainActor
@Suite("TableView: UITableView's batch calls, checked by UIKit's rules")
struct TableViewBatchCallTests {
  @Test("rows inserted, deleted, moved and reloaded in one begin/end batch")
  func oneBatch() {
    let screen = ShelfController([["Buzz", "Punk IPA", "Trashy Blonde"]])
    #expect(screen.shown == ["Buzz", "Punk IPA", "Trashy Blonde"])
    let kept = screen.tableView.cellsOnScreen[IndexPath(row: 0, section: 0)]
    // Old: Buzz, Punk IPA, Trashy Blonde. New: Buzz, Dead Pony, Trashy Blonde!, Hello My Name Is.
    screen.sections[0] = ["Buzz", "Dead Pony", "Trashy Blonde!", "Hello My Name Is"]
    screen.tableView.beginUpdates()
    screen.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    screen.tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .left)
    screen.tableView.endUpdates()
    #expect(screen.problems == [])
    #expect(screen.shown == ["Buzz", "Dead Pony", "Trashy Blonde!", "Hello My Name Is"])
    // The row that stayed kept its cell, as UIKit keeps it.
    #expect(screen.tableView.cellsOnScreen[IndexPath(row: 0, section: 0)] === kept)
  }

  @Test("a call outside begin/end is a batch of its own")
  func singleCalls() {
    let screen = ShelfController([["a", "b"]])
    _ = screen.shown
    screen.sections[0].append("c")
    screen.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    let moved = screen.sections[0].remove(at: 0)
    screen.sections[0].append(moved)
    screen.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(screen.problems == [])
    #expect(screen.shown == ["b", "c", "a"])
  }

  @Test("performBatchUpdates runs the calls as one batch, then the completion")
  func performBatchUpdatesWithClosures() {
    let screen = ShelfController([["a", "b", "c"]])
    _ = screen.shown
    var completed: Bool?
    screen.sections[0].remove(at: 0)
    screen.tableView.performBatchUpdates(
      {
        screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }, completion: { completed = $0 })
    #expect(completed == true)
    #expect(screen.shown == ["b", "c"])
  }

  @Test("a reloaded section is asked again, its row count may change; a moved section takes its rows")
  func reloadAndMoveSections() {
    let screen = ShelfController([["a", "b"], ["c"]], titles: ["One", "Two"])
    _ = screen.shown
    screen.sections[0] = ["x"]
    screen.tableView.reloadSections(IndexSet(integer: 0), with: .fade)
    #expect(screen.problems == [])
    #expect(screen.shown == ["x", "c"])
    screen.sections.swapAt(0, 1)
    screen.titles.swapAt(0, 1)
    screen.tableView.moveSection(0, toSection: 1)
    #expect(screen.problems == [])
    #expect(screen.shown == ["c", "x"])
    #expect(screen.tableView.numberOfRows(inSection: 1) == 1)
    let frame = screen.window.draw(size: Size(width: 24, height: 6)).plainLines
    #expect(frame.first?.hasPrefix("Two") == true)
  }

  @Test("a section reloaded and deleted, or with a row of its own named too, breaks UIKit's rules")
  func reloadConflicts() {
    let screen = ShelfController([["a"], ["b"]])
    _ = screen.shown
    screen.sections.remove(at: 0)
    screen.tableView.beginUpdates()
    screen.tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    screen.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
    screen.tableView.endUpdates()
    #expect(screen.problems.count == 1)
    #expect(screen.problems.last?.contains("section 0 reloaded and deleted or moved") == true)
    #expect(screen.shown == ["b"])  // reloaded instead, so the screen still shows the data
    screen.sections[0].append("c")
    screen.tableView.beginUpdates()
    screen.tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    screen.tableView.endUpdates()
    #expect(screen.problems.count == 2)
    #expect(screen.problems.last?.contains("repeated") == true, "\(screen.problems)")
    #expect(screen.shown == ["b", "c"])
  }

  @Test("sections inserted and deleted, with their titles")
  func sections() {
    let screen = ShelfController([["a"], ["b"]], titles: ["One", "Two"])
    _ = screen.shown
    screen.sections = [["b"], ["x", "y"]]
    screen.titles = ["Two", "New"]
    screen.tableView.beginUpdates()
    screen.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
    screen.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
    screen.tableView.endUpdates()
    #expect(screen.problems == [])
    #expect(screen.tableView.numberOfSections == 2)
    #expect(screen.shown == ["b", "x", "y"])
  }

  @Test("a batch before the first frame shows the data source as it is")
  func firstBatch() {
    let screen = ShelfController([[]])
    screen.sections[0] = ["first"]
    screen.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(screen.problems == [])
    #expect(screen.shown == ["first"])
  }

  @Test("a batch that breaks UIKit's rules is reported and the table reloads instead of crashing")
  func inconsistentBatch() {
    let screen = ShelfController([["a", "b"]])
    _ = screen.shown
    // Two rows added to the array, one insert told: UIKit raises an exception here.
    screen.sections[0] += ["c", "d"]
    screen.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    #expect(screen.problems.count == 1)
    #expect(screen.problems.first?.contains("2 - 0 + 1 != 4") == true)
    #expect(screen.shown == ["a", "b", "c", "d"])
    // A deleted row named by its new index (past the old end) is out of range.
    screen.sections[0] = ["a"]
    screen.tableView.beginUpdates()
    screen.tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    screen.tableView.endUpdates()
    #expect(screen.problems.count == 2)
    #expect(screen.problems.last?.contains("out of range") == true)
    #expect(screen.shown == ["a"])
  }

  @Test("nested begin/end apply once, at the outermost end")
  func nestedBatches() {
    let screen = ShelfController([["a"]])
    _ = screen.shown
    screen.sections[0] = ["a", "b", "c"]
    screen.tableView.beginUpdates()
    screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    screen.tableView.beginUpdates()
    screen.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    screen.tableView.endUpdates()
    #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
    screen.tableView.endUpdates()
    #expect(screen.problems == [])
    #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test("dequeue without an index path gives nil for an unknown identifier; the delegate hears choices")
  func dequeueAndDelegate() {
    let screen = ShelfController([["a", "b"]])
    #expect(screen.tableView.dequeueReusableCell(withIdentifier: "Nope") == nil)
    #expect(screen.tableView.dequeueReusableCell(withIdentifier: "Cell") != nil)
    _ = screen.shown
    screen.window.dispatch(.down)
    screen.window.dispatch(.enter)
    #expect(screen.chosen == [IndexPath(row: 1, section: 0)])
  }
}
