import Foundation

/// How many failed sign-ins in a row lock a username out, and for how long: this project's
/// addition to DummyJSON's sign-in (a real service would slow guessing down somehow).
public struct LoginLockout: Sendable, Equatable {
  /// Failed attempts in a row that lock the username (the last of them already answers 429);
  /// 0 never locks.
  public var maxFailures: Int
  /// How long the lock lasts: at most `longestDuration` (a longer one is cut to it, a negative
  /// one or NaN counts as none).
  public var duration: TimeInterval

  /// The longest lock: a day. (A lock of 1e308 seconds stopped the server when it said how long.)
  public static let longestDuration: TimeInterval = 86_400

  /// No lockout.
  public static let off = LoginLockout(maxFailures: 0, duration: 0)

  /// Creates a lockout rule.
  public init(maxFailures: Int = 5, duration: TimeInterval = 30) {
    self.maxFailures = maxFailures
    self.duration = duration
  }

  /// `duration` as the lock lasts: cut to `longestDuration`, none if negative or NaN.
  var lockDuration: TimeInterval {
    duration.isNaN ? 0 : min(max(duration, 0), Self.longestDuration)
  }
}

/// DummyJSON-style sign-in: `POST /auth/login`, `GET /auth/me` and `POST /auth/refresh`, with
/// JWT access and refresh tokens signed by a secret made for each run, their expiry enforced,
/// and (this project's addition) a lockout after repeated failures.
final class AuthService: @unchecked Sendable {
  private struct Failures {
    var count = 0
    var lockedUntil: Date?
  }

  /// What `expiresInMins` is when a client leaves it out, and the most it may be (30 days).
  static let defaultMinutes = 60
  static let maximumMinutes = 30 * 24 * 60
  /// Refresh tokens last 30 days.
  static let refreshMinutes = 30 * 24 * 60

  private let accounts: [Record]
  private let lockout: LoginLockout
  private let now: @Sendable () -> Date
  private let signer = JSONWebTokenSigner()
  private let lock = NSLock()
  private var failures: [String: Failures] = [:]  // lowercased username

  init(accounts: [Record], lockout: LoginLockout, now: @escaping @Sendable () -> Date = Date.init) {
    self.accounts = accounts
    self.lockout = lockout
    self.now = now
  }

  /// `POST /auth/login` with `{username, password, expiresInMins?}`.
  func login(_ body: [String: JSONValue]) -> Reply {
    guard let username = body["username"]?.string, let password = body["password"]?.string,
      !username.isEmpty, !password.isEmpty
    else { return .message("Username and password required", status: 400) }
    guard let minutes = Self.minutes(body["expiresInMins"]) else {
      return .message("expiresInMins must be a whole number of minutes from 1 to \(Self.maximumMinutes)", status: 400)
    }
    let key = username.lowercased()
    return lock.withLock {
      let now = now()
      var record = failures[key] ?? Failures()
      if let until = record.lockedUntil {
        if until > now { return lockedReply(until: until, now: now) }
        record = Failures()
      }
      guard
        let index = accounts.firstIndex(where: {
          $0.value["username"]?.string?.lowercased() == key && $0.value["password"]?.string == password
        })
      else {
        record.count += 1
        if lockout.maxFailures > 0, record.count >= lockout.maxFailures {
          let until = now.addingTimeInterval(lockout.lockDuration)
          record.lockedUntil = until
          failures[key] = record
          return lockedReply(until: until, now: now)
        }
        failures[key] = record
        return .message("Invalid credentials", status: 400)
      }
      failures[key] = nil
      var fields = tokens(for: index, minutes: minutes, now: now)
      for field in ["id", "username", "email", "firstName", "lastName", "gender", "image"] {
        fields[field] = accounts[index].value[field] ?? .null
      }
      return .json(object: fields)
    }
  }

