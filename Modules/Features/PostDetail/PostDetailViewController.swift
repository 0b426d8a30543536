import Bindings
import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The post detail screen, a FeatureKit list screen: the post's title, author and whole text
/// above its comments, each comment's subject and author on its first line and its text
/// wrapped over the three lines under it. `r` retries what failed; Enter reports the comment.
final class PostDetailViewController: ListScreenController {
  /// Lines of a comment's row: its subject, then its text.
  static let commentRowHeight = 4

  private let viewModel: PostDetailViewModel
  private let presenter: PostDetailPresenter
  private let heading = Label("", style: .bold, lineBreak: .wrap)
  private let byline = Label("", style: .dim, lineBreak: .truncate)
  private let body = Label("", lineBreak: .wrap)

  init(viewModel: PostDetailViewModel, presenter: PostDetailPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: PostDetailFeature.info.title, table: TableView(rowHeight: Self.commentRowHeight),
      header: [
        StackView(.vertical, padding: EdgeInsets(horizontal: 1, vertical: 0), [heading, byline, body])
      ],
      scheduler: presenter.scheduler,
      keyHints: [.init("↑↓", "comments"), .init("r", "retry"), .init("Esc", "back"), .init("q", "quit")])
    reload = { [viewModel] in viewModel.retry() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let post = viewModel.state.map(\.post).skipRepeats()
    heading.reactive.text <~ post.map { $0?.title ?? "" }
    byline.reactive.text <~ post.map { $0.map { $0.author.isEmpty ? "" : "by \($0.author)" } ?? "" }
    body.reactive.text <~ post.map { $0?.body ?? "" }
    viewModel.state.map(\.comments.items).skipRepeats().bind(to: table, cellType: TableViewCell.self) {
      cell, comment in
      cell.text = comment.name
      cell.accessoryText = comment.email
      cell.detailText = comment.body
      cell.detailLayout = .wrapped
    }
    bindStatus(viewModel.status)
  }

  override func didChoose(row: Int) {
    presenter.didChooseComment(at: row)
  }
}
