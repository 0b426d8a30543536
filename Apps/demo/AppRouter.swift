import BeerCatalog
import BeerDetail
import BeerList
import FeatureKit
import Foundation
import Networking
import Posts
import ReactiveCore
import SignIn
import TerminalUI

/// The composition root's router: it owns the navigation and implements every feature's routing
/// protocol by showing the next feature's screen. It holds no business logic.
@MainActor
final class AppRouter: SignInRouting, BeerListRouting {
  private let navigation: NavigationController
  private let dependencies: Dependencies
  private let sessionStore: SessionStore
  private let signInProvider: any SignInProviderProtocol
  private let scheduler: DateScheduler

  /// Creates the router of `window`'s screens; `q` (or Ctrl-C, where the terminal does not take
  /// it first) calls `quit`.
  init(window: Window, client: APIClient, scheduler: DateScheduler, quit: @escaping () -> Void) {
    // Every screen's important parts (fields, buttons, errors, key hints) fit from 40 x 12 up.
    window.minimumSize = Size(width: 40, height: 12)
    navigation = NavigationController(window: window)
    navigation.unhandledKeyHandler = { key in
      guard key == .character("q") || key == .interrupt else { return false }
      quit()
      return true
    }
    self.scheduler = scheduler
    sessionStore = SessionStore()
    sessionStore.authorize(client)
    signInProvider = LiveSignInProvider(client: client)
    var dependencies = Dependencies()
    dependencies.register(scheduler, as: (any DateScheduler).self)
    dependencies.register(sessionStore)
    dependencies.register(signInProvider, as: (any SignInProviderProtocol).self)
    dependencies.register(LivePostProvider(client: client), as: (any PostProviderProtocol).self)
    dependencies.register(LiveBeerProvider(client: client), as: (any BeerProviderProtocol).self)
    self.dependencies = dependencies
  }

  /// Shows the sign-in screen (at start, and after signing out).
  func start() {
    let screen = make(
      SignInFeature.feature(hint: "Demo account: emilys / emilyspass"),
      from: dependencies.registering(self, as: (any SignInRouting).self))
    navigation.setViewControllers([screen])
  }

  nonisolated func signInDidComplete(with session: Session) {
    MainActor.assumeIsolated {
      let home = HomeViewController(
        greeting: SignedInViewModel(session: session, provider: signInProvider, scheduler: scheduler),
        openPosts: { [unowned self] in navigation.push(make(PostsFeature.feature)) },
        openBeers: { [unowned self] in
          navigation.push(
            make(BeerListFeature.feature, from: dependencies.registering(self, as: (any BeerListRouting).self)))
        },
        signOut: { [unowned self] in
          sessionStore.clear()
          start()
        })
      navigation.setViewControllers([home])
    }
  }

  nonisolated func showBeerDetail(beers: Property<[Beer]>, index: Int) {
    MainActor.assumeIsolated {
      navigation.push(BeerDetailFeature.makeScreen(beers: beers, index: index))
    }
  }

  /// The feature's root screen; a missing dependency is a programming error of this file.
  private func make(_ feature: Feature<ViewController>, from dependencies: Dependencies? = nil) -> ViewController {
    let dependencies = dependencies ?? self.dependencies
    do {
      return try feature.makeRootScreen(dependencies)
    } catch {
      preconditionFailure("the composition root does not provide what \(feature.id) needs: \(error)")
    }
  }
}
