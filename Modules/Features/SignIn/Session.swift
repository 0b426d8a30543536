import ReactiveCore

/// Who is signed in, and the token that proves it.
public struct Session: Equatable, Sendable, CustomStringConvertible {
  /// The bearer token for the API. Never printed: `description` leaves it out.
  public var accessToken: String
  /// The user's id.
  public var userID: Int
  /// The user name they signed in with.
  public var username: String
  /// Their first name, for greetings.
  public var firstName: String

  /// Creates a session.
  public init(accessToken: String, userID: Int, username: String, firstName: String) {
    self.accessToken = accessToken
    self.userID = userID
    self.username = username
    self.firstName = firstName
  }

  /// The user, without the token.
  public var description: String { "Session(\(username), id \(userID))" }
}

/// Holds the current session for the app: sign-in writes it, sign-out clears it, and whoever
/// sends authorized requests (the API client) follows it.
public final class SessionStore: @unchecked Sendable {
  private let current = MutableProperty<Session?>(nil)

  /// The session, or `nil` when signed out; observable.
  public let session: Property<Session?>

  /// Creates a signed-out store.
  public init() {
    session = Property(capturing: current)
  }

  /// Stores `session` (signing in).
  public func save(_ session: Session) { current.value = session }

  /// Forgets the session (signing out).
  public func clear() { current.value = nil }
}
