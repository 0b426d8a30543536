import FeatureKit
import ReactiveCore
import TerminalUI

/// The sign-in screen: user name and (masked) password fields, a Sign in button bound to the
/// attempt, a spinner while it runs, and the reason of a failure in red.
public final class SignInViewController: ViewController {
  private let viewModel: SignInViewModel
  private let presenter: SignInPresenter
  private let username = TextField(placeholder: "user name")
  private let password = TextField(placeholder: "password", secure: true)
  private let submit = Button(title: "Sign in")
  private let spinner: Spinner
  private let failure = Label("", style: Style(bold: true, foreground: .red))

  /// The widest the form is drawn.
  static let formWidth = 60

  init(viewModel: SignInViewModel, presenter: SignInPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    spinner = Spinner(title: "Signing in…", scheduler: presenter.scheduler)
    super.init(
      title: SignInFeature.info.title,
      keyHints: [.init("Tab", "next field"), .init("Enter", "sign in"), .init("^C", "quit")])
  }

  override public func loadView() -> View {
    let form = StackView(
      .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0),
      [
        StackView(.horizontal, spacing: 1, [Label("User name", lineBreak: .truncate), username]),
        StackView(.horizontal, spacing: 1, [Label("Password ", lineBreak: .truncate), password]),
        StackView(.horizontal, spacing: 2, [submit, spinner]),
        failure,
        Label(presenter.hint, style: .dim),
      ])
    let box = BoxView(title: "Sign in", content: form)
    // A form, not a banner: on a wide terminal the fields stay a readable length.
    box.maximumWidth = Self.formWidth
    return box
  }

  override public func viewDidLoad() {
    let viewModel = self.viewModel
    username.reactive.continuousTextValues.observeValues { viewModel.setUsername($0) }
    password.reactive.continuousTextValues.observeValues { viewModel.setPassword($0) }
    // Enter in the password field signs in, as in any login form.
    password.reactive.textValues.observeOnMainActor { [submit] _ in submit.press() }
    submit.reactive.pressed = CocoaAction(viewModel.signIn)
    let state = viewModel.state
    spinner.reactive.isAnimating <~ state.map(\.isSigningIn).skipRepeats()
    failure.reactive.text <~ state.map { $0.errorMessage ?? "" }.skipRepeats()
    failure.reactive.isHidden <~ state.map { $0.errorMessage == nil }.skipRepeats()
    // A failed attempt clears the password; the field follows (typing is never overwritten).
    password.reactive.makeUIBindingTarget { field, cleared in if cleared, !field.text.isEmpty { field.text = "" } }
      <~ state.map(\.password.value.isEmpty).skipRepeats()
  }
}
