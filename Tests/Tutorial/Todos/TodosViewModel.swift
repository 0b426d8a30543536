import FeatureKit
import ReactiveCore

/// What the to-dos view model needs.
public protocol TodosViewModelDelegate: AnyObject {
  var todoProvider: any TodoProviderProtocol { get }
  var user: SignedInUser? { get }
  var scheduler: DateScheduler { get }
}

/// The user's to-dos, ten a page; a tick is saved at once and put back if the server refuses;
/// to-dos changed on other screens show as the server saved them.
public final class TodosViewModel: LoopViewModel<PagedList<Todo>, PagedList<Todo>.Event>, ViewModelProtocol {
  /// What the screen says: what loads or saves, the count, a failure in words.
  public private(set) lazy var status = state.map { $0.screenStatus(noun: "to-dos", singular: "to-do") }

  /// Starts with an empty list; the screen sends `.fetch` when it appears.
  public init(delegate: any TodosViewModelDelegate) {
    let provider = delegate.todoProvider
    let userID = delegate.user?.id ?? 0
    // Changes made elsewhere, less another user's new to-dos (not rows of this list).
    let changes = provider.changes.filter { change in
      guard case let .added(todo) = change else { return true }
      return todo.userId == userID
    }
    super.init(
      initial: PagedList(), reduce: PagedList.reduce,
      feedbacks: [
        PagedList.loading(pages: { provider.fetchTodos(userID: userID, page: $0) }, on: delegate.scheduler),
        PagedList.writing(update: provider.save, on: delegate.scheduler),
        PagedList.following(changes, on: delegate.scheduler),
      ])
    keepsAlive { !$0.writes.isIdle }  // the tick reaches the server even if the user left
  }

  /// Ticks the to-do at `index` off, or on again.
  public func toggle(at index: Int) {
    guard state.value.items.indices.contains(index) else { return }
    var todo = state.value.items[index]
    todo.completed.toggle()
    send(.write(.update(todo)))
  }
}
