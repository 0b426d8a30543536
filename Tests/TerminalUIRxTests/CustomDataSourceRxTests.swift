import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

/// A table data source written as RxCocoa users write their own: an `NSObject` subclass adopting
/// UIKit's data source and RxCocoa's `RxTableViewDataSourceType`, keeping what each event brings.
final class NamesDataSource: NSObject, TableViewDataSource, RxTableViewDataSourceType {
  typealias Element = [String]
  private(set) var names: [String] = []
  private(set) var events: [Event<[String]>] = []

  func tableView(_ tableView: TableView, observedEvent: Event<[String]>) {
    events.append(observedEvent)
    if case let .next(names) = observedEvent {
      self.names = names
      tableView.reloadData()
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.text = names[indexPath.row]
    return cell
  }
}

/// The same for a collection view, adopting `RxCollectionViewDataSourceType`.
final class TitlesDataSource: NSObject, CollectionViewDataSource, RxCollectionViewDataSourceType {
  private(set) var titles: [String] = []

  func collectionView(_ collectionView: CollectionView, observedEvent: Event<[String]>) {
    if case let .next(titles) = observedEvent {
      self.titles = titles
      collectionView.reloadData()
    }
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Title", for: indexPath)
    cell.text = titles[indexPath.item]
    return cell
  }
}

/// RxCocoa's `items(dataSource:)` with a data source of the user's own class (not one of
/// RxDataSources'): installed, fed, kept alive by the binding, taken off on dispose.
@MainActor
@Suite struct CustomDataSourceRxTests {
  func rows(of window: Window) -> [String] {
    window.draw(size: Size(width: 20, height: 4)).plainLines
      .map { $0.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Lets work the binding queued on the main queue run (disposal hops there).
  func settle(until done: () -> Bool) async {
    for _ in 0..<1_000 where !done() { await Task.yield() }
  }

  @Test func anNSObjectDataSourceBecomesTheTablesAndGetsEveryElement() {
    let (table, window) = makeTableInWindow()
    let dataSource = NamesDataSource()
    let names = BehaviorRelay(value: ["Ada", "Grace"])
    let bag = DisposeBag()
    names.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    #expect(table.dataSource === dataSource)
    #expect(rows(of: window) == ["Ada", "Grace"])
    names.accept(["Linus"])
    #expect(rows(of: window) == ["Linus"])
    #expect(dataSource.events.map(\.element) == [["Ada", "Grace"], ["Linus"]])
  }

  @Test func theBindingKeepsTheDataSourceAliveUntilDisposedThenTakesItOff() async {
    let (table, window) = makeTableInWindow()
    weak var released: NamesDataSource?
    let bag = ReactiveCoreRx.CompositeDisposable()
    do {
      let dataSource = NamesDataSource()
      released = dataSource
      _ = bag.insert(Observable.just(["kept"]).bind(to: table.rx.items(dataSource: dataSource)))
    }
    #expect(released != nil, "the table holds its data source weakly; the binding keeps it")
    #expect(rows(of: window) == ["kept"])
    bag.dispose()
    await settle { table.dataSource == nil && released == nil }
    #expect(table.dataSource == nil)
    #expect(released == nil)
    #expect(rows(of: window).isEmpty)
  }

  @Test func aCompletedSourceLeavesTheLastElementShownAndOnlyElementsArrive() {
    let (table, window) = makeTableInWindow()
    let dataSource = NamesDataSource()
    let bag = DisposeBag()
    Observable.of(["a"], ["b", "c"]).bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
    #expect(rows(of: window) == ["b", "c"])
    #expect(dataSource.events.count == 2, "RxCocoa forwards elements only: no completed event")
    #expect(table.dataSource === dataSource)
  }

  @Test func disposingOneBindingLeavesAnotherDataSourceInstalledLaterInPlace() async {
    let (table, window) = makeTableInWindow()
    let first = NamesDataSource()
    let second = NamesDataSource()
    let firstBinding = Observable.just(["one"]).bind(to: table.rx.items(dataSource: first))
    let bag = DisposeBag()
    Observable.just(["two"]).bind(to: table.rx.items(dataSource: second)).disposed(by: bag)
    firstBinding.dispose()
    await settle { false }
    #expect(table.dataSource === second)
    #expect(rows(of: window) == ["two"])
  }

  @Test func aCollectionViewTakesADataSourceOfYourOwnClass() async {
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout(itemSize: Size(width: 6, height: 1)))
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Title")
    let window = Window()
    window.contentView = grid
    let dataSource = TitlesDataSource()
    let titles = BehaviorRelay(value: ["sea", "hill"])
    let binding = titles.bind(to: grid.rx.items(dataSource: dataSource))
    #expect(grid.dataSource === dataSource)
    #expect(rows(of: window).flatMap { $0.split(separator: " ") } == ["sea", "hill"])
    titles.accept(["lake"])
    #expect(rows(of: window) == ["lake"])
    binding.dispose()
    await settle { grid.dataSource == nil }
    #expect(grid.dataSource == nil)
  }
}
