import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

/// RxDataSources' sectioned data sources, written as its README writes them.
@MainActor
@Suite struct RxDataSourcesTests {
  func frame(of window: Window) -> String {
    window.draw(size: Size(width: 30, height: 10)).plainLines.joined(separator: "\n")
  }

  func shownTexts(_ table: TableView) -> [String] {
    table.cellsOnScreen.sorted { $0.key < $1.key }.map { $0.value.text }
  }

  @Test func aReloadDataSourceShowsSectionsWithTheirHeaderTitles() throws {
    let (table, window) = makeTableInWindow()
    let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
      configureCell: { _, table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = item
        return cell
      },
      titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model })
    let bag = DisposeBag()
    Observable.just([
      SectionModel(model: "Ales", items: ["Punk IPA", "Dead Pony"]),
      SectionModel(model: "Stouts", items: ["Jet Black Heart"]),
    ])
    .bind(to: table.rx.items(dataSource: dataSource))
    .disposed(by: bag)
    let shown = frame(of: window)
    #expect(shown.contains("Ales"))
    #expect(shown.contains("Stouts"))
    #expect(shownTexts(table) == ["Punk IPA", "Dead Pony", "Jet Black Heart"])
    #expect(dataSource[IndexPath(item: 0, section: 1)] == "Jet Black Heart")
    #expect(try dataSource.model(at: IndexPath(item: 1, section: 0)) as? String == "Dead Pony")
    #expect(throws: DataSourceError.self) { try dataSource.model(at: IndexPath(item: 5, section: 0)) }
  }

  @Test func aReloadDataSourceConfiguresEveryRowAgainForEachNewArray() {
    let (table, window) = makeTableInWindow()
    var configured: [String] = []
    let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
      configureCell: { _, table, indexPath, item in
        configured.append(item)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = item
        return cell
      })
    let sections = BehaviorRelay(value: [SectionModel(model: "", items: ["a", "b"])])
    let bag = DisposeBag()
    sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    _ = frame(of: window)
    configured = []
    sections.accept([SectionModel(model: "", items: ["z", "a", "b"])])
    _ = frame(of: window)
    #expect(configured == ["z", "a", "b"])
  }

  @Test func anAnimatedDataSourceAppliesTheDifferenceAndKeepsTheRowsThatStay() {
    let (table, window) = makeTableInWindow()
    var configured: [Int] = []
    let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
      animationConfiguration: AnimationConfiguration(insertAnimation: .fade),
      configureCell: { _, table, indexPath, item in
        configured.append(item)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = "\(item)"
        return cell
      },
      titleForHeaderInSection: { dataSource, index in dataSource[index].model })
    let sections = BehaviorRelay(value: [
      AnimatableSectionModel(model: "odd", items: [1, 3]), AnimatableSectionModel(model: "even", items: [2]),
    ])
    let bag = DisposeBag()
    sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    _ = frame(of: window)
    table.selectRow(at: IndexPath(item: 1, section: 0))  // 3
    configured = []
    // 5 is new; 3 moves to the other section's end; 1 and 2 stay.
    sections.accept([
      AnimatableSectionModel(model: "odd", items: [5, 1]), AnimatableSectionModel(model: "even", items: [2, 3]),
    ])
    _ = frame(of: window)
    #expect(shownTexts(table) == ["5", "1", "2", "3"])
    #expect(configured == [5])  // only the new row: the others kept their cells
    #expect(table.selectedIndexPath == IndexPath(item: 1, section: 1))  // the selection followed 3
    #expect(dataSource.sectionModels.map(\.items) == [[5, 1], [2, 3]])
  }

  @Test func decideViewTransitionCanTurnAChangeIntoAReload() {
    let (table, window) = makeTableInWindow()
    var configured: [Int] = []
    var touched: [Int] = []
    let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
      configureCell: { _, table, indexPath, item in
        configured.append(item)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = "\(item)"
        return cell
      })
    // Reload when a change inserts more than one row; animate smaller ones.
    dataSource.decideViewTransition = { _, _, changeset in
      touched.append(changeset.itemInsertions.count)
      return changeset.itemInsertions.count > 1 ? .reload : .animated
    }
    let sections = BehaviorRelay(value: [AnimatableSectionModel(model: "", items: [1, 2])])
    let bag = DisposeBag()
    sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    _ = frame(of: window)
    configured = []
    sections.accept([AnimatableSectionModel(model: "", items: [0, 1, 2])])
    _ = frame(of: window)
    #expect(configured == [0])  // one insertion: animated, the kept rows keep their cells
    configured = []
    sections.accept([AnimatableSectionModel(model: "", items: [8, 9, 0, 1, 2])])
    _ = frame(of: window)
    #expect(configured == [8, 9, 0, 1, 2])  // two insertions: reloaded, every row configured again
    #expect(shownTexts(table) == ["8", "9", "0", "1", "2"])
    #expect(touched == [1, 2])
  }

  @Test func rowsCanBeDeletedOrMovedOnlyWhereTheClosuresSaySo() {
    let (table, window) = makeTableInWindow()
    let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
      configureCell: { _, table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = "\(item)"
        return cell
      })
    let sections = BehaviorRelay(value: [AnimatableSectionModel(model: "", items: [1, 2, 3])])
    let bag = DisposeBag()
    sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    var deleted: [IndexPath] = []
    var moved: [IndexPath] = []
    table.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
    table.rx.itemMoved.subscribe(onNext: { moved.append($0.destinationIndex) }).disposed(by: bag)
    _ = frame(of: window)
    table.isEditing = true
    window.dispatch(.delete)
    window.dispatch(.character("J"))
    #expect(deleted.isEmpty && moved.isEmpty)  // RxDataSources' defaults: no editing, no moving
    dataSource.canEditRowAtIndexPath = { dataSource, indexPath in dataSource[indexPath] != 1 }
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    window.dispatch(.delete)  // row 0 holds 1: kept
    window.dispatch(.down)
    window.dispatch(.delete)
    window.dispatch(.character("J"))
    #expect(deleted == [IndexPath(item: 1, section: 0)])
    #expect(moved == [IndexPath(item: 2, section: 0)])
  }
}
