import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import SignIn

/// Answers sign-ins after one second on `scheduler`: `result` decides.
final class FakeSignInProvider: SignInProviderProtocol, @unchecked Sendable {
  let scheduler: TestScheduler
  var result: Result<Session, SignInError> = .success(FakeSignInProvider.session)
  private(set) var attempts: [(username: String, password: String)] = []

  static let session = Session(accessToken: "token-123", userID: 1, username: "emilys", firstName: "Emily")

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func signIn(username: String, password: String) -> SignalProducer<Session, SignInError> {
    attempts.append((username, password))
    return SignalProducer(result: result).delay(1, on: scheduler)
  }

  func currentUserName() -> SignalProducer<String, FeatureError> { SignalProducer(value: "Emily Johnson") }

  /// What `refresh` answers; the sessions it was asked to refresh.
  var refreshResult: Result<Session, FeatureError>?
  private(set) var refreshed: [Session] = []

  func refresh(_ session: Session) -> SignalProducer<Session, FeatureError> {
    refreshed.append(session)
    return SignalProducer(result: refreshResult ?? .failure(FeatureError(message: "no refresh"))).delay(
      1, on: scheduler)
  }
}

/// A delegate recording successes, as the presenter would.
final class RecordingDelegate: SignInViewModelDelegate {
  let signInProvider: any SignInProviderProtocol
  let scheduler: DateScheduler
  private(set) var sessions: [Session] = []

  init(provider: FakeSignInProvider) {
    signInProvider = provider
    scheduler = provider.scheduler
  }

  func signInDidSucceed(with session: Session) { sessions.append(session) }
}
