import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import SignIn
import Testing

@Suite("SignIn view model: the form, the attempt and its failures")
struct SignInViewModelTests {
  typealias State = SignInViewModel.State

  @Test("the form can be sent only with both fields filled (spaces do not count); a failure clears the password")
  func reducer() {
    let loop = LoopTester(initial: State(), reduce: SignInViewModel.reduce) { _ in [] }
    loop.send(.usernameChanged("emilys")) { $0.username = "emilys" }
    #expect(!loop.state.canSubmit)
    loop.send(.passwordChanged(Secret("   "))) { $0.password = Secret("   ") }
    #expect(!loop.state.canSubmit)
    loop.send(.passwordChanged(Secret("wrong"))) { $0.password = Secret("wrong") }
    #expect(loop.state.canSubmit)
    loop.send(.attemptStarted) { $0.isSigningIn = true }
    #expect(!loop.state.canSubmit, "not while an attempt runs")
    loop.send(.attemptFailed(.invalidCredentials)) {
      $0.isSigningIn = false
      $0.errorMessage = "Invalid username or password"
      $0.password = Secret("")
    }
    loop.send(.attemptStarted) {
      $0.isSigningIn = true
      $0.errorMessage = nil
    }
    loop.send(.attemptFailed(.other("Can't reach the server. Try again in a moment."))) {
      $0.isSigningIn = false
      $0.errorMessage = "Can't reach the server. Try again in a moment."
    }
    #expect(loop.state.password == Secret(""), "already empty; a network failure would have kept it")
    loop.finish()
  }

  @Test("a lockout counts down each second, keeps the form closed, then lifts itself")
  func lockoutCountdown() {
    var start = State()
    start.username = "emilys"
    start.password = Secret("emilyspass")
    start.isSigningIn = true
    let loop = LoopTester(initial: start, reduce: SignInViewModel.reduce) { scheduler in
      [SignInViewModel.lockoutCountdown(on: scheduler)]
    }
    loop.send(.attemptFailed(.tooManyAttempts(retryAfter: 3))) {
      $0.isSigningIn = false
      $0.errorMessage = "Too many attempts, try again in 3 s"
      $0.lockoutSecondsLeft = 3
    }
    #expect(!loop.state.canSubmit, "locked out")
    #expect(loop.state.password.value == "emilyspass", "the password is kept: it may well be right")
    loop.advance(by: 1)
    loop.receive(.lockoutTick) {
      $0.lockoutSecondsLeft = 2
      $0.errorMessage = "Too many attempts, try again in 2 s"
    }
    loop.advance(by: 1)
    loop.receive(.lockoutTick) {
      $0.lockoutSecondsLeft = 1
      $0.errorMessage = "Too many attempts, try again in 1 s"
    }
    loop.advance(by: 1)
    loop.receive(.lockoutTick) {
      $0.lockoutSecondsLeft = nil
      $0.errorMessage = nil
    }
    #expect(loop.state.canSubmit, "open again")
    loop.finish()
  }

  @Test("the action is enabled by the form, disabled while running, and a success reaches the delegate")
  func action() {
    let provider = FakeSignInProvider(scheduler: TestScheduler())
    let delegate = RecordingDelegate(provider: provider)
    let viewModel = SignInViewModel(delegate: delegate)
    #expect(!viewModel.signIn.isEnabled.value)
    viewModel.setUsername("  emilys ")
    viewModel.setPassword("emilyspass")
    #expect(viewModel.signIn.isEnabled.value)
    viewModel.signIn.apply().start()
    #expect(viewModel.state.value.isSigningIn)
    #expect(!viewModel.signIn.isEnabled.value)
    provider.scheduler.advance(by: 1)
    #expect(provider.attempts.map(\.username) == ["emilys"], "the user name is sent trimmed")
    #expect(delegate.sessions == [FakeSignInProvider.session])
    #expect(viewModel.state.value.password.value.isEmpty, "the password is not kept after use")
    #expect(!viewModel.state.value.isSigningIn)
  }

  @Test("a network failure says why and keeps both fields, to try again; the message never holds the password")
  func failure() {
    let provider = FakeSignInProvider(scheduler: TestScheduler())
    provider.result = .failure(.other("Can't connect to the server."))
    let delegate = RecordingDelegate(provider: provider)
    let viewModel = SignInViewModel(delegate: delegate)
    viewModel.setUsername("emilys")
    viewModel.setPassword("hunter2")
    viewModel.signIn.apply().start()
    provider.scheduler.advance(by: 1)
    let state = viewModel.state.value
    #expect(state.errorMessage == "Can't connect to the server.")
    #expect(state.username == "emilys")
    #expect(state.password.value == "hunter2")
    #expect(viewModel.signIn.isEnabled.value, "ready to try again")
    #expect(delegate.sessions.isEmpty)
    #expect(!String(describing: Secret("hunter2")).contains("hunter2"))
    var dumped = ""
    dump(State(), to: &dumped)
    #expect(!dumped.contains("hunter2"))
  }
}

@Suite("Who is signed in")
struct SignedInTests {
  @Test("the user name at once, then the full name from the server; the store authorizes the client")
  func greeting() {
    let provider = FakeSignInProvider(scheduler: TestScheduler())
    let model = SignedInViewModel(
      session: FakeSignInProvider.session, provider: provider, scheduler: provider.scheduler)
    #expect(model.greeting.value == "Signed in as Emily Johnson" || model.greeting.value == "Signed in as emilys")
    provider.scheduler.advance()
    #expect(model.greeting.value == "Signed in as Emily Johnson")
  }
}
