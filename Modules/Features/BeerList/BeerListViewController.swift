import FeatureKit
import BeerCatalog
import Foundation
import ReactiveCore
import TerminalUI
import Bindings

/// The beer list screen: a search field over a table of beers (name, ABV), a spinner with the
/// loading progress, and the status line. Enter opens the chosen beer; `r` retries a failed load
/// (the search field is disabled then, so the key reaches the screen). The selection follows the
/// cursor of the beer last opened, so after paging in the detail the list shows where the user
/// got to.
public final class BeerListViewController: ViewController {
  private let viewModel: BeerListViewModel
  private let presenter: BeerListPresenter
  private let search = TextField(placeholder: "type to filter by name")
  private let table = TableView(placeholder: "")
  private let spinner: Spinner
  /// Follows the cursor of the beer last opened.
  private let followedCursor = SerialDisposable()

  init(viewModel: BeerListViewModel, presenter: BeerListPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    spinner = Spinner(title: "Loading beers…", scheduler: presenter.scheduler)
    super.init(
      title: BeerListFeature.info.title,
      keyHints: [.init("Tab", "search/list"), .init("Enter", "open"), .init("Esc", "back"), .init("^C", "quit")])
  }

  override public func loadView() -> View {
    StackView(
      .vertical, spacing: 1,
      [
        StackView(.horizontal, spacing: 1, [Label("Search", lineBreak: .truncate), search]), table, spinner,
      ])
  }

  override public func viewDidLoad() {
    let viewModel = self.viewModel
    search.reactive.continuousTextValues.observeValues { viewModel.search($0) }
    viewModel.filteredBeers.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = beer.name
      cell.accessoryText = "\(beer.abv.formatted1)%"
    }
    table.reactive.activatedRow.observeOnMainActor { [weak self] path in self?.open(row: path.item) }
    // A new search puts the selection on the first match (observed after the table's binding,
    // so the table already shows the new matches).
    viewModel.state.map(\.appliedQuery).skipRepeats().signal.observeValues { [table] _ in
      table.selectRow(at: IndexPath(item: 0, section: 0))
    }
    let state = viewModel.state
    spinner.reactive.isAnimating <~ state.map { $0.status == .loading }.skipRepeats()
    spinner.reactive.title <~ state.map { $0.loadingText ?? "" }.skipRepeats()
    table.reactive.placeholder <~ state.map { $0.noMatchText ?? "" }.skipRepeats()
    reactive.status <~ state.map(\.statusText).skipRepeats()
    search.reactive.isEnabled <~ state.map { !$0.isFailed }.skipRepeats()
    reactive.statusIsError <~ state.map(\.isFailed).skipRepeats()
  }

  deinit { followedCursor.dispose() }

  private func open(row: Int) {
    let cursor = presenter.didChooseBeer(at: row)
    followedCursor.inner = cursor.index.signal.observeOnMainActor { [table] index in
      table.selectRow(at: IndexPath(item: index, section: 0))
    }
  }

  override public func handle(_ key: Key) -> Bool {
    guard key == .character("r"), viewModel.state.value.isFailed else { return false }
    viewModel.retry()
    return true
  }
}

extension Double {
  /// With one decimal ("4.5", "12.0").
  var formatted1: String {
    let tenths = (self * 10).rounded()
    return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
  }
}
