import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Writes: `POST`, `PUT`, `PATCH` and `DELETE`, each with an `Encodable` body sent as JSON
/// (`Content-Type: application/json`; `DELETE` sends none) and its answer decoded as `Response`,
/// or ignored when `Response` is `Void` (a `DELETE` answering `{}` or 204).
///
/// A write goes through the client as a read does: the same error mapping, host rules, token
/// rules on redirects, and log redaction (`secret: true` keeps a body out of the log). Retries
/// follow RFC 9110's idempotency: `PUT` and `DELETE` are retried after a retryable failure,
/// `POST` and `PATCH` never, because the first attempt may have reached the server; pass
/// `retryable: true` when repeating is harmless (the server deduplicates), or `false` to never
/// repeat a `PUT` or `DELETE`.
///
/// ```swift
/// let added = try Endpoint<Comment>.post("/posts/1/comments", json: draft)
/// let toggled = try Endpoint<Todo>.patch("/todos/\(id)", json: ["completed": true])
/// let removed = Endpoint<Void>.delete("/comments/\(id)")
/// ```
extension Endpoint {
  /// An endpoint sending `body` as JSON with `method`; its answer is read by `decodeResponse`.
  static func write<Body: Encodable>(
    _ method: HTTPMethod, _ path: String, json body: Body, secret: Bool, retryable: Bool,
    decodeResponse: @escaping (Data, URLResponse) -> Result<Response, CoreError>
  ) throws(CoreError) -> Endpoint {
    let data: Data
    do {
      data = try JSONEncoder().encode(body)
    } catch {
      throw .invalidRequest(reason: "the body of \(method) \(path) could not be encoded: \(error)")
    }
    return Endpoint(
      method: method, path: path, headers: ["Content-Type": "application/json"], body: data, bodyIsSecret: secret,
      isRetryable: retryable, decodeResponse: decodeResponse)
  }
}

extension Endpoint where Response: Decodable {
  /// A `POST` of `body` as JSON to `path` (create), answered with the new record. Never retried
  /// unless `retryable`. Mark a body that carries a password `secret`: it is never logged.
  public static func post<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = false,
    decoder: JSONDecoder = JSONDecoder()
  ) throws(CoreError) -> Endpoint {
    try write(.post, path, json: body, secret: secret, retryable: retryable, decodeResponse: decoding(decoder))
  }

  /// A `PUT` of `body` as JSON to `path` (replace), answered with the record as stored.
  /// Retried like a read unless `retryable` is `false`.
  public static func put<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = true,
    decoder: JSONDecoder = JSONDecoder()
  ) throws(CoreError) -> Endpoint {
    try write(.put, path, json: body, secret: secret, retryable: retryable, decodeResponse: decoding(decoder))
  }

  /// A `PATCH` of `body` as JSON to `path` (change some fields), answered with the merged
  /// record. Never retried unless `retryable`.
  public static func patch<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = false,
    decoder: JSONDecoder = JSONDecoder()
  ) throws(CoreError) -> Endpoint {
    try write(.patch, path, json: body, secret: secret, retryable: retryable, decodeResponse: decoding(decoder))
  }

  /// A `DELETE` of `path` whose answer decodes as `Response` (an API that returns what it
  /// deleted). Retried like a read unless `retryable` is `false`.
  public static func delete(_ path: String, retryable: Bool = true, decoder: JSONDecoder = JSONDecoder()) -> Endpoint {
    Endpoint(method: .delete, path: path, isRetryable: retryable, decoder: decoder)
  }

  private static func decoding(_ decoder: JSONDecoder) -> (Data, URLResponse) -> Result<Response, CoreError> {
    { data, _ in decodeBody(Response.self, from: data, decoder: decoder) }
  }
}

extension Endpoint where Response == Void {
  /// A `POST` of `body` as JSON to `path` whose answer is not read. Never retried unless
  /// `retryable`.
  public static func post<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = false
  ) throws(CoreError) -> Endpoint {
    try write(.post, path, json: body, secret: secret, retryable: retryable, decodeResponse: ignoringAnswer)
  }

  /// A `PUT` of `body` as JSON to `path` whose answer is not read.
  public static func put<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = true
  ) throws(CoreError) -> Endpoint {
    try write(.put, path, json: body, secret: secret, retryable: retryable, decodeResponse: ignoringAnswer)
  }

  /// A `PATCH` of `body` as JSON to `path` whose answer is not read. Never retried unless
  /// `retryable`.
  public static func patch<Body: Encodable>(
    _ path: String, json body: Body, secret: Bool = false, retryable: Bool = false
  ) throws(CoreError) -> Endpoint {
    try write(.patch, path, json: body, secret: secret, retryable: retryable, decodeResponse: ignoringAnswer)
  }

  /// A `DELETE` of `path`; any 2xx answer (`{}`, an empty 204) is success.
  public static func delete(_ path: String, retryable: Bool = true) -> Endpoint {
    Endpoint(method: .delete, path: path, isRetryable: retryable, decodeResponse: ignoringAnswer)
  }

  private static func ignoringAnswer(_: Data, _: URLResponse) -> Result<Void, CoreError> { .success(()) }
}
