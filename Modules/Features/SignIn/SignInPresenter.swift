import FeatureKit
import ReactiveCore
import TerminalUI

/// Owns the sign-in view model (as its delegate): stores the session, then reports it as the
/// feature's output.
public final class SignInPresenter: FeaturePresenter<SignInFeature.Output>, PresenterProtocol,
  SignInViewModelDelegate
{
  /// The API.
  public let signInProvider: any SignInProviderProtocol
  /// Holds the session once signed in.
  public let sessionStore: SessionStore
  /// A line under the form (the demo shows its demo account there).
  public let hint: String
  /// Said in the error line until the first attempt: why the last session ended.
  public let notice: String?
  /// Successes, from the view model's thread to the output on the main actor.
  private let (signedIn, signedInInput) = Signal<Session, Never>.pipe()
  /// The feature's view model.
  public private(set) lazy var viewModel = SignInViewModel(delegate: self)

  /// Creates a presenter; `output` gets `.signedIn` on the main actor after each success.
  @MainActor
  public init(
    provider: any SignInProviderProtocol, scheduler: DateScheduler, sessionStore: SessionStore, hint: String = "",
    notice: String? = nil, output: @escaping @MainActor (SignInFeature.Output) -> Void = { _ in }
  ) {
    self.notice = notice
    signInProvider = provider
    self.sessionStore = sessionStore
    self.hint = hint
    super.init(scheduler: scheduler, output: output)
    report(signedIn, as: SignInFeature.Output.signedIn)
  }

  /// Stores the session, then reports it.
  public func signInDidSucceed(with session: Session) {
    sessionStore.save(session)
    signedInInput.send(value: session)
  }

  /// Makes the sign-in screen.
  @MainActor
  public func makeViewController() -> ViewController {
    SignInViewController(viewModel: viewModel, presenter: self)
  }
}
