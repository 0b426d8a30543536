import Foundation
import HTTPTypes
import Hummingbird
import NIOFoundationEssentialsCompat

/// The routes of the three APIs, each answering a `Reply` that faults may change.
struct EmbeddedRoutes: Sendable {
  let dataset: Dataset
  let configuration: EmbeddedAPIConfiguration
  let auth: AuthService
  let faults: FaultBoard
  /// The ids of records this server created (JSONPlaceholder's faked writes, told apart).
  let issuedIDs = IssuedIDs()
  /// Cuts injected waits short when the server stops.
  let stopSignal: StopSignal

  init(dataset: Dataset, configuration: EmbeddedAPIConfiguration, stopSignal: StopSignal) {
    self.dataset = dataset
    self.configuration = configuration
    self.stopSignal = stopSignal
    self.auth = AuthService(accounts: dataset.accounts, lockout: configuration.loginLockout, now: configuration.now)
    self.faults = FaultBoard(configuration.faults)
  }

  typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Reply

  func register(on router: Router<BasicRequestContext>) {
    // JSONPlaceholder
    for name in JSONServerDatabase.names { resource(name, on: router) }
    for (parent, child) in dataset.jsonServer.nestedRoutes { nested(child, of: parent, on: router) }
    // Punk API v2
    route(.get, "v2/beers", on: router) { request, _ in beers(query: Self.query(of: request)) }
    route(.get, "v2/beers/random", on: router) { _, _ in
      .json([dataset.beers.randomElement()!].jsonArray)
    }
    route(.get, "v2/beers/:id", on: router) { _, context in beer(id: context.parameters.get("id") ?? "") }
    // DummyJSON sign-in
    route(.post, "auth/login", on: router) { request, _ in try await Self.write(request) { auth.login($0) } }
    route(.post, "auth/refresh", on: router) { request, _ in try await Self.write(request) { auth.refresh($0) } }
    route(.get, "auth/me", on: router) { request, _ in
      auth.me(authorization: request.headers[.authorization])
    }
    if configuration.adminRoutes { FaultAdminRoutes(board: faults).register(on: router) }
  }

  /// A json-server resource: its list, its records, and faked writes (nothing is stored, as on
  /// JSONPlaceholder: POST answers 201 with a new id, PUT and PATCH 200 with the new record,
  /// DELETE 200 `{}`; an id that neither the data has nor this server handed out is 404 `{}`).
  private func resource(_ name: String, on router: Router<BasicRequestContext>) {
    let database = dataset.jsonServer
    let records = database.resources[name] ?? []
    let issuedIDs = issuedIDs
    route(.get, name, on: router) { request, _ in
      JSONServerList.reply(records, of: name, in: database, query: Self.query(of: request), url: Self.url(of: request))
    }
    route(.get, "\(name)/:id", on: router) { request, context in
      guard let record = database.record(name, id: context.parameters.get("id") ?? "") else { return Self.notFound }
      return .json(database.including([record], of: name, query: Self.query(of: request))[0].json)
    }
    route(.post, name, on: router) { request, _ in
      try await Self.write(request) { fields in
        let id = issuedIDs.issue(name, first: database.nextID(name))
        return .json(JSONValue.object(fields.merging(["id": .integer(id)]) { $1 }).encoded(), status: 201)
      }
    }
    for method in [HTTPRequest.Method.put, .patch] {
      route(method, "\(name)/:id", on: router) { request, context in
        let id = context.parameters.get("id") ?? ""
        let original: [String: JSONValue]
        if let record = database.record(name, id: id), case let .object(fields) = record.value {
          original = fields
        } else if issuedIDs.contains(name, id: id) {
          original = [:]  // created by a POST to this server, whose body was not kept
        } else {
          return Self.notFound
        }
        return try await Self.write(request) { fields in
          let replaced = method == .put ? fields : original.merging(fields) { $1 }
          return .json(JSONValue.object(replaced.merging(["id": .integer(Int(id) ?? 0)]) { $1 }).encoded())
        }
      }
    }
    route(.delete, "\(name)/:id", on: router) { _, context in
      let id = context.parameters.get("id") ?? ""
      let known = database.record(name, id: id) != nil || issuedIDs.contains(name, id: id)
      return known ? .json(Data("{}".utf8)) : Self.notFound
    }
  }

  /// `/parent/:id/child`: the child records of one parent (POST adds one, faked).
  private func nested(_ child: String, of parent: String, on router: Router<BasicRequestContext>) {
    let database = dataset.jsonServer
    let records = database.resources[child] ?? []
    let key = JSONServerDatabase.singular(parent) + "Id"
    route(.get, "\(parent)/:id/\(child)", on: router) { request, context in
      let query = [(key, context.parameters.get("id") ?? "")] + Self.query(of: request)
      return JSONServerList.reply(records, of: child, in: database, query: query, url: Self.url(of: request))
    }
    let issuedIDs = issuedIDs
    route(.post, "\(parent)/:id/\(child)", on: router) { request, context in
      let parentID = JSONValue.integer(Int(context.parameters.get("id") ?? "") ?? 0)
      return try await Self.write(request) { fields in
        let id = issuedIDs.issue(child, first: database.nextID(child))
        let record = fields.merging([key: parentID, "id": .integer(id)]) { $1 }
        return .json(JSONValue.object(record).encoded(), status: 201)
      }
    }
  }

  /// json-server's answer to an unknown id or route.
  static let notFound = Reply.json(Data("{}".utf8), status: 404)

  /// The reply `make` builds from the request's JSON object, or why the body was refused.
  private static func write(_ request: Request, _ make: ([String: JSONValue]) -> Reply) async throws -> Reply {
    switch await JSONRequestBody.object(of: request) {
    case let .success(fields): make(fields)
    case let .failure(error): error.reply
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
    let board = faults
    let stopSignal = stopSignal
    router.on(RouterPath(path), method: method) { request, context -> Response in
      let latency = board.latency
      if latency > 0, await !stopSignal.pause(for: latency) { return Self.stoppingResponse }
      let fault = board.fault(for: request.uri.path)
      switch fault {
      case let .delay(seconds)?:
        if await !stopSignal.pause(for: seconds) { return Self.stoppingResponse }
      case let .status(code, retryAfter, _)?:
        let headers = retryAfter.map { [("Retry-After", String($0))] } ?? []
        return Self.response(.message("Injected fault: status \(code)", status: code, headers: headers))
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
    guard let query = request.uri.query, !query.isEmpty else { return [] }
    return query.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (formDecoded(parts[0]), parts.count > 1 ? formDecoded(parts[1]) : "")
    }
  }

  /// A query's name or value as Express (json-server's, Punk API's) decodes it: `+` is a space,
  /// then percent escapes (left as they are where they do not decode).
  private static func formDecoded(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  /// The request's URL without its query, as the client addressed it (for `Link`).
  static func url(of request: Request) -> String {
    let host = request.head.authority ?? "127.0.0.1"
    return "http://\(host)\(request.uri.path)"
  }
}
