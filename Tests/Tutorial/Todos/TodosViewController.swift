import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The list of to-dos: Space ticks one off, Enter reports it.
final class TodosViewController: ListScreenController {
  private let viewModel: TodosViewModel
  private let presenter: TodosPresenter

  init(viewModel: TodosViewModel, presenter: TodosPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: TodosFeature.info.title, table: TableView(), scheduler: presenter.scheduler,
      keyHints: [.init("↑↓", "move"), .init("Space", "tick"), .init("r", "refresh"), .init("Esc", "back")])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindRows(viewModel.state.map(\.rows)) { cell, todo in cell.text = (todo.completed ? "[x] " : "[ ] ") + todo.title }
    bindStatus(viewModel.status)
    bindPaging(of: viewModel.state) { [viewModel] in viewModel.send($0) }
  }

  override func handle(_ key: Key) -> Bool {
    guard key == .character(" "), let row = selectedRow else { return super.handle(key) }
    viewModel.toggle(at: row)
    return true
  }

  override func didChoose(row: Int) { presenter.didChooseTodo(at: row) }
}
