import Bindings
import Foundation
import TerminalUI
import Testing

/// A list screen as UIKit code writes it: a view controller that is its table's data source and
/// delegate, UITableViewCell's labels and accessory, a push on selection.
@MainActor
final class BeersViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let tableView = TableView(rowHeight: 2)
  let beers = [("Buzz", "A Real Bitter Experience."), ("Punk IPA", "Post Modern Classic.")]
  var appearances = 0

  override func loadView() -> View { tableView }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Beers"
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "BeerCell")
    tableView.dataSource = self
    tableView.delegate = self
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { beers.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "BeerCell", for: indexPath)
    cell.textLabel?.text = beers[indexPath.row].0
    cell.detailTextLabel?.text = beers[indexPath.row].1
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = ViewController()
    detail.title = beers[indexPath.row].0
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
@Suite("UIKit's names for cells, view controllers and navigation")
struct UIKitNamesTests {
  @Test("a UIKit-style list screen: labels, accessory, a push on selection, popViewController")
  func aUIKitListScreen() {
    let window = Window()
    let navigation = NavigationController(window: window)
    let beers = BeersViewController()
    navigation.pushViewController(beers, animated: true)
    #expect(beers.appearances == 1)
    let frame = window.draw(size: Size(width: 40, height: 8)).plainLines
    #expect(frame[0].contains("Beers"))
    #expect(frame.contains { $0.contains("Buzz") && $0.hasSuffix("›") })
    #expect(frame.contains { $0.contains("A Real Bitter Experience.") })
    let cell = beers.tableView.cellsOnScreen[IndexPath(row: 1, section: 0)]
    #expect(cell?.textLabel?.text == "Punk IPA")
    #expect(cell?.accessoryType == .disclosureIndicator)
    window.dispatch(.down)
    window.dispatch(.enter)
    #expect(navigation.topViewController?.title == "Punk IPA")
    #expect(beers.tableView.indexPathForSelectedRow == nil)
    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === beers)
    #expect(beers.appearances == 2)
  }

  @Test("setting a label's text to nil empties the line; accessory types draw their symbols")
  func labelsAndAccessories() {
    let cell = TableViewCell(reuseIdentifier: "Cell")
    cell.textLabel?.text = "Buzz"
    cell.detailTextLabel?.text = nil
    #expect(cell.text == "Buzz" && cell.detailText.isEmpty)
    cell.accessoryType = .checkmark
    #expect(cell.accessoryText == "✓")
    cell.accessoryText = "5.6%"
    #expect(cell.accessoryType == .none)
    cell.accessoryType = .none
    #expect(cell.accessoryText.isEmpty)
  }
}
