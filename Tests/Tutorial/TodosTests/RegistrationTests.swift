import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import ReactiveCore
import TerminalUI
import Testing
import Todos

/// An app's environment, as the demo's `DemoEnvironment` is: the API client, the UI scheduler and
/// who is signed in. Registering a feature whose requirements it lacked would not compile.
struct AppEnvironment: APIEnvironment, UISchedulerEnvironment, SignedInUserEnvironment {
  let apiClient: APIClient
  let uiScheduler: DateScheduler
  let signedInUser: SignedInUser?
}

@MainActor
@Suite("To-dos registered in an app")
struct RegistrationTests {
  @Test("registered, it is in the menu as To-dos, needs a session, and opens its screen")
  func registeredFeature() throws {
    let environment = AppEnvironment(
      apiClient: APIClient(baseURL: try #require(URL(string: "http://127.0.0.1:9"))), uiScheduler: TestScheduler(),
      signedInUser: TestAccount.user)
    let features = [
      RegisteredFeature(TodosFeature.self, in: environment)
    ]
    let navigator = FeatureNavigator(features: features) { _ in }
    #expect(navigator.menu.map(\.title) == ["To-dos"])
    let todos = try #require(navigator.feature(id: "todos"))
    #expect(todos.needsSession, "the default: it shows the signed-in user's to-dos")
    #expect(navigator.screen(of: todos).title == "To-dos")
  }
}
