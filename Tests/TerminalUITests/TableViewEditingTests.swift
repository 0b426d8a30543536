import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// A UIKit-style screen that lets the user delete and reorder, as UIKit code does: the data
/// source changes its array when told, and calls `deleteRows` after a deletion.
@MainActor
final class EditableShelf: TableViewDataSource {
  var names: [String]
  let tableView = TableView()
  let window = Window()
  var allowsMoving = true

  init(_ names: [String]) {
    self.names = names
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    window.contentView = tableView
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { allowsMoving }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    names.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    let name = names.remove(at: sourceIndexPath.row)
    names.insert(name, at: destinationIndexPath.row)
  }

  var shown: [String] {
    _ = frame(of: window, width: 20, height: 6)
    return tableView.cellsOnScreen.sorted { $0.key < $1.key }.map { $0.value.text }
  }
}

/// A binder that lets only even-numbered beers go.
@MainActor
final class EvenOnlyBinder: ListBinder<Shelf, Beer> {
  override func canEditItem(at indexPath: IndexPath) -> Bool {
    sections[indexPath.section].items[indexPath.item].id.isMultiple(of: 2)
  }
}

/// A cell showing the beer's name, for binders over shelves of beers.
@MainActor
func beerNameCell(_ sections: ListContent<Shelf, Beer>, _ path: IndexPath, _ view: any ListView) -> any ReusableCell {
  let cell = view.dequeueReusableCell(withIdentifier: "beer", for: path) as! TableViewCell
  cell.text = sections[path.section].items[path.item].name
  return cell
}

@MainActor
@Suite("TableView: deleting and moving rows, UIKit's editing")
struct TableViewEditingTests {
  @Test("Delete reports the selected row; a binder's table changes when the data does")
  func deletingThroughABinder() {
    let items = MutableProperty(beers([1, 2, 3]))
    let (table, window) = boundTable(items)
    var deleted: [IndexPath] = []
    table.deletions.observeValues { deleted.append($0) }
    window.dispatch(.down)
    window.dispatch(.delete)
    #expect(deleted == [IndexPath(item: 1, section: 0)])
    #expect(table.totalNumberOfRows == 3)  // nothing changes until the data does
    items.value.remove(at: 1)
    _ = frame(of: window, width: 16, height: 3)
    #expect(table.totalNumberOfRows == 2)
    #expect(table.selectedIndexPath == IndexPath(item: 1, section: 0))  // now on Beer 3
    #expect(!table.handle(.backspace))  // outside editing mode Backspace is left to the screen (back)
    table.isEditing = true
    #expect(table.handle(.backspace))
    #expect(deleted == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
  }

  @Test("a row the data source keeps is not reported, and the key is left to others")
  func deletingIsAskedFirst() {
    let content = MutableProperty([ListSection(Shelf("Ales"), items: beers([1, 2]))])
    let table = TableView()
    table.register(TableViewCell.self, forReuseIdentifier: "beer")
    content.bind(to: table, using: EvenOnlyBinder(createCell: beerNameCell))
    var deleted: [IndexPath] = []
    table.deletions.observeValues { deleted.append($0) }
    #expect(!table.handle(.delete))  // Beer 1 stays
    #expect(table.handle(.down))
    #expect(table.handle(.delete))
    #expect(deleted == [IndexPath(item: 1, section: 0)])
  }

  @Test("capital J and K move the selected row only in editing mode; the selection follows it")
  func movingThroughABinder() {
    let items = MutableProperty(beers([1, 2, 3]))
    let (table, window) = boundTable(items)
    var moves: [String] = []
    table.moves.observeValues { move in
      moves.append("\(move.source.item)→\(move.destination.item)")
      var moved = items.value
      moved.insert(moved.remove(at: move.source.item), at: move.destination.item)
      items.value = moved
    }
    _ = frame(of: window, width: 16, height: 3)
    window.dispatch(.character("J"))
    #expect(moves.isEmpty)
    table.setEditing(true, animated: true)
    window.dispatch(.character("J"))
    window.dispatch(.character("J"))
    window.dispatch(.character("J"))  // already last: nothing
    _ = frame(of: window, width: 16, height: 3)
    #expect(moves == ["0→1", "1→2"])
    #expect(items.value.map(\.id) == [2, 3, 1])
    #expect(table.selectedIndexPath == IndexPath(item: 2, section: 0))  // still on Beer 1
    window.dispatch(.character("K"))
    _ = frame(of: window, width: 16, height: 3)
    #expect(items.value.map(\.id) == [2, 1, 3])
    #expect(table.selectedIndexPath == IndexPath(item: 1, section: 0))
  }

  @Test("a move crosses into the neighbouring section at a section's end")
  func movingAcrossSections() {
    let content = MutableProperty([
      ListSection(Shelf("Ales"), items: beers([1, 2])), ListSection(Shelf("Stouts"), items: beers([3])),
    ])
    let table = TableView()
    table.register(TableViewCell.self, forReuseIdentifier: "beer")
    content.bind(to: table, using: TitledBinder(createCell: beerNameCell))
    var moves: [(IndexPath, IndexPath)] = []
    table.moves.observeValues { moves.append(($0.source, $0.destination)) }
    table.isEditing = true
    table.selectRow(at: IndexPath(item: 1, section: 0))
    _ = table.handle(.character("J"))
    table.selectRow(at: IndexPath(item: 0, section: 1))
    _ = table.handle(.character("K"))
    #expect(moves.map(\.0) == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    #expect(moves.map(\.1) == [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 0)])
  }

  @Test("a UIKit data source is told: it deletes with deleteRows, and a move shows at once")
  func aUIKitDataSourceIsTold() {
    let shelf = EditableShelf(["Buzz", "Punk IPA", "Dead Pony"])
    #expect(shelf.shown == ["Buzz", "Punk IPA", "Dead Pony"])
    shelf.window.dispatch(.down)
    shelf.window.dispatch(.delete)
    #expect(shelf.names == ["Buzz", "Dead Pony"])
    #expect(shelf.shown == ["Buzz", "Dead Pony"])
    shelf.tableView.setEditing(true, animated: false)
    shelf.window.dispatch(.character("K"))  // Dead Pony up: the data source moved it, the table shows it
    #expect(shelf.names == ["Dead Pony", "Buzz"])
    #expect(shelf.shown == ["Dead Pony", "Buzz"])
    #expect(shelf.tableView.selectedIndexPath == IndexPath(row: 0, section: 0))
    shelf.allowsMoving = false
    shelf.window.dispatch(.character("J"))
    #expect(shelf.names == ["Dead Pony", "Buzz"])
  }

  @Test("Backspace on a focused list still goes back; Delete does not")
  func backspaceStillGoesBack() {
    final class ListController: ViewController {
      let items = MutableProperty(beers([1, 2]))
      override func loadView() -> View {
        let table = TableView()
        items.bind(to: table, cellType: TableViewCell.self) { cell, beer in cell.text = beer.name }
        return table
      }
    }
    let window = Window()
    let navigation = NavigationController(window: window)
    let list = CountingController(title: "Beers", text: "the list")
    let detail = ListController(title: "Shelf")
    navigation.push(list)
    navigation.push(detail)
    _ = frame(of: window, width: 20, height: 5)
    window.dispatch(.delete)
    #expect(navigation.topViewController === detail)
    window.dispatch(.backspace)
    #expect(navigation.topViewController === list)
  }
}
