import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The search screen, a FeatureUI list screen under a search field: the titles of the posts
/// found, paged as the selection nears the end, and the count. Typing searches once it pauses;
/// Enter opens the chosen post; `r` retries a failed search (the field is disabled then, so the
/// key reaches the screen).
final class PostSearchViewController: ListScreenController {
  private let viewModel: PostSearchViewModel
  private let presenter: PostSearchPresenter

  init(viewModel: PostSearchViewModel, presenter: PostSearchPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: PostSearchFeature.info.title, table: TableView(),
      search: ListSearch(label: "Title", placeholder: "type words of a title"), scheduler: presenter.scheduler,
      keyHints: [.init("Tab", "search/list"), .init("Enter", "open"), .init("Esc", "back"), .init("^C", "quit")])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let viewModel = self.viewModel
    bindSearch { viewModel.search($0) }
    bindRows(viewModel.state.map(\.results.list.rows)) { cell, post in cell.text = post.title }
    bindStatus(viewModel.status)
    bindPaging(of: viewModel.state.map(\.results.list)) { [viewModel] in viewModel.send(.results(.list($0))) }
  }

  override func didChoose(row: Int) {
    presenter.didChoosePost(at: row)
  }
}
