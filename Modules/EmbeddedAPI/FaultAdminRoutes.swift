import Foundation
import Hummingbird

/// `/__admin/faults`: the faults in force, changed while the server runs, so a user can watch a
/// client cope with failures without restarting anything.
///
/// - `GET` lists them: `{"latency": 0, "faults": [{"path": "/posts", "fault": "status:503", "rate": 1}]}`.
/// - `POST` with `{"path": "/posts", "fault": "status:503", "rate": 0.5}` sets one (`rate` from
///   0 to 1, default 1; `fault` in `Fault(spec:)`'s language); 201 with the list.
/// - `DELETE` clears them all; `DELETE ?path=/posts` clears one.
struct FaultAdminRoutes: Sendable {
  static let path = "__admin/faults"
  let board: FaultBoard

  func register(on router: Router<BasicRequestContext>) {
    let board = board
    router.get(RouterPath(Self.path)) { _, _ in EmbeddedRoutes.response(Self.list(board)) }
    router.post(RouterPath(Self.path)) { request, _ -> Response in
      switch await JSONRequestBody.object(of: request) {
      case let .failure(error): return EmbeddedRoutes.response(error.reply)
      case let .success(fields):
        return EmbeddedRoutes.response(Self.set(fields, on: board))
      }
    }
    router.delete(RouterPath(Self.path)) { request, _ in
      board.clear(request.uri.queryParameters["path"].map(String.init))
      return EmbeddedRoutes.response(Self.list(board))
    }
  }

  private static func set(_ fields: [String: JSONValue], on board: FaultBoard) -> Reply {
    guard let path = fields["path"]?.string, path.hasPrefix("/") else {
      return .message("Give the path the fault is for, starting with /, e.g. \"path\": \"/posts\"", status: 400)
    }
    guard let spec = fields["fault"]?.string else {
      return .message("Give the fault, e.g. \"fault\": \"status:503\"", status: 400)
    }
    // A rate given as anything but a number ("0.5" in quotes) is refused, not read as 1.
    let rate: Double
    switch fields["rate"] {
    case nil, .null?: rate = 1
    case let given?: rate = given.number ?? .nan
    }
    guard (0...1).contains(rate) else {
      return .message("rate is a share of requests, a number from 0 to 1, e.g. \"rate\": 0.5", status: 400)
    }
    do {
      board.set(try Fault(spec: spec), for: path, rate: rate)
    } catch {
      return .message(error.description, status: 400)
    }
    var reply = list(board)
    reply.status = 201
    return reply
  }

  private static func list(_ board: FaultBoard) -> Reply {
    let plan = board.current
    let faults = plan.faults.keys.sorted().map { path -> JSONValue in
      .object([
        "path": .string(path), "fault": .string(plan.faults[path]?.spec ?? ""),
        "rate": .double(plan.rates[path] ?? 1),
      ])
    }
    return .json(object: ["latency": .double(plan.latency), "faults": .array(faults)])
  }
}
