/// Why a sign-in failed, as the sign-in screen explains it.
public enum SignInError: Error, Equatable, Sendable {
  /// The server refused the user name or password (HTTP 400).
  case invalidCredentials
  /// Too many failed attempts: the user name is locked for this many seconds (HTTP 429).
  case tooManyAttempts(retryAfter: Int)
  /// Anything else (no connection, a timeout, a server error), with its user message.
  case other(String)

  /// The sentence the screen shows.
  public var message: String {
    switch self {
    case .invalidCredentials: "Invalid username or password"
    case let .tooManyAttempts(seconds): "Too many attempts, try again in \(seconds) s"
    case let .other(message): message
    }
  }
}
