import FeatureKit
import Networking
import ReactiveCore

/// To-dos from a JSONPlaceholder-style API: `GET /todos?userId=` in pages, `PATCH /todos/{id}`.
public final class LiveTodoProvider: TodoProviderProtocol {
  private let client: APIClient

  /// A provider reading from and writing to `client`'s API.
  public init(client: APIClient) { self.client = client }

  /// `GET /todos?userId=…`, ten a page, with the total the server gives in `X-Total-Count`.
  public func fetchTodos(userID: Int, page: Int) -> SignalProducer<ListPage<Todo>, FeatureError> {
    client.page(Endpoint<[Todo]>.get("/todos", query: [("userId", "\(userID)")]), page: page, limit: 10)
      .map(ListPage.init).mapFeatureError()
  }

  /// `PATCH /todos/{id}` with the new `completed`; the server's copy comes back.
  public func save(_ todo: Todo) -> SignalProducer<Todo, FeatureError> {
    client.request { try Endpoint<Todo>.patch("/todos/\(todo.id)", json: ["completed": todo.completed]) }
      .mapFeatureError()
  }

  /// Every write to `/todos` the client's server accepted, whoever asked for it.
  public var changes: Signal<ServerChange<Todo>, Never> { client.changes(of: "/todos", as: Todo.self) }
}
