import FeatureKit
import Networking
import ReactiveCore
import SignIn

/// What the demo gives its features: the one API client (authorized by the session), the UI
/// scheduler, the session store and who is signed in (from it). Conforming to a feature's requirement protocols is what
/// lets the root register it; a requirement the demo lacks is a build error in `Features.swift`.
final class DemoEnvironment: APIEnvironment, UISchedulerEnvironment, SessionEnvironment, SignedInUserEnvironment {
  let apiClient: APIClient
  let uiScheduler: DateScheduler
  let sessionStore = SessionStore()
  let signInHint = "Demo account: \(DemoAccount.username) / \(DemoAccount.password)"

  var signedInUser: SignedInUser? { sessionStore.session.value?.user }

  init(apiClient: APIClient, uiScheduler: DateScheduler) {
    self.apiClient = apiClient
    self.uiScheduler = uiScheduler
    sessionStore.authorize(apiClient)
    sessionStore.keepFresh(using: LiveSignInProvider(client: apiClient), on: uiScheduler)
  }
}

/// The account of the demo's API, shown on the sign-in screen and used by previews.
enum DemoAccount {
  static let username = "emilys"
  static let password = "emilyspass"
}
