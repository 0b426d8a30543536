import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A client of one HTTP API: builds each endpoint's request against the base URL, enforces the
/// security rules, and runs it as a cold producer with a timeout, status validation, retries
/// and decoding.
///
/// Every request is cold: nothing is sent until the producer starts, and disposing it cancels
/// the request. Failures are `CoreError`s.
public final class APIClient: @unchecked Sendable {
  /// What a client does around each request.
  public struct Configuration: Sendable {
    /// The longest a request (each attempt) may take, enforced on the client's scheduler with
    /// sub-second precision.
    public var timeout: TimeInterval
    /// When failed requests are retried.
    public var retryPolicy: RetryPolicy
    /// Where requests may go over plain `http`.
    public var hostRules: HostRules
    /// Headers sent with every request.
    public var defaultHeaders: [String: String]
    /// Receives one entry per finished request (credentials and secret bodies redacted).
    public var log: (@Sendable (RequestLogEntry) -> Void)?

    /// Creates a configuration.
    public init(
      timeout: TimeInterval = 15, retryPolicy: RetryPolicy = .standard, hostRules: HostRules = HostRules(),
      defaultHeaders: [String: String] = ["Accept": "application/json"],
      log: (@Sendable (RequestLogEntry) -> Void)? = nil
    ) {
      self.timeout = timeout
      self.retryPolicy = retryPolicy
      self.hostRules = hostRules
      self.defaultHeaders = defaultHeaders
      self.log = log
    }
  }

  /// The URL every endpoint path is relative to.
  public let baseURL: URL
  /// The client's configuration.
  public let configuration: Configuration
  private let transport: any HTTPTransport
  private let scheduler: DateScheduler
  private let random: @Sendable () -> Double
  private let tokenLock = NSLock()
  private var token: String?
  private let rejections = Signal<Void, Never>.pipe()
  private let writes = Signal<ConfirmedWrite, Never>.pipe()

  /// Sends when the server answers 401 to a request that carried `authorizationToken`: the
  /// token is no longer accepted (the app signs out).
  public var authorizationRejections: Signal<Void, Never> { rejections.output }

  /// Sends each write the server accepted through this client (`ConfirmedWrite` says which),
  /// on the thread that received the answer, after the request's own observer had it: one
  /// screen's change, for the others that show the same resource to follow.
  public var confirmedWrites: Signal<ConfirmedWrite, Never> { writes.output }

  /// Creates a client of the API at `baseURL`. Timeouts and retry delays run on `scheduler`
  /// (a `TestScheduler` in tests); `random` draws the retry jitter. Without a `transport`, the
  /// client uses a `GuardedSession` for its host rules, which checks every redirect and never
  /// forwards the token off the origin (a bare `URLSession` would).
  public init(
    baseURL: URL,
    transport: (any HTTPTransport)? = nil,
    scheduler: DateScheduler = QueueScheduler(qos: .userInitiated, name: "Networking.APIClient"),
    configuration: Configuration = Configuration(),
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.baseURL = baseURL
    self.transport = transport ?? GuardedSession.shared(for: configuration.hostRules)
    self.scheduler = scheduler
    self.configuration = configuration
    self.random = random
  }

  /// The bearer token sent as `Authorization` with requests to the base URL's origin, and to no
  /// other host.
  public var authorizationToken: String? {
    get { tokenLock.withLock { token } }
    set { tokenLock.withLock { token = newValue } }
  }

  /// The decoded response to `endpoint`.
  public func request<Response>(_ endpoint: Endpoint<Response>) -> SignalProducer<Response, CoreError> {
    response(endpoint).map { $0.0 }
  }

  /// The decoded response to the endpoint `make` builds. A write whose body cannot be encoded
  /// (`Endpoint.post` and the others throw) makes the producer fail with that error when
  /// started, sending nothing, so a provider needs no `do`/`catch`:
  ///
  /// ```swift
  /// client.request { try Endpoint<Comment>.post("/posts/1/comments", json: draft) }
  /// ```
  public func request<Response>(_ make: () throws -> Endpoint<Response>) -> SignalProducer<Response, CoreError> {
    do {
      return request(try make())
    } catch let error as CoreError {
      return SignalProducer(error: error)
    } catch {
      return SignalProducer(error: .invalidRequest(reason: "the request could not be made: \(error)"))
    }
  }

  /// The decoded response to `endpoint`, with the HTTP response it came in (for its headers).
  public func response<Response>(
    _ endpoint: Endpoint<Response>
  ) -> SignalProducer<(Response, HTTPURLResponse), CoreError> {
    exchange(endpoint).attemptMap { data, http in endpoint.decodeResponse(data, http).map { ($0, http) } }
  }

  /// Page `page` (from 1) of `limit` items of the list at `endpoint`, asked for and read the way
  /// `style` says.
  public func page<Item>(
    _ endpoint: Endpoint<[Item]>, page: Int, limit: Int, style: PaginationStyle = .jsonServer
  ) -> SignalProducer<Page<Item>, CoreError> {
    let endpoint = endpoint.appending(query: style.queryItems(page: page, limit: limit))
    return exchange(endpoint).attemptMap { data, http in
      endpoint.decodeResponse(data, http).map {
        Page(items: $0, page: page, limit: limit, response: http, style: style)
      }
    }
  }

