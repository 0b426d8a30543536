import Foundation

/// Every way a request can fail, as one value: Equatable and Sendable, with a message fit to show
/// a user (`userMessage`) and a precise one for developers (`description`).
public enum CoreError: Error, Equatable, Sendable {
  /// The request never got a complete response: no connection, connection lost, host unknown.
  case transport(TransportFailure)
  /// No complete response within the time allowed.
  case timedOut(after: TimeInterval)
  /// The request was cancelled before it completed.
  case cancelled
  /// The server answered with a status that is not 2xx (other than 401 and 429).
  case httpStatus(code: Int, body: Data)
  /// The response body did not decode; `path` names the field that failed (`[3].abv`).
  case decoding(path: String, reason: String)
  /// The server refused the credentials (HTTP 401), with the server's message when it gave one.
  case unauthorized(message: String?)
  /// Too many requests (HTTP 429); `retryAfter` is how long the server asked to wait.
  case rateLimited(retryAfter: TimeInterval?)
  /// The request was not sent because it would break a security rule (plain HTTP to a remote
  /// host, a malformed URL).
  case invalidRequest(reason: String)
}

/// Why a request got no complete response.
public struct TransportFailure: Equatable, Sendable, CustomStringConvertible {
  /// The kinds of transport failure a user-facing message distinguishes.
  public enum Kind: Equatable, Sendable {
    /// Nothing listens at the address, or the host refused the connection.
    case cannotConnect
    /// The connection dropped before the response was complete.
    case connectionLost
    /// The host name did not resolve.
    case hostNotFound
    /// The device is offline.
    case notConnectedToInternet
    /// The server redirected the request again and again (a loop, or a chain too long to follow).
    case tooManyRedirects
    /// The system will not send a request to the URL's address at all. FoundationNetworking on
    /// Linux, for one, refuses every URL that writes an IPv6 address (`http://[::1]:8080`).
    case unsupportedAddress
    /// Any other transport failure.
    case other
  }

  /// The kind of failure.
  public var kind: Kind
  /// What the underlying system reported.
  public var detail: String

  /// Creates a transport failure.
  public init(_ kind: Kind, detail: String) {
    self.kind = kind
    self.detail = detail
  }

  /// The kind and the system's report.
  public var description: String { "\(kind): \(detail)" }
}

extension CoreError {
  /// A short message fit to show a user of an app.
  public var userMessage: String {
    switch self {
    case let .transport(failure):
      switch failure.kind {
      case .cannotConnect: "Can't reach the server. Try again in a moment."
      case .connectionLost: "The connection was lost before the answer arrived. Try again."
      case .hostNotFound: "The server's address could not be found."
      case .notConnectedToInternet: "You appear to be offline."
      case .tooManyRedirects: "The server sent the request around in a loop of redirects."
      case .unsupportedAddress: "This device cannot send requests to the server's address."
      case .other: "A network problem stopped the request. Try again."
      }
    case .timedOut: "The server took too long to answer. Try again."
    case .cancelled: "The request was cancelled."
    case let .httpStatus(code, _) where code == 404: "That item could not be found."
    case let .httpStatus(code, _) where (500..<600).contains(code):
      "The server had a problem (\(code)). Try again later."
    case let .httpStatus(code, body): Self.serverMessage(in: body) ?? "The request failed (\(code))."
    case .decoding: "The server's answer could not be read."
    case let .unauthorized(message): message ?? "Please sign in again."
    case let .rateLimited(retryAfter):
      // A wait of more than a day is not one a user counts in seconds (and a hostile header's
      // 120-digit number does not fit an Int: it crashed here, found by fuzzing).
      if let retryAfter, retryAfter > 0, retryAfter <= 86_400 {
        "Too many attempts. Try again in \(Int(retryAfter.rounded(.up))) seconds."
      } else {
        "Too many attempts. Try again later."
      }
    case .invalidRequest: "The request could not be sent safely."
    }
  }

  /// Whether trying the same request again may succeed: transport failures (but a redirect loop
  /// or an address the system refuses), timeouts, 5xx and 429. Cancellation, other statuses and
  /// decoding failures are final.
  public var isRetryable: Bool {
    switch self {
    case let .transport(failure): ![.tooManyRedirects, .unsupportedAddress].contains(failure.kind)
    case .timedOut, .rateLimited: true
    case let .httpStatus(code, _): (500..<600).contains(code)
    case .cancelled, .decoding, .unauthorized, .invalidRequest: false
    }
  }

  /// The `message` field of a JSON error body (`{"message": "..."}`), if there is one.
  static func serverMessage(in body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let message = object["message"] as? String, !message.isEmpty
    else { return nil }
    return message
  }
}

extension CoreError: LocalizedError {
  /// The user-facing message.
  public var errorDescription: String? { userMessage }
}

extension CoreError: CustomStringConvertible {
  /// A precise description for logs and test failures (never a request body).
  public var description: String {
    switch self {
    case let .transport(failure): "transport(\(failure))"
    case let .timedOut(interval): "timedOut(after: \(interval)s)"
    case .cancelled: "cancelled"
    case let .httpStatus(code, body): "httpStatus(\(code), \(body.count) bytes)"
    case let .decoding(path, reason): "decoding(at \(path.isEmpty ? "<root>" : path): \(reason))"
    case let .unauthorized(message): "unauthorized(\(message ?? "-"))"
    case let .rateLimited(retryAfter): "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "-"))"
    case let .invalidRequest(reason): "invalidRequest(\(reason))"
    }
  }
}
