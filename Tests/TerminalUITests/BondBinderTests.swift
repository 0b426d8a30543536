import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// The Bond article's binder, as written but for UIKit's names (`TableView`, and `override` where
/// Objective-C's `@objc` found the method).
class CustomBinder<Changeset: SectionedDataSourceChangeset>: TableViewBinderDataSource<Changeset>
where Changeset.Collection == Array2D<String, Int> {
  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    changeset?.collection[sectionAt: section].metadata
  }
}

@MainActor
@Suite("Bond's data-source signals: Array2D and a subclassed binder data source")
struct BondBinderTests {
  @Test("section titles come from the binder's override over Array2D<String, Int>")
  func titlesFromTheOverride() {
    let tableView = TableView()
    let window = Window()
    window.contentView = tableView
    let data = MutableObservableArray2D(Array2D<String, Int>(sectionsWithItems: [("Odd", [1, 3]), ("Even", [2])]))
    data.bind(to: tableView, cellType: TableViewCell.self, using: CustomBinder()) { cell, item in
      cell.text = "\(item)"
    }
    #expect(
      window.draw(size: Size(width: 12, height: 7)).plainLines.map { $0.trimmingCharacters(in: .whitespaces) }
        == ["Odd", "› 1", "3", "Even", "2", "", ""])
    data.appendItem(4, toSectionAt: 1)
    data.insert(section: Array2D.Section(metadata: "None", items: []), at: 0)
    #expect(tableView.numberOfSections == 3)
    #expect(tableView.numberOfRows(inSection: 2) == 2)
    let frame = window.draw(size: Size(width: 12, height: 8)).plainLines.joined(separator: "\n")
    #expect(frame.contains("None"))
    #expect(frame.contains("4"))
  }

  @Test("Array2D reads and edits as Bond's does")
  func array2D() {
    var grid = Array2D<String, Int>(sectionsWithItems: [("A", [1, 2])])
    grid.appendSection("B")
    grid.appendItem(3, toSectionAt: 1)
    grid.insert(item: 0, at: IndexPath(item: 0, section: 0))
    #expect(grid[itemAt: IndexPath(item: 0, section: 0)] == 0)
    #expect(grid[sectionAt: 1].metadata == "B")
    #expect(grid.removeItem(at: IndexPath(item: 2, section: 0)) == 2)
    #expect(grid.numberOfItems(inSection: 0) == 2)
    #expect(grid == Array2D(sectionsWithItems: [("A", [0, 1]), ("B", [3])]))
  }

  @Test("the binder's changeset is nil before the first collection and the collection after")
  func changesetFollowsTheBinding() {
    let tableView = TableView()
    let binder = CustomBinder<Array2DChangeset<String, Int>>()
    #expect(binder.changeset == nil)
    let data = MutableObservableArray2D(Array2D<String, Int>(sectionsWithItems: [("Only", [7])]))
    let binding = data.bind(to: tableView, cellType: TableViewCell.self, using: binder) { _, _ in }
    #expect(binder.changeset?.collection[itemAt: IndexPath(item: 0, section: 0)] == 7)
    binding.dispose()
    #expect(tableView.numberOfSections == 0)
  }

  @Test("edits of a MutableObservableArray2D update just their rows; replacing the collection reloads")
  func editsAreFineGrained() {
    let tableView = TableView()
    let window = Window()
    window.contentView = tableView
    let data = MutableObservableArray2D(Array2D<String, Int>(sectionsWithItems: [("Odd", [1, 3]), ("Even", [2])]))
    var configured: [Int] = []
    let binding = data.bind(to: tableView, cellType: TableViewCell.self, using: CustomBinder()) { cell, item in
      configured.append(item)
      cell.text = "\(item)"
    }
    func draw() -> [String] {
      window.draw(size: Size(width: 12, height: 9)).plainLines.map { $0.trimmingCharacters(in: .whitespaces) }
    }
    _ = draw()
    configured = []
    data.appendItem(5, toSectionAt: 0)
    data.insert(section: Array2D.Section(metadata: "None", items: []), at: 0)
    data[itemAt: IndexPath(item: 0, section: 2)] = 4
    _ = draw()
    #expect(configured.sorted() == [4, 5])  // 1 and 3 kept their cells
    data.removeItem(at: IndexPath(item: 0, section: 1))
    #expect(draw().prefix(6) == ["None", "Odd", "› 3", "5", "Even", "4"])
    configured = []
    data.replace(with: Array2D(sectionsWithItems: [("All", [7, 8])]))
    _ = draw()
    #expect(configured == [7, 8])
    binding.dispose()
  }
}
