import FeatureKit
import ReactiveCore

/// What the sign-in view model needs, and whom it tells about a success.
public protocol SignInViewModelDelegate: AnyObject {
  /// The API.
  var signInProvider: any SignInProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
  /// A sign-in succeeded with `session`.
  func signInDidSucceed(with session: Session)
  /// Said in the error line before any attempt (why the last session ended), if anything.
  var notice: String? { get }
}

extension SignInViewModelDelegate {
  /// No notice.
  public var notice: String? { nil }
}

/// The sign-in form: the fields' state in a feedback loop, and the attempt as an `Action` that
/// is enabled only while both fields hold something (spaces do not count), no attempt runs and
/// no lockout lasts. A failure shows why and keeps the user name; wrong credentials also clear
/// the password (a network failure keeps it, to try again). A lockout counts down second by
/// second on the delegate's scheduler and lifts itself.
public final class SignInViewModel: ViewModelProtocol {
  /// The form's state. The password is a `Secret`: dumps and test diffs never show it.
  public struct State: Equatable, Sendable {
    /// The user name as typed.
    public var username = ""
    /// The password as typed.
    public var password = Secret("")
    /// Whether an attempt is running.
    public var isSigningIn = false
    /// Why the last attempt failed, if it did.
    public var errorMessage: String?
    /// Seconds until a lockout (too many attempts) lifts; `nil` when there is none.
    public var lockoutSecondsLeft: Int?

    /// The empty form.
    public init() {}

    /// Whether an attempt can start.
    public var canSubmit: Bool {
      !username.allSatisfy(\.isWhitespace) && !password.isBlank && !isSigningIn && lockoutSecondsLeft == nil
    }
  }

  /// What changes the form.
  public enum Event: Equatable, Sendable {
    /// The user edited the user name.
    case usernameChanged(String)
    /// The user edited the password.
    case passwordChanged(Secret)
    /// An attempt started.
    case attemptStarted
    /// The attempt failed.
    case attemptFailed(SignInError)
    /// The attempt succeeded.
    case attemptSucceeded(Session)
    /// A second of a lockout went by.
    case lockoutTick
  }

  /// Applies `event` to `state`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .usernameChanged(username): state.username = username
    case let .passwordChanged(password): state.password = password
    case .attemptStarted:
      state.isSigningIn = true
      state.errorMessage = nil
    case let .attemptFailed(error):
      state.isSigningIn = false
      state.errorMessage = error.message
      switch error {
      case .invalidCredentials: state.password = Secret("")
      case let .tooManyAttempts(seconds): state.lockoutSecondsLeft = seconds > 0 ? seconds : nil
      case .other: break
      }
    case .attemptSucceeded:
      state.isSigningIn = false
      state.password = Secret("")
    case .lockoutTick:
      guard let left = state.lockoutSecondsLeft else { return }
      if left > 1 {
        state.lockoutSecondsLeft = left - 1
        state.errorMessage = SignInError.tooManyAttempts(retryAfter: left - 1).message
      } else {
        state.lockoutSecondsLeft = nil
        state.errorMessage = nil
      }
    }
  }

  /// Counts a lockout down: one tick a second on `scheduler` while it lasts.
  public static func lockoutCountdown(on scheduler: DateScheduler) -> Feedback<State, Event> {
    Feedback(
      skippingRepeated: { $0.lockoutSecondsLeft },
      effects: { _ in SignalProducer<Event, Never>(value: .lockoutTick).delay(1, on: scheduler) })
  }

  private let loop: Loop<State, Event>
  /// The form's state.
  public let state: Property<State>
  /// The attempt: enabled while `state.canSubmit`; sends the session on success.
  public let signIn: Action<Void, Session, SignInError>

  /// Creates the view model.
  public init(delegate: any SignInViewModelDelegate) {
    let provider = delegate.signInProvider
    let scheduler = delegate.scheduler
    var initial = State()
    initial.errorMessage = delegate.notice
    let loop = Loop(initial: initial, reduce: Self.reduce, feedbacks: [Self.lockoutCountdown(on: scheduler)])
    self.loop = loop
    state = loop.state
    signIn = Action(
      state: loop.state, enabledIf: { $0.canSubmit },
      execute: { [weak delegate] state, _ in
        provider.signIn(username: state.username.trimmingSpaces, password: state.password.value)
          .observe(on: scheduler)
          .on(
            started: { loop.send(.attemptStarted) },
            failed: { loop.send(.attemptFailed($0)) },
            value: { session in
              loop.send(.attemptSucceeded(session))
              delegate?.signInDidSucceed(with: session)
            })
      })
  }

  /// The user edited the user name.
  public func setUsername(_ username: String) { loop.send(.usernameChanged(username)) }

  /// The user edited the password.
  public func setPassword(_ password: String) { loop.send(.passwordChanged(Secret(password))) }
}
