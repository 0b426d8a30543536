import ReactiveCore

/// What every feature's presenter has, written once: the scheduler its view model delivers
/// results on, and where the feature's outputs go.
///
/// A feature's presenter subclasses it and adds only its own decisions: its providers, which
/// row choice becomes which output, which screen it makes. It stays the seeds' presenter: it
/// conforms to `PresenterProtocol` and is its view model's delegate.
///
/// ```swift
/// public final class PostsPresenter: FeaturePresenter<PostsFeature.Output>, PresenterProtocol,
///   PostsViewModelDelegate
/// {
///   public let postProvider: any PostProviderProtocol
///   public private(set) lazy var viewModel = PostsViewModel(delegate: self)
///   …
///   func didChoosePost(at index: Int) { report(row: index, of: viewModel.state.value.items, as: .chosePost) }
/// }
/// ```
open class FeaturePresenter<Output> {
  /// Where results are delivered and timers run (the UI scheduler; a `TestScheduler` in tests).
  public let scheduler: DateScheduler
  private let output: @MainActor (Output) -> Void

  /// A presenter whose view model delivers on `scheduler` and whose outputs go to `output`.
  public init(scheduler: DateScheduler, output: @escaping @MainActor (Output) -> Void = { _ in }) {
    self.scheduler = scheduler
    self.output = output
  }

  /// Reports `output` to the app (whether or not the app wired anything to it).
  @MainActor
  public func report(_ output: Output) {
    self.output(output)
  }

  /// Reports each value `results` sends as `output(value)`, on the main actor, from whatever
  /// thread sends it: how a view model's result becomes the feature's output (a form's
  /// `Action`, `report(viewModel.publish.values, as: Output.published)`). Nothing is reported
  /// once the presenter is gone. Called on the main actor (in a `@MainActor` init, say).
  @MainActor
  public func report<Value>(_ results: Signal<Value, Never>, as output: @escaping (Value) -> Output) {
    results.observeOnMainActor { [weak self] value in self?.report(output(value)) }
  }

  /// Reports the item at `index` of `items` as `output(item)`; nothing when there is no such
  /// row (Enter on an empty or still-loading list).
  @MainActor
  public func report<Item>(row index: Int, of items: [Item], as output: (Item) -> Output) {
    guard items.indices.contains(index) else { return }
    report(output(items[index]))
  }
}
