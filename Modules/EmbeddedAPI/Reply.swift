import Foundation

/// What a route answers, before faults are applied and it becomes an HTTP response.
struct Reply: Sendable {
  var status: Int
  var headers: [(String, String)]
  var body: Data

  init(status: Int = 200, headers: [(String, String)] = [], body: Data) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON body.
  static func json(_ body: Data, status: Int = 200, headers: [(String, String)] = []) -> Reply {
    Reply(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers, body: body)
  }

  /// A JSON object built from `fields`.
  static func json(object fields: [String: JSONValue], status: Int = 200, headers: [(String, String)] = []) -> Reply {
    json(JSONValue.object(fields).encoded(), status: status, headers: headers)
  }

  /// `{"message": ...}`, DummyJSON's error shape.
  static func message(_ text: String, status: Int, headers: [(String, String)] = []) -> Reply {
    json(object: ["message": .string(text)], status: status, headers: headers)
  }

  /// Boom's error shape, as the Punk API sends it: `{statusCode, error, message[, data]}`.
  static func boom(_ status: Int, _ message: String, data: [String]? = nil) -> Reply {
    let names = [400: "Bad Request", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error"]
    var fields: [String: JSONValue] = [
      "statusCode": .integer(status), "error": .string(names[status] ?? "Error"), "message": .string(message),
    ]
    if let data { fields["data"] = .array(data.map(JSONValue.string)) }
    return json(object: fields, status: status)
  }
}
