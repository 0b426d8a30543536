import FeatureKit
import FeatureUI
import ReactiveCore
import TerminalUI

/// The sign-in screen: user name and (masked) password fields, a Sign in button bound to the
/// attempt, a spinner while it runs, and the reason of a failure in red.
public final class SignInViewController: FormScreenController {
  private let viewModel: SignInViewModel
  /// Kept: the screen owns its presenter, which the view model tells about a success.
  private let presenter: SignInPresenter
  private let username = TextField(placeholder: "user name")
  private let password = TextField(placeholder: "password", secure: true)

  init(viewModel: SignInViewModel, presenter: SignInPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: SignInFeature.info.title, rows: [Row("User name", username), Row("Password", password)],
      submitTitle: "Sign in", submittingText: "Signing in…", note: presenter.hint, scheduler: presenter.scheduler,
      keyHints: [.init("Tab", "next field"), .init("Enter", "sign in"), .init("^C", "quit")])
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let viewModel = self.viewModel
    username.reactive.continuousTextValues.observeValues { viewModel.setUsername($0) }
    password.reactive.continuousTextValues.observeValues { viewModel.setPassword($0) }
    bindSubmit(to: viewModel.signIn)
    bindFailure(viewModel.state.map(\.errorMessage))
    // A failed attempt clears the password; the field follows (typing is never overwritten).
    password.reactive.makeUIBindingTarget { field, cleared in if cleared, !field.text.isEmpty { field.text = "" } }
      <~ viewModel.state.map(\.password.value.isEmpty).skipRepeats()
  }
}
