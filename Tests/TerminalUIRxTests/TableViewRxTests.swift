import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

struct Brew: Equatable {
  let name: String
  let abv: Double
}

/// A cell as the Rx article declares one.
final class BrewCell: TableViewCell {}

@MainActor
@Suite struct TableViewRxTests {
  func shownTexts(_ table: TableView) -> [String] {
    table.cellsOnScreen.sorted { $0.key < $1.key }.map { $0.value.text }
  }

  @Test func itemsWithACellIdentifierShowOneConfiguredRowPerElementAndReloadOnChange() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let brews = BehaviorRelay(value: [Brew(name: "Buzz", abv: 4.5), Brew(name: "Trashy Blonde", abv: 4.1)])
    let bag = DisposeBag()
    var rows: [Int] = []
    brews.asObservable()
      .bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self)) { row, brew, cell in
        rows.append(row)
        cell.text = brew.name
        cell.accessoryText = "\(brew.abv)%"
      }
      .disposed(by: bag)
    _ = frame(of: window)
    #expect(table.totalNumberOfRows == 2)
    #expect(shownTexts(table) == ["Buzz", "Trashy Blonde"])
    brews.accept([Brew(name: "Punk IPA", abv: 5.6)])
    _ = frame(of: window)
    #expect(table.totalNumberOfRows == 1)
    #expect(shownTexts(table) == ["Punk IPA"])
    #expect(rows.contains(1))
  }

  @Test func itemsWithACellFactoryLetsEachRowChooseItsCell() {
    let table = TableView()
    table.register(BrewCell.self, forReuseIdentifier: "Brew")
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    Observable.just(["a", "b"])
      .bind(to: table.rx.items) { table, row, element in
        let cell = table.dequeueReusableCell(withIdentifier: "Brew", for: IndexPath(item: row, section: 0)) as! BrewCell
        cell.text = "\(row): \(element)"
        return cell
      }
      .disposed(by: bag)
    _ = frame(of: window)
    #expect(shownTexts(table) == ["0: a", "1: b"])
  }

  @Test func itemSelectedAndModelSelectedReportTheChosenRow() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    Observable.just([Brew(name: "Buzz", abv: 4.5), Brew(name: "Punk IPA", abv: 5.6)])
      .bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self)) { _, brew, cell in
        cell.text = brew.name
      }
      .disposed(by: bag)
    var paths: [IndexPath] = []
    var chosen: [String] = []
    table.rx.itemSelected.subscribe(onNext: { paths.append($0) }).disposed(by: bag)
    table.rx.modelSelected(Brew.self).subscribe(onNext: { chosen.append($0.name) }).disposed(by: bag)
    _ = frame(of: window)
    window.dispatch(.down)
    window.dispatch(.enter)
    #expect(paths == [IndexPath(item: 1, section: 0)])
    #expect(chosen == ["Punk IPA"])
  }

  @Test func willDisplayCellSendsEachRowAsItComesOnScreenWithItsConfiguredCell() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    Observable.just((1...20).map { Brew(name: "Brew \($0)", abv: 5) })
      .bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self)) { _, brew, cell in
        cell.text = brew.name
      }
      .disposed(by: bag)
    var shown: [String] = []
    table.rx.willDisplayCell
      .subscribe(onNext: { cell, indexPath in shown.append("\(indexPath.row) \(cell.text)") })
      .disposed(by: bag)
    _ = frame(of: window)  // six lines
    #expect(shown == (0..<6).map { "\($0) Brew \($0 + 1)" })
    window.dispatch(.end)
    _ = frame(of: window)
    #expect(shown.suffix(6) == (14..<20).map { "\($0) Brew \($0 + 1)" })
  }

  @Test func itemDeletedAndModelDeletedReportTheRowAndTheDataRemovesIt() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    let brews = BehaviorRelay(value: [Brew(name: "Buzz", abv: 4.5), Brew(name: "Punk IPA", abv: 5.6)])
    brews.bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self)) { _, brew, cell in
      cell.text = brew.name
    }
    .disposed(by: bag)
    var deletedNames: [String] = []
    table.rx.modelDeleted(Brew.self).subscribe(onNext: { deletedNames.append($0.name) }).disposed(by: bag)
    table.rx.itemDeleted
      .subscribe(onNext: { indexPath in
        var remaining = brews.value
        remaining.remove(at: indexPath.row)
        brews.accept(remaining)
      })
      .disposed(by: bag)
    _ = frame(of: window)
    window.dispatch(.down)
    window.dispatch(.delete)
    _ = frame(of: window)
    #expect(deletedNames == ["Punk IPA"])  // read before the data changed
    #expect(shownTexts(table) == ["Buzz"])
  }

  @Test func itemMovedReportsSourceAndDestinationInEditingMode() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    let names = BehaviorRelay(value: ["Buzz", "Punk IPA", "Dead Pony"])
    names.bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self)) { _, name, cell in
      cell.text = name
    }
    .disposed(by: bag)
    var events: [String] = []
    table.rx.itemMoved
      .subscribe(onNext: { event in
        events.append("\(event.sourceIndex.row)→\(event.destinationIndex.row)")
        var moved = names.value
        moved.insert(moved.remove(at: event.sourceIndex.row), at: event.destinationIndex.row)
        names.accept(moved)
      })
      .disposed(by: bag)
    _ = frame(of: window)
    table.isEditing = true
    window.dispatch(.character("J"))
    window.dispatch(.character("J"))
    _ = frame(of: window)
    #expect(events == ["0→1", "1→2"])
    #expect(shownTexts(table) == ["Punk IPA", "Dead Pony", "Buzz"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func disposingTheBindingEmptiesTheTable() {
    let table = TableView()
    let bag: DisposeBag? = DisposeBag()
    var subscription: ReactiveCoreRx.Disposable? = Observable.just(["x"])
      .bind(to: table.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) { _, text, cell in
        cell.text = text
      }
    #expect(table.totalNumberOfRows == 1)
    subscription?.dispose()
    subscription = nil
    #expect(table.totalNumberOfRows == 0)
    _ = bag
  }

  func frame(of window: Window) -> String {
    window.draw(size: Size(width: 30, height: 6)).plainLines.joined(separator: "\n")
  }
}
