import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a client logs about one request: never an Authorization header, never the body of a
/// request marked secret (sign-in), never a response body (it may carry tokens).
public struct RequestLogEntry: Sendable, Equatable, CustomStringConvertible {
  /// The request method.
  public var method: HTTPMethod
  /// The full URL (query included; passwords never travel in URLs).
  public var url: String
  /// The request headers, with credentials replaced by `<redacted>`.
  public var headers: [String: String]
  /// The request body as text, or a placeholder for secret or binary bodies; `nil` if none.
  public var body: String?
  /// The response status, or `nil` if the request failed without one.
  public var status: Int?
  /// The failure, if the request failed.
  public var error: CoreError?
  /// How long the request took.
  public var duration: TimeInterval

  /// One line: method, URL, outcome, duration.
  public var description: String {
    let outcome = status.map(String.init) ?? error.map { "\($0)" } ?? "-"
    return "\(method) \(url) -> \(outcome) (\(Int((duration * 1000).rounded())) ms)"
  }

  /// Headers whose values are never logged.
  static let credentialHeaders: Set<String> = ["authorization", "cookie", "set-cookie", "proxy-authorization"]

  /// Creates the entry for `request`, redacting credentials and secret bodies.
  init(
    request: URLRequest, bodyIsSecret: Bool, status: Int?, error: CoreError?, duration: TimeInterval
  ) {
    method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
    url = request.url?.textWithoutPassword ?? ""
    var headers: [String: String] = [:]
    for (name, value) in request.allHTTPHeaderFields ?? [:] {
      headers[name] = Self.credentialHeaders.contains(name.lowercased()) ? "<redacted>" : value
    }
    self.headers = headers
    if let data = request.httpBody {
      if bodyIsSecret {
        body = "<secret, \(data.count) bytes>"
      } else {
        body = String(data: data.prefix(1_024), encoding: .utf8) ?? "<\(data.count) bytes>"
      }
    }
    self.status = status
    self.error = error
    self.duration = duration
  }
}
