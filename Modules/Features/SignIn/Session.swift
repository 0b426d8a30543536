import FeatureKit
import Foundation
import ReactiveCore

/// Who is signed in, and the token that proves it.
public struct Session: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  /// The bearer token for the API. Never printed: `description` leaves it out.
  public var accessToken: String
  /// The user's id.
  public var userID: Int
  /// The user name they signed in with.
  public var username: String
  /// Their first name, for greetings.
  public var firstName: String
  /// Their last name.
  public var lastName: String
  /// Their e-mail address.
  public var email: String
  /// The token that gets a new access token before this one expires (never printed).
  public var refreshToken: String
  /// When the access token stops working, if the server said (the JWT's `exp`).
  public var expiresAt: Date?

  /// Creates a session.
  public init(
    accessToken: String, userID: Int, username: String, firstName: String, lastName: String = "", email: String = "",
    refreshToken: String = "", expiresAt: Date? = nil
  ) {
    self.accessToken = accessToken
    self.userID = userID
    self.username = username
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  /// The user, without the tokens.
  public var description: String { "Session(\(username), id \(userID))" }

  /// Every field, the tokens only as `Secret`s: a `dump`, a test failure's value tree or a
  /// `LoopTester` state diff shows who is signed in, never the tokens.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "accessToken": Secret(accessToken), "userID": userID, "username": username, "firstName": firstName,
        "lastName": lastName, "email": email, "refreshToken": Secret(refreshToken), "expiresAt": expiresAt as Any,
      ],
      displayStyle: .struct)
  }

  /// Who is signed in, as features see it (`SignedInUserEnvironment`).
  public var user: SignedInUser {
    SignedInUser(
      id: userID, name: [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " "), email: email)
  }
}

/// Holds the current session for the app: sign-in writes it, sign-out clears it, and whoever
/// sends authorized requests (the API client) follows it. When the session ends without the
/// user asking (it expired, the server refused it), `end(reason:)` keeps the reason for the
/// sign-in screen to show once.
public final class SessionStore: @unchecked Sendable {
  private let current = MutableProperty<Session?>(nil)
  private let lock = NSLock()
  private var reason: String?

  /// The session, or `nil` when signed out; observable.
  public let session: Property<Session?>

  /// Creates a signed-out store.
  public init() {
    session = Property(capturing: current)
  }

  /// Stores `session` (signing in, or a refreshed session).
  public func save(_ session: Session) { current.value = session }

  /// Forgets the session (signing out).
  public func clear() { current.value = nil }

  /// Forgets the session because it cannot go on, keeping `reason` for the sign-in screen.
  public func end(reason: String) {
    lock.withLock { self.reason = reason }
    current.value = nil
  }

  /// Why the last session ended without the user asking, once: the next call gets `nil`.
  public func takeEndReason() -> String? {
    lock.withLock {
      defer { reason = nil }
      return reason
    }
  }
}
