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

  private struct LoginResponse: Decodable {
    let accessToken: String
    let id: Int
    let username: String
    let firstName: String
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
    let endpoint: Endpoint<LoginResponse>
    do {
      endpoint = try Endpoint.post(
        "/auth/login", json: Credentials(username: username, password: password), secret: true)
    } catch {
      return SignalProducer(error: .other(error.userMessage))
    }
    return client.request(endpoint)
      .map { Session(accessToken: $0.accessToken, userID: $0.id, username: $0.username, firstName: $0.firstName) }
      .mapError(SignInError.init)
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
