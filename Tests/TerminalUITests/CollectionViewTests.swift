import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// A photo grid as an article writes one against UIKit: a data source of its own, batch calls.
@MainActor
private final class AlbumScreen: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [(title: String?, names: [String])]
  var chosen: [IndexPath] = []

  init(_ sections: [(title: String?, names: [String])]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].names.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    cell.text = sections[indexPath.section].names[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    chosen.append(indexPath)
  }
}

@MainActor
@Suite struct CollectionViewTests {
  private func makeGrid(
    _ sections: [(title: String?, names: [String])], itemWidth: Int = 5
  ) -> (CollectionView, AlbumScreen, Window) {
    let layout = CollectionViewFlowLayout(itemSize: Size(width: itemWidth, height: 1), minimumInteritemSpacing: 1)
    let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    let screen = AlbumScreen(sections)
    grid.dataSource = screen
    grid.delegate = screen
    let window = Window()
    window.contentView = grid
    return (grid, screen, window)
  }

  private func lines(_ window: Window, width: Int = 17, height: Int = 4) -> [String] {
    window.draw(size: Size(width: width, height: height)).plainLines.map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test func itemsFillEachLineOfTheGridAsManyAsFitTheWidth() {
    let (grid, screen, window) = makeGrid([("Album", ["a1", "a2", "a3", "a4", "a5"])])
    #expect(lines(window) == ["Album", "a1    a2    a3", "a4    a5", ""])
    #expect(grid.columns == 3)
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(lines(window, width: 11) == ["Album", "a1    a2", "a3    a4", "a5"], "a narrower grid has fewer columns")
    withExtendedLifetime(screen) {}
  }

  @Test func theArrowsMoveAlongTheItemsAndAcrossLinesAndSectionsAndEnterChooses() {
    let (grid, screen, window) = makeGrid([("A", ["a1", "a2", "a3", "a4"]), ("B", ["b1", "b2"])])
    _ = lines(window, height: 6)
    var moves: [IndexPath] = []
    grid.selections.observeValues { moves.append($0) }
    #expect(grid.selectedIndexPath == IndexPath(item: 0, section: 0))
    window.dispatch(.right)
    window.dispatch(.down)
    #expect(grid.selectedIndexPath == IndexPath(item: 3, section: 0), "one line down keeps the column")
    window.dispatch(.down)
    #expect(grid.selectedIndexPath == IndexPath(item: 0, section: 1), "into the next section, same column")
    window.dispatch(.right)
    window.dispatch(.right)
    #expect(grid.selectedIndexPath == IndexPath(item: 1, section: 1), "nothing after the last item")
    window.dispatch(.up)
    #expect(grid.selectedIndexPath == IndexPath(item: 3, section: 0), "up to the nearest item of the line above")
    window.dispatch(.left)
    #expect(grid.selectedIndexPath == IndexPath(item: 2, section: 0))
    window.dispatch(.enter)
    #expect(screen.chosen == [IndexPath(item: 2, section: 0)])
    #expect(moves.count == 6, "each move, not the refused one")
  }

  @Test func batchCallsApplyWhatTheDataSourceAlreadyHoldsAndReportWhatDoesNotAddUp() {
    let (grid, screen, window) = makeGrid([(nil, ["a", "b"])])
    _ = lines(window)
    screen.sections[0].names.insert("new", at: 0)
    var completed = false
    grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completed = $0 })
    #expect(completed)
    #expect(lines(window).first == "new   a     b")
    var reports: [String] = []
    grid.onInconsistentUpdate = { reports.append($0) }
    screen.sections[0].names.append("unannounced")
    grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(reports.count == 1, "a delete the data source does not show is reported")
    #expect(lines(window).first == "new   a     b", "and the view reloads to what the data source holds")
    #expect(grid.numberOfItems(inSection: 0) == 4)
  }

  @Test func onlyTheItemsOnScreenHaveCellsAndCellsAreReused() {
    let names = (0..<300).map { "p\($0)" }
    let (grid, screen, window) = makeGrid([(nil, names)])
    defer { withExtendedLifetime(screen) {} }
    _ = lines(window)
    #expect(grid.cellsOnScreen.count == 12, "three columns, four lines")
    for _ in 0..<50 { window.dispatch(.pageDown) }
    _ = lines(window)
    #expect(grid.selectedIndexPath == IndexPath(item: 299, section: 0))
    #expect(grid.cellsOnScreen[IndexPath(item: 299, section: 0)]?.text == "p299")
    #expect(grid.createdCellCount <= 24, "cells are reused: \(grid.createdCellCount)")
  }

  @Test func aBinderBindsAStreamOfItemsAsToATable() {
    struct Photo: Identifiable, Equatable {
      let id: Int
      let title: String
    }
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout(itemSize: Size(width: 6, height: 1)))
    let window = Window()
    window.contentView = grid
    let photos = MutableProperty([Photo(id: 1, title: "one"), Photo(id: 2, title: "two")])
    photos.bind(to: grid, cellType: CollectionViewCell.self) { cell, photo in cell.text = photo.title }
    #expect(lines(window, width: 13).first == "one    two")
    let firstCell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    photos.value = [Photo(id: 0, title: "zero")] + photos.value
    #expect(lines(window, width: 13).prefix(2) == ["zero   one", "two"])
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell, "an item that stays keeps its cell")
  }

  @Test func aDiffableDataSourceAppliesSnapshots() {
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout(itemSize: Size(width: 6, height: 1)))
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let window = Window()
    window.contentView = grid
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, name in
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      cell.text = name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Buzz", "Punk"], toSection: 0)
    dataSource.apply(snapshot)
    #expect(lines(window, width: 13).first == "Buzz   Punk")
    snapshot.deleteItems(["Buzz"])
    snapshot.appendItems(["Pony"], toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(lines(window, width: 13).first == "Punk   Pony")
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Pony")
  }

  @Test func tallItemsShowTheirDetailUnderTheTitle() {
    let layout = CollectionViewFlowLayout(
      itemSize: Size(width: 8, height: 2), minimumInteritemSpacing: 2, minimumLineSpacing: 1)
    let grid = CollectionView(collectionViewLayout: layout)
    let window = Window()
    window.contentView = grid
    SignalProducer(value: [("Buzz", "4.5%"), ("Punk", "5.6%"), ("Pony", "3.8%")])
      .bind(to: grid, cellType: CollectionViewCell.self) { (cell: CollectionViewCell, beer: (String, String)) in
        cell.text = beer.0
        cell.detailText = beer.1
      }
    #expect(lines(window, width: 18, height: 5) == ["Buzz      Punk", "4.5%      5.6%", "", "Pony", "3.8%"])
  }
}
