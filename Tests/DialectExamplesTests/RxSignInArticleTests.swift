import Foundation
import ReactiveCoreRx
import TerminalUI
import Testing

@MainActor
@Suite("The RxSwift sign-in article, against the embedded DummyJSON-style API")
struct RxSignInArticleTests {
  @Test("the button waits for both fields; good credentials sign in")
  func signIn() async throws {
    try await withEmbeddedAPI { baseURL in
      let controller = LoginViewController(viewModel: LoginViewModel(service: AuthService(baseURL: baseURL)))
      controller.viewDidLoad()
      #expect(!controller.loginButton.isEnabled)
      controller.type("emilys", into: controller.usernameField)
      #expect(!controller.loginButton.isEnabled)
      controller.type("emilyspass", into: controller.passwordField)
      #expect(controller.loginButton.isEnabled)
      _ = controller.loginButton.handle(.enter)
      let status = try await firstElement(of: controller.viewModel.status)
      #expect(status == "Welcome, emilys")
      #expect(controller.statusLabel.text == "Welcome, emilys")
    }
  }

  @Test("the spinner turns while the request is in flight, through an activity tracker")
  func spinnerFollowsTheRequest() async throws {
    try await withEmbeddedAPI { baseURL in
      let controller = LoginViewController(viewModel: LoginViewModel(service: AuthService(baseURL: baseURL)))
      controller.viewDidLoad()
      var states: [Bool] = []
      controller.viewModel.signingIn.drive(onNext: { states.append($0) }).disposed(by: controller.disposeBag)
      _ = try await firstElement(of: controller.viewModel.signingIn)
      #expect(states == [false])
      #expect(!controller.spinner.isAnimating)
      controller.type("emilys", into: controller.usernameField)
      controller.type("emilyspass", into: controller.passwordField)
      _ = controller.loginButton.handle(.enter)
      _ = try await firstElement(of: controller.viewModel.status)
      _ = try await firstElement(of: controller.viewModel.signingIn, where: { !$0 })
      #expect(states == [false, true, false])
      #expect(!controller.spinner.isAnimating)
    }
  }

  @Test("a wrong password says why, in words, and the form stays usable")
  func wrongPassword() async throws {
    try await withEmbeddedAPI { baseURL in
      let controller = LoginViewController(viewModel: LoginViewModel(service: AuthService(baseURL: baseURL)))
      controller.viewDidLoad()
      controller.type("emilys", into: controller.usernameField)
      controller.type("not-her-password", into: controller.passwordField)
      _ = controller.loginButton.handle(.enter)
      let status = try await firstElement(of: controller.viewModel.status)
      #expect(status.hasPrefix("Sign-in failed: The server answered 400"))
      #expect(controller.loginButton.isEnabled)
    }
  }
}
