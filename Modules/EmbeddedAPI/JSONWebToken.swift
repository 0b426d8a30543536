import Crypto
import Foundation

/// JSON Web Tokens as DummyJSON hands them out: `header.payload.signature`, base64url, signed
/// with HMAC-SHA256 under a secret made for each run of the server (so tokens of an earlier run
/// are refused), with `iat` and `exp` in seconds since 1970.
struct JSONWebTokenSigner: Sendable {
  private let key: SymmetricKey

  /// A signer with a fresh random secret.
  init() {
    key = SymmetricKey(size: .bits256)
  }

  /// A token carrying `claims`.
  func sign(_ claims: [String: JSONValue]) -> String {
    let header = Self.base64URL(JSONValue.object(["alg": .string("HS256"), "typ": .string("JWT")]).encoded())
    let payload = Self.base64URL(JSONValue.object(claims).encoded())
    let signature = HMAC<SHA256>.authenticationCode(for: Data("\(header).\(payload)".utf8), using: key)
    return "\(header).\(payload).\(Self.base64URL(Data(signature)))"
  }

  /// Why a token is refused.
  enum Refusal: Error, Equatable {
    /// Not three parts, not base64url JSON, or a signature this server did not make.
    case invalid
    /// Signed here, but its `exp` has passed.
    case expired
  }

  /// The claims of `token` if this server signed it and it has not expired at `now`.
  func verify(_ token: String, now: Date) -> Result<[String: JSONValue], Refusal> {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let signature = Self.data(base64URL: parts[2]),
      HMAC<SHA256>.isValidAuthenticationCode(
        signature, authenticating: Data("\(parts[0]).\(parts[1])".utf8), using: key),
      let payload = Self.data(base64URL: parts[1]),
      case let .object(claims)? = try? JSONValue(parsing: payload)
    else { return .failure(.invalid) }
    guard let expiry = claims["exp"]?.number, now.timeIntervalSince1970 < expiry else { return .failure(.expired) }
    return .success(claims)
  }

  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  static func data(base64URL text: Substring) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
  }
}
