import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The posts screen, a FeatureUI list screen: each post's title and author on its first line
/// and the body's first line under it. Moving near the end loads the next page; `r` refreshes,
/// or retries after a failure; Enter reports the post as chosen, `e` as the one to edit.
final class PostsViewController: ListScreenController {
  private let viewModel: PostsViewModel
  private let presenter: PostsPresenter

  init(viewModel: PostsViewModel, presenter: PostsPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: PostsFeature.info.title, table: TableView(rowHeight: 2), scheduler: presenter.scheduler,
      keyHints: [
        .init("↑↓", "move"), .init("Enter", "open"), .init("e", "edit"), .init("r", "refresh"), .init("Esc", "back"),
        .init("q", "quit"),
      ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindRows(viewModel.state.map(\.rows)) { cell, post in
      cell.text = post.title
      cell.accessoryText = post.author
      cell.detailText = post.firstLineOfBody
    }
    bindStatus(viewModel.status)
    bindPaging(of: viewModel.state) { [viewModel] in viewModel.send($0) }
  }

  override func didChoose(row: Int) {
    presenter.didChoosePost(at: row)
  }

  override func handle(_ key: Key) -> Bool {
    guard key == .character("e") else { return super.handle(key) }
    if let row = selectedRow { presenter.didAskToEditPost(at: row) }
    return true
  }
}
