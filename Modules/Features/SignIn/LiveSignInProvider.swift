import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// Signs in against a DummyJSON-style API: `POST /auth/login` (the password in the body, marked
/// secret so no log shows it), and `GET /auth/me` with the session's token.
public final class LiveSignInProvider: SignInProviderProtocol, @unchecked Sendable {
  private struct Credentials: Encodable {
    let username: String
    let password: String
  }

  private struct RefreshRequest: Encodable {
    let refreshToken: String
  }

  private struct Tokens: Decodable {
    let accessToken: String
    let refreshToken: String
  }

  private struct Claims: Decodable {
    let exp: TimeInterval
  }

  private struct LoginResponse: Decodable {
    let refreshToken: String?
    let accessToken: String
    let id: Int
    let username: String
    let firstName: String
    let lastName: String?
    let email: String?
  }

  private struct Me: Decodable {
    let firstName: String
    let lastName: String
  }

  private let client: APIClient

  /// Creates a provider talking to `client`'s API (whose token `SessionStore` users set).
  public init(client: APIClient) {
    self.client = client
  }

  /// Signs in.
  public func signIn(username: String, password: String) -> SignalProducer<Session, SignInError> {
    let credentials = Credentials(username: username, password: password)
    return client.request { try Endpoint<LoginResponse>.post("/auth/login", json: credentials, secret: true) }
      .map {
        Session(
          accessToken: $0.accessToken, userID: $0.id, username: $0.username, firstName: $0.firstName,
          lastName: $0.lastName ?? "", email: $0.email ?? "", refreshToken: $0.refreshToken ?? "",
          expiresAt: Self.expiry(ofToken: $0.accessToken))
      }
      .mapError(SignInError.init)
  }

  /// `session` with the tokens `/auth/refresh` gives for its refresh token (sent in the body,
  /// marked secret).
  public func refresh(_ session: Session) -> SignalProducer<Session, FeatureError> {
    let body = RefreshRequest(refreshToken: session.refreshToken)
    return client.request { try Endpoint<Tokens>.post("/auth/refresh", json: body, secret: true) }
      .map { tokens in
        var refreshed = session
        refreshed.accessToken = tokens.accessToken
        refreshed.refreshToken = tokens.refreshToken
        refreshed.expiresAt = Self.expiry(ofToken: tokens.accessToken)
        return refreshed
      }
      .mapFeatureError()
  }

  /// The `exp` of a JWT, read without checking the signature (the server checks it; the app only
  /// needs to know when to refresh). `nil` for a token that is not a JWT.
  static func expiry(ofToken token: String) -> Date? {
    let parts = token.split(separator: ".")
    guard parts.count == 3 else { return nil }
    var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64), let claims = try? JSONDecoder().decode(Claims.self, from: data) else {
      return nil
    }
    return Date(timeIntervalSince1970: claims.exp)
  }

  /// "First Last" of the signed-in user.
  public func currentUserName() -> SignalProducer<String, FeatureError> {
    client.request(Endpoint<Me>.get("/auth/me"))
      .map { "\($0.firstName) \($0.lastName)" }
      .mapFeatureError()
  }
}

extension SignInError {
  /// 400 is a wrong user name or password, 429 a lockout; the rest keep their user message.
  init(_ error: CoreError) {
    switch error {
    case .httpStatus(code: 400, body: _): self = .invalidCredentials
    case let .rateLimited(retryAfter): self = .tooManyAttempts(retryAfter: Int((retryAfter ?? 30).rounded(.up)))
    default: self = .other(error.userMessage)
    }
  }
}