  /// The raw, status-validated response to `endpoint`, with timeout and retries.
  public func send<Response>(_ endpoint: Endpoint<Response>) -> SignalProducer<(Data, URLResponse), CoreError> {
    exchange(endpoint).map { data, http in (data, http) }
  }

  /// Sends `endpoint` with the timeout, status validation, log and retries the configuration asks
  /// for: one fused producer per attempt (`RequestAttempt`), so a request costs two signals.
  private func exchange<Response>(
    _ endpoint: Endpoint<Response>
  ) -> SignalProducer<(Data, HTTPURLResponse), CoreError> {
    let request: URLRequest
    switch urlRequest(for: endpoint) {
    case let .success(built): request = built
    case let .failure(error): return SignalProducer(error: error)
    }
    var attempt = RequestAttempt(
      transport: transport, scheduler: scheduler, timeout: configuration.timeout, log: configuration.log
    ).producer(for: request, bodyIsSecret: endpoint.bodyIsSecret)
    if request.value(forHTTPHeaderField: "Authorization") != nil {
      let rejected = rejections.input
      attempt = attempt.on(failed: { if case .unauthorized = $0 { rejected.send(value: ()) } })
    }
    if endpoint.isRetryable { attempt = attempt.retry(configuration.retryPolicy, on: scheduler, random: random) }
    guard let path = ConfirmedWrite.announcedPath(of: endpoint) else { return attempt }
    return announcing(attempt, as: endpoint.method, to: path)
  }

  /// `exchange` telling `confirmedWrites` of its answer once its own observer has it, so a
  /// screen that follows the writes and made the request sees its answer first.
  private func announcing(
    _ exchange: SignalProducer<(Data, HTTPURLResponse), CoreError>, as method: HTTPMethod, to path: String
  ) -> SignalProducer<(Data, HTTPURLResponse), CoreError> {
    let writes = writes.input
    return SignalProducer { observer, lifetime in
      lifetime += exchange.start { event in
        observer.send(event)
        if case let .value((body, _)) = event {
          writes.send(value: ConfirmedWrite(method: method, path: path, body: body))
        }
      }
    }
  }

  /// The request for `endpoint`, or why it may not be sent.
  public func urlRequest<Response>(for endpoint: Endpoint<Response>) -> Result<URLRequest, CoreError> {
    guard let url = url(for: endpoint) else {
      return .failure(.invalidRequest(reason: "\"\(endpoint.path)\" does not make a valid URL"))
    }
    if let violation = configuration.hostRules.violation(for: url) {
      return .failure(.invalidRequest(reason: violation))
    }
    var request = URLRequest(url: url)
    request.httpMethod = endpoint.method.rawValue
    request.httpBody = endpoint.body
    // URLSession truncates timeouts to whole seconds; the scheduler enforces the real one.
    request.timeoutInterval = (configuration.timeout + 1).rounded(.up)
    for (name, value) in configuration.defaultHeaders.merging(endpoint.headers, uniquingKeysWith: { $1 }) {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if let token = authorizationToken, HostRules.isSameOrigin(url, as: baseURL) {
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    } else {
      request.setValue(nil, forHTTPHeaderField: "Authorization")
    }
    return .success(request)
  }

  /// What a query's name or value may hold unescaped: a URL query's characters but the ones
  /// that separate (`&`, `=`), end (`#`) or mean a space (`+`) in one.
  private static let queryValueCharacters = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))

  /// `text` percent-encoded for a query's name or value.
  private static func queryEncoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? ""
  }

  /// The endpoint's URL: its path if absolute, else relative to the base URL.
  private func url<Response>(for endpoint: Endpoint<Response>) -> URL? {
    let path = endpoint.path
    let isAbsolute = path.lowercased().hasPrefix("http://") || path.lowercased().hasPrefix("https://")
    guard
      var components = isAbsolute
        ? URLComponents(string: path) : URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
    else { return nil }
    if !isAbsolute {
      let relative = URLComponents(string: path.hasPrefix("/") ? String(path.dropFirst()) : path)
      guard let relative else { return nil }
      let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
      components.path = basePath + "/" + relative.path
      // A query in the base URL (an API key, say) goes with every request, before the path's;
      // it was dropped. The base's fragment is not part of a request.
      let queries = [components.percentEncodedQuery, relative.percentEncodedQuery].compactMap { $0 }
      components.percentEncodedQuery = queries.filter { !$0.isEmpty }.joined(separator: "&")
      components.fragment = relative.fragment
    }
    // A query written in the path stays as written; the endpoint's items are encoded here, `+`
    // included: servers read a `+` in a query as a space (HTML forms' rule, Express's), and
    // URLComponents leaves it, so "c++" arrived as "c  ".
    let added = endpoint.queryItems.map { item in
      Self.queryEncoded(item.name) + (item.value.map { "=" + Self.queryEncoded($0) } ?? "")
    }
    let query = [components.percentEncodedQuery].compactMap { $0 }.filter { !$0.isEmpty } + added
    components.percentEncodedQuery = query.isEmpty ? nil : query.joined(separator: "&")
    // Schemes ignore case (RFC 3986), but FoundationNetworking serves only "http" and "https":
    // "HTTP://…" failed as a network problem.
    components.scheme = components.scheme?.lowercased()
    return components.url
  }
}
