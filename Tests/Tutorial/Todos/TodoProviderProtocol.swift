import FeatureKit
import ReactiveCore

/// The data the to-dos screen needs.
public protocol TodoProviderProtocol: AnyObject, Sendable {
  /// One page of the user's to-dos, ten a page.
  func fetchTodos(userID: Int, page: Int) -> SignalProducer<ListPage<Todo>, FeatureError>
  /// Saves a changed to-do; the server's copy comes back.
  func save(_ todo: Todo) -> SignalProducer<Todo, FeatureError>
  /// The to-dos the server added, changed or removed as other screens asked it, so the list
  /// shows them without a refresh.
  var changes: Signal<ServerChange<Todo>, Never> { get }
}
