import FeatureKit
import ReactiveCore
import TerminalUI

/// The sign-in feature for the composition root: needs a `SignInProviderProtocol`, the UI
/// `DateScheduler`, the `SessionStore` and a `SignInRouting`.
public enum SignInFeature {
  /// The descriptor; `hint` is shown under the form.
  public static func feature(hint: String = "") -> Feature<ViewController> {
    Feature(
      id: "sign-in", title: "Sign in",
      requirements: [
        .of((any SignInProviderProtocol).self), .of((any DateScheduler).self), .of(SessionStore.self),
        .of((any SignInRouting).self),
      ]
    ) { dependencies in
      SignInPresenter(
        provider: try dependencies.resolve((any SignInProviderProtocol).self),
        scheduler: try dependencies.resolve((any DateScheduler).self),
        sessionStore: try dependencies.resolve(SessionStore.self),
        router: try dependencies.resolve((any SignInRouting).self), hint: hint
      ).makeViewController()
    }
  }
}
