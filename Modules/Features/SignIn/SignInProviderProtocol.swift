import FeatureKit
import ReactiveCore

/// What the sign-in screen needs from the API.
public protocol SignInProviderProtocol: AnyObject, Sendable {
  /// Signs in; the password travels only in the request body.
  func signIn(username: String, password: String) -> SignalProducer<Session, SignInError>
  /// The signed-in user's display name, from the server (`/auth/me`).
  func currentUserName() -> SignalProducer<String, FeatureError>
  /// `session` with new tokens from its refresh token (`/auth/refresh`).
  func refresh(_ session: Session) -> SignalProducer<Session, FeatureError>
}
