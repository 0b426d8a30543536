import Foundation

/// How many failed sign-ins in a row lock a username out, and for how long.
public struct LoginLockout: Sendable, Equatable {
  /// Failed attempts in a row that lock the username (the last of them already answers 429).
  public var maxFailures: Int
  /// How long the lock lasts.
  public var duration: TimeInterval

  /// Creates a lockout rule.
  public init(maxFailures: Int = 5, duration: TimeInterval = 30) {
    self.maxFailures = maxFailures
    self.duration = duration
  }
}

/// DummyJSON-style sign-in: `POST /auth/login` and `GET /auth/me`, with random tokens valid for
/// the server's life and a lockout after repeated failures.
final class AuthService: @unchecked Sendable {
  private struct Failures {
    var count = 0
    var lockedUntil: Date?
  }

  private let accounts: [Record]
  private let lockout: LoginLockout
  private let now: @Sendable () -> Date
  private let lock = NSLock()
  private var sessions: [String: Int] = [:]  // access token -> account index
  private var failures: [String: Failures] = [:]  // lowercased username

  init(accounts: [Record], lockout: LoginLockout, now: @escaping @Sendable () -> Date = Date.init) {
    self.accounts = accounts
    self.lockout = lockout
    self.now = now
  }

  func login(body: Data) -> Reply {
    guard let credentials = try? JSONDecoder().decode(JSONValue.self, from: body),
      let username = credentials["username"]?.string, let password = credentials["password"]?.string,
      !username.isEmpty, !password.isEmpty
    else { return .message("Username and password required", status: 400) }
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
        if record.count >= lockout.maxFailures {
          let until = now.addingTimeInterval(lockout.duration)
          record.lockedUntil = until
          failures[key] = record
          return lockedReply(until: until, now: now)
        }
        failures[key] = record
        return .message("Invalid credentials", status: 400)
      }
      failures[key] = nil
      let accessToken = Self.makeToken()
      sessions[accessToken] = index
      var fields: [String: JSONValue] = [
        "accessToken": .string(accessToken), "refreshToken": .string(Self.makeToken()),
      ]
      for field in ["id", "username", "email", "firstName", "lastName", "gender", "image"] {
        fields[field] = accounts[index].value[field] ?? .null
      }
      return .json(object: fields)
    }
  }

  func me(authorization: String?) -> Reply {
    guard let authorization, authorization.hasPrefix("Bearer ") else {
      return .message("Access token is required", status: 401)
    }
    let token = String(authorization.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
    guard let index = lock.withLock({ sessions[token] }), case var .object(fields) = accounts[index].value else {
      return .message("Invalid or expired token", status: 401)
    }
    fields["password"] = nil
    return .json(object: fields)
  }

  private func lockedReply(until: Date, now: Date) -> Reply {
    let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
    return .message(
      "Too many failed sign-in attempts. Try again in \(seconds) seconds.", status: 429,
      headers: [("Retry-After", String(seconds))])
  }

  /// 32 bytes from the system's cryptographic random source, as URL-safe base64.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
