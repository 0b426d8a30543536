import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

/// A screen as an article writes one: its cells configured by a main-actor method, passed by
/// reference to `items`.
@MainActor
private final class BrewListScreen {
  let table = TableView()
  let window = Window()
  let bag = DisposeBag()
  private(set) var configured: [Int] = []

  init() {
    window.contentView = table
  }

  func configure(_ row: Int, _ brew: Brew, _ cell: BrewCell) {
    configured.append(row)
    cell.text = brew.name
  }

  func bind(_ brews: Observable<[Brew]>) {
    brews.bind(to: table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self))(configure)
      .disposed(by: bag)
  }

  func drive(_ brews: Driver<[Brew]>) {
    brews.drive(table.rx.items(cellIdentifier: "BrewCell", cellType: BrewCell.self), curriedArgument: configure)
      .disposed(by: bag)
  }
}

@MainActor
@Suite struct MainActorConfigureTests {
  @Test func aMainActorMethodConfiguresTheCellsOfABinding() {
    let screen = BrewListScreen()
    screen.bind(.just([Brew(name: "Buzz", abv: 4.5), Brew(name: "Punk IPA", abv: 5.6)]))
    _ = screen.window.draw(size: Size(width: 30, height: 6))
    #expect(screen.configured == [0, 1])
    #expect(screen.table.cellsOnScreen.sorted { $0.key < $1.key }.map(\.value.text) == ["Buzz", "Punk IPA"])
  }

  @Test func aMainActorMethodConfiguresTheCellsADriverDrives() {
    let screen = BrewListScreen()
    let scheduler = HistoricalScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      screen.drive(Driver.just([Brew(name: "Elvis Juice", abv: 6.5)]))
    }
    scheduler.start()
    _ = screen.window.draw(size: Size(width: 30, height: 6))
    #expect(screen.configured == [0])
    #expect(screen.table.cellsOnScreen.map(\.value.text) == ["Elvis Juice"])
  }
}
