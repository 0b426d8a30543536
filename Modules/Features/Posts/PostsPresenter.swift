import FeatureKit
import ReactiveCore
import TerminalUI

/// Where the posts screen sends the user on: nowhere yet but back, which the app handles.
public protocol PostsRouting: Routing {}

/// Owns the posts view model (as its delegate) and makes the posts screen.
public final class PostsPresenter: PresenterProtocol, PostsViewModelDelegate {
  /// Pages of posts.
  public let postProvider: any PostProviderProtocol
  /// Where results are delivered.
  public let scheduler: DateScheduler
  /// The feature's view model.
  public private(set) lazy var viewModel = PostsViewModel(delegate: self)

  /// Creates a presenter over `provider`, delivering on `scheduler`.
  public init(provider: any PostProviderProtocol, scheduler: DateScheduler) {
    postProvider = provider
    self.scheduler = scheduler
  }

  /// Makes the posts screen.
  public func makeViewController() -> ViewController {
    PostsViewController(viewModel: viewModel, presenter: self)
  }
}

/// The posts feature for the composition root: needs a `PostProviderProtocol` and the UI
/// `DateScheduler`.
public enum PostsFeature {
  /// The descriptor.
  public static var feature: Feature<ViewController> {
    Feature(
      id: "posts", title: "Posts", requirements: [.of((any PostProviderProtocol).self), .of((any DateScheduler).self)]
    ) { dependencies in
      let presenter = PostsPresenter(
        provider: try dependencies.resolve((any PostProviderProtocol).self),
        scheduler: try dependencies.resolve((any DateScheduler).self))
      return presenter.makeViewController()
    }
  }
}
