import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One kind of request of an API, typed by what its response decodes to: method, path (relative
/// to the client's base URL), query items, headers, an optional JSON body.
public struct Endpoint<Response>: @unchecked Sendable {
  /// The request method.
  public var method: HTTPMethod
  /// The path, relative to the client's base URL (`/posts`).
  public var path: String
  /// The query items, in order.
  public var queryItems: [URLQueryItem]
  /// Extra request headers.
  public var headers: [String: String]
  /// The request body, if any.
  public var body: Data?
  /// Whether the body holds secrets (a password): it is never logged.
  public var bodyIsSecret: Bool
  /// Whether the request may be sent again after a retryable failure. Defaults to the method's
  /// idempotency.
  public var isRetryable: Bool
  /// Turns a 2xx response into the value.
  public let decodeResponse: (Data, URLResponse) -> Result<Response, CoreError>

  /// Creates an endpoint with a custom response decoder.
  public init(
    method: HTTPMethod = .get, path: String, queryItems: [URLQueryItem] = [], headers: [String: String] = [:],
    body: Data? = nil, bodyIsSecret: Bool = false, isRetryable: Bool? = nil,
    decodeResponse: @escaping (Data, URLResponse) -> Result<Response, CoreError>
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
    self.bodyIsSecret = bodyIsSecret
    self.isRetryable = isRetryable ?? method.isIdempotent
    self.decodeResponse = decodeResponse
  }

  /// The same request with more query items appended.
  public func appending(query items: [URLQueryItem]) -> Endpoint {
    var copy = self
    copy.queryItems += items
    return copy
  }
}

extension Endpoint where Response: Decodable {
  /// An endpoint whose JSON response decodes as `Response` with `decoder`.
  public init(
    method: HTTPMethod = .get, path: String, queryItems: [URLQueryItem] = [], headers: [String: String] = [:],
    body: Data? = nil, bodyIsSecret: Bool = false, isRetryable: Bool? = nil, decoder: JSONDecoder = JSONDecoder()
  ) {
    self.init(
      method: method, path: path, queryItems: queryItems, headers: headers, body: body,
      bodyIsSecret: bodyIsSecret, isRetryable: isRetryable,
      decodeResponse: { data, _ in decodeBody(Response.self, from: data, decoder: decoder) })
  }

  /// A `GET` of `path` with `query` parameters.
  public static func get(
    _ path: String, query: [(String, String)] = [], decoder: JSONDecoder = JSONDecoder()
  ) -> Endpoint {
    Endpoint(path: path, queryItems: query.map { URLQueryItem(name: $0.0, value: $0.1) }, decoder: decoder)
  }
}

extension Endpoint where Response == Data {
  /// An endpoint whose response is the raw body.
  public static func raw(_ method: HTTPMethod = .get, _ path: String, query: [(String, String)] = []) -> Endpoint {
    Endpoint(
      method: method, path: path, queryItems: query.map { URLQueryItem(name: $0.0, value: $0.1) },
      decodeResponse: { data, _ in .success(data) })
  }
}