  /// `GET /auth/me` with `Authorization: Bearer <accessToken>` (the scheme in any case).
  func me(authorization: String?) -> Reply {
    let parts = authorization?.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let parts, parts.count == 2, parts[0].lowercased() == "bearer", !parts[1].isEmpty else {
      return Self.unauthorized("Access token is required", error: nil)
    }
    switch signer.verify(parts[1], now: now()) {
    case .failure(.expired): return Self.unauthorized("Token Expired!", error: "The access token expired")
    case .failure(.invalid): return Self.unauthorized("Invalid token", error: "The access token is invalid")
    case let .success(claims):
      guard claims["type"]?.string == "access", let index = account(claims),
        case var .object(fields) = accounts[index].value
      else { return Self.unauthorized("Invalid token", error: "The access token is invalid") }
      fields["password"] = nil
      return .json(object: fields)
    }
  }

  /// `POST /auth/refresh` with `{refreshToken, expiresInMins?}`: a new pair of tokens.
  func refresh(_ body: [String: JSONValue]) -> Reply {
    guard let token = body["refreshToken"]?.string, !token.isEmpty else {
      return .message("Refresh token required", status: 401)
    }
    guard let minutes = Self.minutes(body["expiresInMins"]) else {
      return .message("expiresInMins must be a whole number of minutes from 1 to \(Self.maximumMinutes)", status: 400)
    }
    let now = now()
    switch signer.verify(token, now: now) {
    case .failure(.expired): return .message("Refresh token expired", status: 401)
    case .failure(.invalid): return .message("Invalid refresh token", status: 401)
    case let .success(claims):
      guard claims["type"]?.string == "refresh", let index = account(claims) else {
        return .message("Invalid refresh token", status: 401)
      }
      return .json(object: tokens(for: index, minutes: minutes, now: now))
    }
  }

  private func tokens(for index: Int, minutes: Int, now: Date) -> [String: JSONValue] {
    let user = accounts[index].value
    let issued = Int(now.timeIntervalSince1970)
    // `jti` makes every token unique, even two issued in the same second.
    var access: [String: JSONValue] = [
      "type": .string("access"), "iat": .integer(issued), "jti": .string(UUID().uuidString),
    ]
    for field in ["id", "username", "email", "firstName", "lastName", "gender", "image"] { access[field] = user[field] }
    access["exp"] = .integer(issued + minutes * 60)
    let refresh: [String: JSONValue] = [
      "type": .string("refresh"), "id": user["id"] ?? .null, "username": user["username"] ?? .null,
      "iat": .integer(issued), "exp": .integer(issued + Self.refreshMinutes * 60), "jti": .string(UUID().uuidString),
    ]
    return ["accessToken": .string(signer.sign(access)), "refreshToken": .string(signer.sign(refresh))]
  }

  private func account(_ claims: [String: JSONValue]) -> Int? {
    guard let id = claims["id"]?.integer else { return nil }
    return accounts.firstIndex { $0.id == id }
  }

  /// `expiresInMins` as given (a whole number, from 1 to 30 days), the default when absent,
  /// `nil` when it is not valid.
  private static func minutes(_ value: JSONValue?) -> Int? {
    guard let value, value != .null else { return defaultMinutes }
    let minutes: Int? =
      switch value {
      case let .integer(number): number
      case let .string(text): Int(text)
      case let .double(number) where number == number.rounded(): Int(number)
      default: nil
      }
    guard let minutes, (1...maximumMinutes).contains(minutes) else { return nil }
    return minutes
  }

  /// 401 with `WWW-Authenticate` (RFC 6750): the realm, and for a token that was given, why it
  /// was refused.
  private static func unauthorized(_ message: String, error description: String?) -> Reply {
    var challenge = "Bearer realm=\"api\""
    if let description { challenge += ", error=\"invalid_token\", error_description=\"\(description)\"" }
    return .message(message, status: 401, headers: [("WWW-Authenticate", challenge)])
  }

  private func lockedReply(until: Date, now: Date) -> Reply {
    let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
    return .message(
      "Too many failed sign-in attempts. Try again in \(seconds) seconds.", status: 429,
      headers: [("Retry-After", String(seconds))])
  }
}
