import Foundation
import HTTPTypes
import Hummingbird
import NIOFoundationEssentialsCompat

/// A request's body as a JSON object, read the way every write route and sign-in route needs
/// it, or the reply that tells the client what is wrong: 413 past `limit`, 415 for a body that
/// is not sent as JSON, 400 for JSON that does not parse or is not an object.
enum JSONRequestBody {
  /// The largest body read (1 MiB).
  static let limit = 1 << 20

  /// The body's fields, or the error reply.
  static func object(of request: Request) async -> Result<[String: JSONValue], ReplyError> {
    var request = request
    let body: ByteBuffer
    do {
      body = try await request.collectBody(upTo: limit)
    } catch {
      return .failure(ReplyError(.message("The request body is larger than \(limit / 1024) KiB", status: 413)))
    }
    guard body.readableBytes > 0 else { return .success([:]) }
    let contentType = request.headers[.contentType]?.lowercased() ?? ""
    guard contentType.hasPrefix("application/json") || contentType.contains("+json") else {
      return .failure(
        ReplyError(
          .message(
            "Send the body as JSON with Content-Type: application/json (got \(contentType.isEmpty ? "none" : contentType))",
            status: 415)))
    }
    guard let value = try? JSONValue(parsing: Data(buffer: body)) else {
      return .failure(ReplyError(.message("The request body is not valid JSON", status: 400)))
    }
    guard case let .object(fields) = value else {
      return .failure(ReplyError(.message("The request body must be a JSON object", status: 400)))
    }
    return .success(fields)
  }
}

/// A reply that ends a request early.
struct ReplyError: Error, Sendable {
  let reply: Reply
  init(_ reply: Reply) { self.reply = reply }
}
