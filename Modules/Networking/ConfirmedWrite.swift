import Foundation

/// A write the server accepted: what one screen changed, for every other screen that shows the
/// same resource (a list whose row was edited on the screen it opened).
///
/// `APIClient.confirmedWrites` sends one for each request other than `GET` and `HEAD` that the
/// server answered with a 2xx status, once the request's own observer has the answer. Requests
/// to another origin (an absolute path) and requests whose body is secret (signing in) send
/// none, so a session's tokens never travel this way.
public struct ConfirmedWrite: Equatable, Sendable {
  /// The request's method (`POST`, `PUT`, `PATCH`, `DELETE`...).
  public var method: HTTPMethod
  /// The resource's path relative to the client's base URL, as the endpoint named it, without
  /// its query: `/posts/1`.
  public var path: String
  /// The server's answer: the resource as it keeps it now (JSONPlaceholder answers a `PATCH`
  /// with the whole post, a `POST` with the new row and its id, a `DELETE` with `{}`).
  public var body: Data

  /// A write of `method` to `path`, answered with `body`.
  public init(method: HTTPMethod, path: String, body: Data) {
    self.method = method
    self.path = path
    self.body = body
  }

  /// The path of a write `endpoint` announces, or `nil` for one it keeps to itself (a read, a
  /// secret body, another origin).
  static func announcedPath<Response>(of endpoint: Endpoint<Response>) -> String? {
    guard endpoint.method != .get, endpoint.method != .head, !endpoint.bodyIsSecret else { return nil }
    let lowercased = endpoint.path.lowercased()
    guard !lowercased.hasPrefix("http://"), !lowercased.hasPrefix("https://") else { return nil }
    let path = String(endpoint.path.prefix { $0 != "?" && $0 != "#" })
    return path.hasPrefix("/") ? path : "/" + path
  }
}
