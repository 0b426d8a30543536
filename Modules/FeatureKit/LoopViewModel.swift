import ReactiveCore

/// What every feature's view model has, written once: its state machine (a `Loop` of a plain
/// `State`, a pure reducer and feedbacks), its state, and a way to send it events.
///
/// A feature's view model subclasses it with its own `State`, `Event`, reducer and feedbacks,
/// and adds what its screen binds to; it stays the seeds' view model, made from its delegate
/// (`ViewModelProtocol`):
///
/// ```swift
/// public final class PostsViewModel: LoopViewModel<PagedList<Post>, PagedList<Post>.Event>, ViewModelProtocol {
///   public init(delegate: any PostsViewModelDelegate) {
///     super.init(initial: PagedList(), reduce: PagedList.reduce, feedbacks: [ … ])
///   }
/// }
/// ```
open class LoopViewModel<State, Event> {
  private let loop: Loop<State, Event>
  /// The state: readable anywhere, observable.
  public let state: Property<State>

  /// Starts the state machine at `initial`.
  public init(
    initial: State, reduce: @escaping (inout State, Event) -> Void, feedbacks: [Feedback<State, Event>]
  ) {
    loop = Loop(initial: initial, reduce: reduce, feedbacks: feedbacks)
    state = loop.state
  }

  /// Sends `event`: reduced after any event already queued.
  public func send(_ event: Event) {
    loop.send(event)
  }

  /// Keeps this view model alive while `isBusy` holds for its state (a write in flight), so the
  /// user's change is finished or put back even after the screen closed (`Loop.keepsAlive`).
  public func keepsAlive(while isBusy: @escaping (State) -> Bool) {
    loop.keepsAlive(self, while: isBusy)
  }
}
