import BeerCatalog
import Bindings
import FeatureKit
import FeatureUI
import Foundation
import ReactiveCore
import TerminalUI

/// The beer list screen, a FeatureKit list screen under a search field: each beer's name and
/// ABV, the loading progress, counts. Enter opens the chosen beer; `r` retries a failed load
/// (the search field is disabled then, so the key reaches the screen: `bindSearch`). The selection follows
/// the cursor of the beer last opened, so after paging in the detail the list shows where the
/// user got to.
final class BeerListViewController: ListScreenController {
  private let viewModel: BeerListViewModel
  private let presenter: BeerListPresenter
  /// Follows the cursor of the beer last opened.
  private let followedCursor = SerialDisposable()

  /// The widest the list is drawn: a name and its ABV stay close on a wide terminal.
  static let listWidth = 60

  init(viewModel: BeerListViewModel, presenter: BeerListPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: BeerListFeature.info.title, table: TableView(), search: ListSearch(placeholder: "type to filter by name"),
      scheduler: presenter.scheduler,
      keyHints: [.init("Tab", "search/list"), .init("Enter", "open"), .init("Esc", "back"), .init("^C", "quit")],
      maximumContentWidth: Self.listWidth, columnTitles: TableColumnTitles("Beer", accessory: "ABV"))
    reload = { [viewModel] in if viewModel.state.value.catalogue.failure != nil { viewModel.retry() } }
  }

  deinit { followedCursor.dispose() }

  override func viewDidLoad() {
    super.viewDidLoad()
    let viewModel = self.viewModel
    bindSearch { viewModel.search($0) }
    viewModel.filteredBeers.bind(to: table, cellType: TableViewCell.self) { cell, beer in
      cell.text = beer.name
      cell.accessoryText = "\(beer.abv.formatted1)%"
    }
    // A new search puts the selection on the first match (observed after the table's binding,
    // so the table already shows the new matches).
    viewModel.state.map(\.search.applied).skipRepeats().signal.observeOnMainActor { [table] _ in
      table.selectRow(at: IndexPath(item: 0, section: 0))
    }
    bindStatus(viewModel.status)
  }

  override func didChoose(row: Int) {
    let cursor = presenter.didChooseBeer(at: row)
    followedCursor.inner = cursor.index.signal.observeOnMainActor { [table] index in
      table.selectRow(at: IndexPath(item: index, section: 0))
    }
  }
}

extension Double {
  /// With one decimal ("4.5", "12.0").
  var formatted1: String {
    let tenths = (self * 10).rounded()
    return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
  }
}
