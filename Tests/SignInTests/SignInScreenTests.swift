import FeatureKit
import FeatureKitTesting
import FeatureUI
import ReactiveCore
import ReactiveCoreTesting
import SignIn
import TerminalUI
import Testing

@MainActor
@Suite("SignIn screen: golden frames, masking, failures")
struct SignInScreenTests {
  func screen(_ provider: FakeSignInProvider, outputs: OutputRecorder<SignInFeature.Output>, store: SessionStore)
    -> Window
  {
    SignInPresenter(
      provider: provider, scheduler: provider.scheduler, sessionStore: store,
      hint: "Demo account: emilys / emilyspass", output: outputs.record
    ).makeWindow()
  }

  func text(_ window: Window) -> String {
    window.draw(size: Size(width: 44, height: 14)).plainLines.joined(separator: "\n")
  }

  @Test("the form, with the password masked and the button enabled only when both fields are filled")
  func form() {
    let provider = FakeSignInProvider(scheduler: TestScheduler())
    let outputs = OutputRecorder<SignInFeature.Output>()
    let store = SessionStore()
    let window = screen(provider, outputs: outputs, store: store)
    #expect(
      text(window) == """
         Sign in
        ┌ Sign in ─────────────────────────────────┐
        │ User name (user name)___________________ │
        │                                          │
        │ Password  (password)____________________ │
        │                                          │
        │ [-Sign in-]                              │
        │                                          │
        │ Demo account: emilys / emilyspass        │
        │                                          │
        │                                          │
        └──────────────────────────────────────────┘

        Tab next field · Enter sign in · ^C quit
        """)
    for character in "emilys" { window.dispatch(.character(character)) }
    window.dispatch(.tab)
    for character in "s3cret-pw" { window.dispatch(.character(character)) }
    let filled = text(window)
    #expect(filled.contains("│ Password  •••••••••_"))
    #expect(filled.contains("[ Sign in ]"))
    #expect(!filled.contains("s3cret"))
    window.dispatch(.enter)  // Enter in the password field signs in
    #expect(text(window).contains("Signing in…"))
    provider.scheduler.advance(by: 1)
    #expect(outputs.outputs == [.signedIn(FakeSignInProvider.session)])
    #expect(store.session.value == FakeSignInProvider.session)
  }

  @Test("a failure shows its reason in red and empties the password field, keeping the user name")
  func failure() {
    let provider = FakeSignInProvider(scheduler: TestScheduler())
    provider.result = .failure(.invalidCredentials)
    let window = screen(provider, outputs: OutputRecorder(), store: SessionStore())
    for character in "emilys" { window.dispatch(.character(character)) }
    window.dispatch(.tab)
    for character in "nope" { window.dispatch(.character(character)) }
    window.dispatch(.enter)
    provider.scheduler.advance(by: 1)
    let frame = text(window)
    #expect(frame.contains("│ Invalid username or password"))
    #expect(frame.contains("│ User name emilys"))
    #expect(frame.contains("│ Password  (password)___"), "the placeholder is back: the field is empty")
    #expect(!frame.contains("nope"))
  }
}
