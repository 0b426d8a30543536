import Bindings
import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The posts screen, a FeatureKit list screen: each post's title and author on its first line
/// and the body's first line under it. Moving near the end loads the next page; `r` refreshes,
/// or retries after a failure; Enter reports the post as chosen.
final class PostsViewController: ListScreenController {
  private let viewModel: PostsViewModel
  private let presenter: PostsPresenter

  init(viewModel: PostsViewModel, presenter: PostsPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: PostsFeature.info.title, table: TableView(rowHeight: 2), scheduler: presenter.scheduler,
      keyHints: [
        .init("↑↓", "move"), .init("Enter", "open"), .init("r", "refresh"), .init("Esc", "back"),
        .init("q", "quit"),
      ])
    reload = { [viewModel] in viewModel.reload() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.state.map(\.items).skipRepeats().bind(to: table, cellType: TableViewCell.self) { cell, post in
      cell.text = post.title
      cell.accessoryText = post.author
      cell.detailText = post.firstLineOfBody
    }
    bindStatus(viewModel.status)
    table.reactive.selectedRow.observeOnMainActor { [viewModel] path in viewModel.send(.reached(row: path.item)) }
  }

  override func viewWillAppear() {
    if viewModel.state.value.status == .initial { viewModel.send(.fetch) }
  }

  override func didChoose(row: Int) {
    presenter.didChoosePost(at: row)
  }
}
