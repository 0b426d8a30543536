import Bindings
import FeatureKit
import FeatureUI
import Foundation
import ReactiveCore
import TerminalUI

/// The post detail screen, a FeatureUI list screen: the post's title, author and whole text
/// above its comments, each comment's subject and author on its first line and its text
/// wrapped over the three lines under it, and a field under them for the reader's comment
/// (Tab reaches it, Enter sends it). Delete on a comment the reader wrote deletes it; `r`
/// retries what failed; Enter on a comment reports it.
final class PostDetailViewController: ListScreenController {
  /// Lines of a comment's row: its subject, then its text.
  static let commentRowHeight = 4

  private let viewModel: PostDetailViewModel
  private let presenter: PostDetailPresenter
  private let heading = Label("", style: .bold, lineBreak: .wrap)
  private let byline = Label("", style: .dim, lineBreak: .truncate)
  private let body = Label("", lineBreak: .wrap)
  private let newComment = TextField(placeholder: "Write a comment, Enter sends it")

  init(viewModel: PostDetailViewModel, presenter: PostDetailPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: PostDetailFeature.info.title, table: TableView(rowHeight: Self.commentRowHeight),
      header: [
        StackView(.vertical, padding: EdgeInsets(horizontal: 1, vertical: 0), [heading, byline, body])
      ],
      footer: [newComment],
      scheduler: presenter.scheduler,
      keyHints: [
        .init("↑↓", "comments"), .init("Tab", "write"), .init("Del", "delete yours"), .init("a", "author"),
        .init("r", "retry"), .init("Esc", "back"),
      ])
    reload = { [viewModel] in viewModel.retry() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let post = viewModel.state.map(\.post.value).skipRepeats()
    heading.reactive.text <~ post.map { $0?.title ?? "" }
    byline.reactive.text <~ post.map { $0.map { $0.author.isEmpty ? "" : "by \($0.author)" } ?? "" }
    body.reactive.text <~ post.map { $0?.body ?? "" }
    bindRows(viewModel.state.map(\.comments.rows)) { cell, comment in
      cell.text = comment.name
      cell.accessoryText = comment.email
      cell.detailText = comment.body
      cell.detailLayout = .wrapped
    }
    bindStatus(viewModel.status)
    newComment.enterPresses.observeOnMainActor { [weak self] text in self?.send(text) }
  }

  /// Sends the comment typed, clears the field and shows the comment, selected, at the end.
  private func send(_ text: String) {
    guard !text.trimmingSpaces.isEmpty else { return }
    viewModel.addComment(text)
    newComment.text = ""
    let count = viewModel.state.value.comments.items.count
    if count > 0 { table.selectRow(at: IndexPath(item: count - 1, section: 0)) }
  }

  override func didChoose(row: Int) {
    presenter.didChooseComment(at: row)
  }

  override func handle(_ key: Key) -> Bool {
    guard key == .character("a") else { return super.handle(key) }
    presenter.didChooseAuthor()
    return true
  }

  override func didDelete(row: Int) {
    viewModel.deleteComment(at: row)
  }
}
