import Foundation
import HTTPTypes
import Hummingbird
import NIOFoundationEssentialsCompat

/// The routes of the three APIs, each answering a `Reply` that faults may change.
struct EmbeddedRoutes: Sendable {
  let dataset: Dataset
  let configuration: EmbeddedAPIConfiguration
  let auth: AuthService
  let faultCounter = FaultCounter()
  /// Cuts injected waits short when the server stops.
  let stopSignal: StopSignal

  init(dataset: Dataset, configuration: EmbeddedAPIConfiguration, stopSignal: StopSignal) {
    self.dataset = dataset
    self.configuration = configuration
    self.stopSignal = stopSignal
    self.auth = AuthService(accounts: dataset.accounts, lockout: configuration.loginLockout)
  }

  typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Reply

  func register(on router: Router<BasicRequestContext>) {
    // JSONPlaceholder
    list("posts", dataset.posts, on: router)
    list("comments", dataset.comments, on: router)
    list("users", dataset.users, on: router)
    nested("posts/:id/comments", dataset.comments, foreignKey: "postId", on: router)
    nested("users/:id/posts", dataset.posts, foreignKey: "userId", on: router)
    // Punk API v2
    route(.get, "v2/beers", on: router) { request, _ in beers(query: Self.query(of: request)) }
    route(.get, "v2/beers/random", on: router) { _, _ in
      .json([dataset.beers.randomElement()!].jsonArray)
    }
    route(.get, "v2/beers/:id", on: router) { _, context in beer(id: context.parameters.get("id") ?? "") }
    // DummyJSON sign-in
    route(.post, "auth/login", on: router) { request, _ in
      var request = request
      let body = try await request.collectBody(upTo: 64 * 1024)
      return auth.login(body: Data(buffer: body))
    }
    route(.get, "auth/me", on: router) { request, _ in
      auth.me(authorization: request.headers[.authorization])
    }
  }

  private func list(_ name: String, _ records: [Record], on router: Router<BasicRequestContext>) {
    route(.get, name, on: router) { request, _ in
      JSONServerList.reply(records, query: Self.query(of: request), url: Self.url(of: request))
    }
    route(.get, "\(name)/:id", on: router) { _, context in
      guard let id = context.parameters.get("id").flatMap({ Int($0) }),
        let record = records.first(where: { $0.id == id })
      else { return .json(Data("{}".utf8), status: 404) }
      return .json(record.json)
    }
  }

  private func nested(_ path: String, _ records: [Record], foreignKey: String, on router: Router<BasicRequestContext>) {
    route(.get, path, on: router) { request, context in
      let query = [(foreignKey, context.parameters.get("id") ?? "")] + Self.query(of: request)
      return JSONServerList.reply(records, query: query, url: Self.url(of: request))
    }
  }

  private func beers(query: [(String, String)]) -> Reply {
    switch PunkAPIQuery.parse(query) {
    case let .success(parsed): .json(parsed.apply(to: dataset.beers).jsonArray)
    case let .failure(invalid): .boom(400, "Invalid query params", data: invalid.problems)
    }
  }

  private func beer(id text: String) -> Reply {
    guard let id = Int(text), id > 0 else { return .boom(400, "Invalid ID: \(text) is not a positive integer") }
    guard let beer = dataset.beers.first(where: { $0.id == id }) else {
      return .boom(404, "No beer found that matches the ID \(id)")
    }
    return .json([beer].jsonArray)
  }

  /// Registers `handler` for `method` and `path`, with the configured faults applied.
  private func route(
    _ method: HTTPRequest.Method, _ path: String, on router: Router<BasicRequestContext>, _ handler: @escaping Handler
  ) {
    let plan = configuration.faults
    let counter = faultCounter
    let stopSignal = stopSignal
    router.on(RouterPath(path), method: method) { request, context -> Response in
      let requestPath = request.uri.path
      if plan.latency > 0, await !stopSignal.pause(for: plan.latency) { return Self.stoppingResponse }
      let fault = plan.faults[requestPath]
      switch fault {
      case let .delay(seconds)?:
        if await !stopSignal.pause(for: seconds) { return Self.stoppingResponse }
      case let .status(code, retryAfter, times)?:
        if times.map({ counter.next(requestPath) < $0 }) ?? true {
          let headers = retryAfter.map { [("Retry-After", String($0))] } ?? []
          return Self.response(.message("Injected fault: status \(code)", status: code, headers: headers))
        }
      case let .redirect(location, status)?:
        return Self.response(Reply(status: status, headers: [("Location", location)], body: Data()))
      default: break
      }
      var reply = try await handler(request, context)
      switch fault {
      case .malformedJSON?:
        reply.body = reply.body.prefix(max(1, reply.body.count / 2)) + Data("\u{1}".utf8)
      case .dropConnectionMidBody?:
        return Self.truncatedResponse(reply)
      default: break
      }
      return Self.response(reply)
    }
  }

  static func response(_ reply: Reply) -> Response {
    Response(
      status: HTTPResponse.Status(code: reply.status), headers: fields(reply.headers),
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
  }

  /// What a request waiting on an injected delay gets when the server stops.
  static var stoppingResponse: Response {
    response(.message("The server is stopping", status: 503, headers: [("Connection", "close")]))
  }

  /// A response that promises the whole body, sends half, then fails so the connection closes.
  static func truncatedResponse(_ reply: Reply) -> Response {
    let body = reply.body
    return Response(
      status: HTTPResponse.Status(code: reply.status), headers: fields(reply.headers),
      body: ResponseBody(contentLength: body.count) { writer in
        try await writer.write(ByteBuffer(bytes: body.prefix(body.count / 2)))
        throw ConnectionDropped()
      })
  }

  private struct ConnectionDropped: Error {}

  private static func fields(_ headers: [(String, String)]) -> HTTPFields {
    var fields = HTTPFields()
    for (name, value) in headers {
      if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
    }
    return fields
  }

  static func query(of request: Request) -> [(String, String)] {
    request.uri.queryParameters.map { (String($0.key), String($0.value)) }
  }

  /// The request's URL without its query, as the client addressed it (for `Link`).
  static func url(of request: Request) -> String {
    let host = request.head.authority ?? "127.0.0.1"
    return "http://\(host)\(request.uri.path)"
  }
}
