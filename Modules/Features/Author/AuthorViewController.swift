import Bindings
import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The author screen, a FeatureUI list screen: the user's name in bold, then their e-mail and
/// company, above their albums' titles. Moving near the end loads the next page; `r` loads
/// again what failed (the user, the albums, or both), or refreshes the albums; Enter reports
/// the album.
final class AuthorViewController: ListScreenController {
  private let viewModel: AuthorViewModel
  private let presenter: AuthorPresenter
  private let name = Label("", style: .bold, lineBreak: .truncate)
  private let details = Label("", style: .dim, lineBreak: .truncate)

  init(viewModel: AuthorViewModel, presenter: AuthorPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: AuthorFeature.info.title, table: TableView(),
      header: [StackView(.vertical, [name, details])],
      scheduler: presenter.scheduler,
      keyHints: [.init("↑↓", "albums"), .init("Enter", "open"), .init("r", "retry"), .init("Esc", "back")])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let author = viewModel.state.map(\.author.value).skipRepeats()
    name.reactive.text <~ author.map { $0?.name ?? "" }
    details.reactive.text
      <~ author.map { $0.map { [$0.email, $0.company].filter { !$0.isEmpty }.joined(separator: " · ") } ?? "" }
    bindRows(viewModel.state.map(\.albums.rows)) { cell, album in cell.text = album.title }
    bindStatus(viewModel.status)
    bindPaging(of: viewModel.state.map(\.albums)) { [viewModel] in viewModel.send(.albums($0)) }
    reload = { [viewModel] in
      viewModel.send(viewModel.state.value.author.failure == nil ? .albums(.reload) : .retry)
    }
  }

  override func didChoose(row: Int) { presenter.didChooseAlbum(at: row) }
}
