import FeatureKit
import ReactiveCore
import TerminalUI

/// Where the sign-in screen sends the user: on, once signed in.
public protocol SignInRouting: Routing {
  /// Signed in: show what comes next.
  func signInDidComplete(with session: Session)
}

/// Owns the sign-in view model (as its delegate): stores the session and tells the router.
public final class SignInPresenter: PresenterProtocol, SignInViewModelDelegate {
  /// The API.
  public let signInProvider: any SignInProviderProtocol
  /// Where results are delivered.
  public let scheduler: DateScheduler
  /// Holds the session once signed in.
  public let sessionStore: SessionStore
  /// A line under the form (the demo shows its demo account there).
  public let hint: String
  private weak var router: (any SignInRouting)?
  /// The feature's view model.
  public private(set) lazy var viewModel = SignInViewModel(delegate: self)

  /// Creates a presenter.
  public init(
    provider: any SignInProviderProtocol, scheduler: DateScheduler, sessionStore: SessionStore,
    router: any SignInRouting, hint: String = ""
  ) {
    signInProvider = provider
    self.scheduler = scheduler
    self.sessionStore = sessionStore
    self.router = router
    self.hint = hint
  }

  /// Stores the session, then routes on.
  public func signInDidSucceed(with session: Session) {
    sessionStore.save(session)
    router?.signInDidComplete(with: session)
  }

  /// Makes the sign-in screen.
  public func makeViewController() -> ViewController {
    SignInViewController(viewModel: viewModel, presenter: self)
  }
}
