import FeatureKit
import ReactiveCore
import TerminalUI

/// Makes the to-dos screen, gives its view model what it needs, and reports the chosen to-do.
public final class TodosPresenter: FeaturePresenter<TodosFeature.Output>, PresenterProtocol, TodosViewModelDelegate {
  /// Where the to-dos come from.
  public let todoProvider: any TodoProviderProtocol
  /// Who is signed in; their to-dos are shown.
  public let user: SignedInUser?
  /// The screen's view model, made on first use with this presenter as its delegate.
  public private(set) lazy var viewModel = TodosViewModel(delegate: self)

  /// A presenter reporting to `output` on the main actor.
  public init(
    provider: any TodoProviderProtocol, user: SignedInUser?, scheduler: DateScheduler,
    output: @escaping @MainActor (TodosFeature.Output) -> Void = { _ in }
  ) {
    todoProvider = provider
    self.user = user
    super.init(scheduler: scheduler, output: output)
  }

  @MainActor
  func didChooseTodo(at index: Int) {
    report(row: index, of: viewModel.state.value.items, as: TodosFeature.Output.choseTodo)
  }

  /// The to-dos screen.
  @MainActor
  public func makeViewController() -> ViewController { TodosViewController(viewModel: viewModel, presenter: self) }
}
