import Bindings
import Foundation
import TerminalUI
import Testing

@MainActor
@Suite("TableView: Apple's diffable data source names")
struct DiffableNamesTests {
  enum Section { case main, more }

  func shown(_ table: TableView, in window: Window) -> [String] {
    _ = window.draw(size: Size(width: 60, height: 10))
    return table.cellsOnScreen.sorted { $0.key < $1.key }.map { $0.value.text }
  }

  @Test("the UIKit shape: init(tableView:cellProvider:), NSDiffableDataSourceSnapshot, apply, then a diff")
  func applesShape() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let window = Window()
    window.contentView = tableView
    let dataSource = TableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = name
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Buzz", "Punk IPA"], toSection: .main)
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
    #expect(completed)
    #expect(shown(tableView, in: window) == ["Buzz", "Punk IPA"])

    var next = dataSource.snapshot()
    next.appendSections([.more])
    next.appendItems(["Dead Pony"], toSection: .more)
    next.moveItem("Punk IPA", beforeItem: "Buzz")
    next.deleteItems(["Buzz"])
    #expect(next.numberOfItems(inSection: .main) == 1)
    dataSource.apply(next, animatingDifferences: true)
    #expect(shown(tableView, in: window) == ["Punk IPA", "Dead Pony"])
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Dead Pony")
    #expect(dataSource.indexPath(for: "Punk IPA") == IndexPath(row: 0, section: 0))
    #expect(dataSource.defaultRowAnimation == .fade)
  }

  @Test("a nil cell from the provider is reported and shown as a placeholder, not a crash")
  func nilCell() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let window = Window()
    window.contentView = tableView
    let dataSource = DiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
      guard name != "broken" else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = name
      return cell
    }
    var missing: [IndexPath] = []
    dataSource.onMissingCell = { missing.append($0) }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["ok", "broken"])
    dataSource.apply(snapshot)
    let rows = shown(tableView, in: window)
    #expect(rows.first == "ok")
    #expect(rows.last?.contains("the cell provider returned nil") == true)
    #expect(missing == [IndexPath(row: 1, section: 0)])
  }

  @Test("applySnapshotUsingReloadData shows the snapshot by reloading")
  func reloadData() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let window = Window()
    window.contentView = tableView
    let dataSource = DiffableDataSource<Section, Int>(tableView: tableView) { tableView, indexPath, number in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.text = "\(number)"
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([1, 2, 3])
    dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(shown(tableView, in: window) == ["1", "2", "3"])
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
  }
}
