import FeatureKit
import FeatureKitTesting
import ReactiveCore
import Todos

/// Twenty made-up to-dos in pages of ten, and saves that echo the to-do, each answered a
/// virtual second after it is asked for; `changesMadeElsewhere` is the server's changes a test
/// sends.
final class FakeTodoProvider: TodoProviderProtocol, @unchecked Sendable {
  let pages: FakeCall<Int, ListPage<Todo>>
  let saves: FakeCall<Todo, Todo>
  let changesMadeElsewhere = Signal<ServerChange<Todo>, Never>.pipe()
  var changes: Signal<ServerChange<Todo>, Never> { changesMadeElsewhere.output }

  init(scheduler: TestScheduler) {
    pages = FakeCall(on: scheduler) { page in
      let ids = (page - 1) * 10 + 1...page * 10
      return ListPage(
        items: ids.map { Todo(id: $0, userId: 1, title: "To-do \($0)", completed: false) }, totalCount: 20,
        isLastPage: page == 2)
    }
    saves = FakeCall(on: scheduler) { $0 }
  }

  func fetchTodos(userID: Int, page: Int) -> SignalProducer<ListPage<Todo>, FeatureError> { pages(page) }
  func save(_ todo: Todo) -> SignalProducer<Todo, FeatureError> { saves(todo) }
}
