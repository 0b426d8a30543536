import FeatureKit
import ReactiveCore
import TerminalUI
import Bindings

/// The posts screen: a table of posts (title and author on the first line, the body's first
/// line under it), a spinner while a page loads, and the status line. `r` refreshes, or retries
/// after a failure; moving near the end loads the next page; Enter reports the post as chosen.
public final class PostsViewController: ViewController {
  private let viewModel: PostsViewModel
  private let presenter: PostsPresenter
  private let table = TableView(rowHeight: 2, placeholder: "No posts yet")
  private let spinner: Spinner

  init(viewModel: PostsViewModel, presenter: PostsPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    spinner = Spinner(title: "Loading…", scheduler: presenter.scheduler)
    super.init(
      title: PostsFeature.info.title,
      keyHints: [
        .init("↑↓", "move"), .init("Enter", "open"), .init("r", "refresh"), .init("Esc", "back"), .init("q", "quit"),
      ])
  }

  override public func loadView() -> View {
    StackView(.vertical, [table, spinner])
  }

  override public func viewDidLoad() {
    let state = viewModel.state
    state.map(\.posts).skipRepeats().bind(to: table, cellType: TableViewCell.self) { cell, post in
      cell.text = post.title
      cell.accessoryText = post.author
      cell.detailText = post.firstLineOfBody
    }
    spinner.reactive.isAnimating <~ state.map(\.isLoading).skipRepeats()
    spinner.reactive.title <~ state.map { $0.loadingText ?? "" }.skipRepeats()
    table.reactive.placeholder <~ state.map { $0.isLoading ? "" : "No posts yet" }.skipRepeats()
    reactive.status <~ state.map(\.statusText).skipRepeats()
    table.reactive.selectedRow.observeValues { [viewModel] path in viewModel.execute(action: .selectRow(path.item)) }
    reactive.statusIsError <~ state.map(\.isFailed).skipRepeats()
    table.reactive.activatedRow.observeValues { [presenter] path in presenter.didChoosePost(at: path.item) }
  }

  override public func viewWillAppear() {
    if viewModel.state.value.status == .initial { viewModel.execute(action: .fetch) }
  }

  override public func handle(_ key: Key) -> Bool {
    guard key == .character("r") else { return false }
    if viewModel.state.value.isFailed, !viewModel.state.value.posts.isEmpty {
      viewModel.execute(action: .fetch)
    } else {
      viewModel.execute(action: .refresh)
    }
    return true
  }
}
