import FeatureKit
import Foundation
import Networking
import ReactiveCore
import SignIn
import TerminalUI

/// The composition root's router: it owns the navigation, the app's environment and the
/// registered features (`Features.swift`), shows the sign-in screen, then the home menu built
/// from the features, and signs out. It holds no business logic.
@MainActor
final class AppRouter {
  private let navigation: NavigationController
  private let environment: DemoEnvironment
  private let navigator: FeatureNavigator<ViewController>
  /// What follows signing in: the home screen, or the feature a preview opens.
  private var afterSignIn: (Session) -> Void = { _ in }

  /// Creates the router of `window`'s screens; `q` (or Ctrl-C, where the terminal does not take
  /// it first) calls `quit`.
  init(window: Window, client: APIClient, scheduler: DateScheduler, quit: @escaping () -> Void) {
    window.minimumSize = MinimumFrame.size
    let navigation = NavigationController(window: window)
    navigation.unhandledKeyHandler = { key in
      guard key == .character("q") || key == .interrupt else { return false }
      quit()
      return true
    }
    self.navigation = navigation
    environment = DemoEnvironment(apiClient: client, uiScheduler: scheduler)
    navigator = FeatureNavigator(features: registeredFeatures(in: environment)) { navigation.push($0) }
    wire(navigator)
    navigator.on(SignInFeature.self) { [unowned self] output in
      switch output {
      case let .signedIn(session): afterSignIn(session)
      }
    }
    // A session that ends without the user signing out (it expired, the server refused it)
    // returns to the sign-in screen, which says why.
    environment.sessionStore.session.signal.observeOnMainActor { [weak self] session in
      guard let self, session == nil, let top = navigation.topViewController else { return }
      if !(top is MessageViewController), navigation.viewControllers.first?.title != SignInFeature.info.title {
        showSignIn()
      }
    }
  }

  /// The registered features, in order (the tour is made of their parts).
  var features: [RegisteredFeature<ViewController>] { navigator.features }

  /// Shows the sign-in screen (at start, and after signing out); then the home screen.
  func start() {
    afterSignIn = { [unowned self] session in showHome(session) }
    showSignIn()
  }

  /// Opens the feature with `id` on its own, as its preview: a feature that needs a session
  /// signs in with the demo account first (and shows the sign-in screen if that fails).
  ///
  /// - throws: `DemoUsageError` naming the registered ids when none has `id`.
  func startPreview(of id: String) throws(DemoUsageError) {
    guard let feature = navigator.feature(id: id) else {
      let ids = navigator.features.map(\.id).joined(separator: ", ")
      throw DemoUsageError("--feature \(id): there is no such feature; the features are \(ids)")
    }
    afterSignIn = { [unowned self] _ in navigation.setViewControllers([navigator.previewScreen(of: feature)]) }
    guard feature.needsSession else {
      navigation.setViewControllers([navigator.previewScreen(of: feature)])
      return
    }
    navigation.setViewControllers([
      MessageViewController(title: feature.title, message: "Signing in as \(DemoAccount.username)…")
    ])
    LiveSignInProvider(client: environment.apiClient)
      .signIn(username: DemoAccount.username, password: DemoAccount.password)
      .observe(on: environment.uiScheduler)
      .materializeResults()
      .startOnMainActor { [weak self] result in
        guard let self else { return }
        switch result {
        case let .success(session):
          environment.sessionStore.save(session)
          afterSignIn(session)
        case .failure:
          showSignIn()
        }
      }
  }

  private func showSignIn() {
    navigation.setViewControllers([navigator.screen(of: SignInFeature.self, for: ())])
  }

  private func showHome(_ session: Session) {
    let greeting = SignedInViewModel(
      session: session, provider: LiveSignInProvider(client: environment.apiClient),
      scheduler: environment.uiScheduler)
    let entries = navigator.menu.map { feature in
      HomeViewController.Entry(title: feature.title) { [unowned self] in
        navigation.push(navigator.screen(of: feature))
      }
    }
    // Signing out clears the session; the session observer above shows the sign-in screen.
    let signOut = HomeViewController.Entry(title: "Sign out") { [unowned self] in environment.sessionStore.clear() }
    navigation.setViewControllers([HomeViewController(greeting: greeting, entries: entries + [signOut])])
  }
}

/// A command-line mistake found only once the app is set up (an unknown `--feature`): reported
/// as a usage error, exit status 2.
struct DemoUsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
