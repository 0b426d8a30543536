import FeatureKit
import FeatureKitTesting
import ReactiveCore
import Testing
import Todos

@Suite("To-dos view model, in virtual time")
struct TodosViewModelTests {
  let scheduler = TestScheduler()

  /// A view model over a fake provider, with its first page fetched and answered.
  func loadedFirstPage() -> (FakeTodoProvider, TodosViewModel) {
    let provider = FakeTodoProvider(scheduler: scheduler)
    let viewModel = TodosPresenter(provider: provider, user: TestAccount.user, scheduler: scheduler).viewModel
    viewModel.send(.fetch)
    scheduler.advance(by: 1)
    return (provider, viewModel)
  }

  @Test("the first page of ten loads for the signed-in user; near the end the second follows")
  func paging() {
    let (provider, viewModel) = loadedFirstPage()
    #expect(viewModel.state.value.items.map(\.id) == Array(1...10))
    #expect(viewModel.status.value.statusText == "10 of 20 to-dos")
    viewModel.send(.reached(row: 9))
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "All 20 to-dos")
    #expect(provider.pages.inputs == [1, 2])
  }

  @Test("a tick shows at once and is saved; a refused one is put back and said")
  func tick() {
    let (provider, viewModel) = loadedFirstPage()
    viewModel.toggle(at: 2)
    #expect(viewModel.state.value.items[2].completed, "shown before the server answers")
    scheduler.advance(by: 1)
    #expect(provider.saves.inputs.map(\.id) == [3])
    #expect(viewModel.state.value.items[2].completed)

    provider.saves.failure = FeatureError(message: "The server is busy.")
    viewModel.toggle(at: 2)
    #expect(!viewModel.state.value.items[2].completed)
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.items[2].completed, "put back as the server last confirmed it")
    #expect(viewModel.status.value.statusText.contains("Couldn't save the to-do: The server is busy."))
  }

  @Test("to-dos changed elsewhere show as the server saved them; another user's new to-do does not join")
  func changesMadeElsewhere() {
    let (provider, viewModel) = loadedFirstPage()
    viewModel.send(.reached(row: 9))
    scheduler.advance(by: 1)  // all twenty: a complete list, which new to-dos may join
    let changes = provider.changesMadeElsewhere.input
    changes.send(value: .updated(Todo(id: 3, userId: 1, title: "To-do 3", completed: true)))
    changes.send(value: .removed(4))
    changes.send(value: .added(Todo(id: 201, userId: 2, title: "Someone else's", completed: false)))
    changes.send(value: .added(Todo(id: 202, userId: 1, title: "Mine, from another screen", completed: false)))
    scheduler.advance()
    #expect(viewModel.state.value.items[2].completed)
    #expect(!viewModel.state.value.items.map(\.id).contains(4))
    #expect(viewModel.state.value.items.last?.title == "Mine, from another screen")
    #expect(viewModel.status.value.statusText == "All 20 to-dos")
  }
}
