import FeatureKit
import ReactiveCore
import TerminalUI

/// A requirement of the sign-in feature: where the session is kept (the app authorizes its API
/// client from it), and an optional line shown under the form.
public protocol SessionEnvironment {
  /// The app's session.
  var sessionStore: SessionStore { get }
  /// Shown under the form ("Demo account: …"); empty for none.
  var signInHint: String { get }
}

extension SessionEnvironment {
  /// No hint.
  public var signInHint: String { "" }
}

/// The sign-in feature: a user name and password form against DummyJSON's `/auth/login`; on
/// success it stores the session and reports it. Needs the API client, the UI scheduler and
/// the session store.
public enum SignInFeature: Feature {
  /// What the sign-in screen reports.
  public enum Output: Equatable, Sendable {
    /// Signed in (the session is already in the store).
    case signedIn(Session)
  }

  /// The API client, the UI scheduler, and where the session goes.
  public typealias Environment = any APIEnvironment & UISchedulerEnvironment & SessionEnvironment

  /// Shown by the app before its home screen (not in the menu); it needs no session. Its part of
  /// the tour ends signed in, on the app's home screen.
  public static let info = FeatureInfo(
    id: "sign-in", title: "Sign in", showsInMenu: false, needsSession: false,
    tour: """
      # Sign in: first with a wrong password, then with the demo account.
      frame Sign in - the demo account is shown on the screen
      type emilys
      press tab
      type wrong-password
      press enter
      wait
      frame A wrong password is refused, and the password field is cleared
      type emilyspass
      press enter
      wait
      """)

  /// The screen, with its presenter and live provider.
  public static func makeScreen(
    for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> ViewController {
    SignInPresenter(
      provider: LiveSignInProvider(client: environment.apiClient), scheduler: environment.uiScheduler,
      sessionStore: environment.sessionStore, hint: environment.signInHint,
      notice: environment.sessionStore.takeEndReason(), output: output
    ).makeViewController()
  }
}
