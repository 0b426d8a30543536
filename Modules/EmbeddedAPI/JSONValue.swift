import Foundation

/// A JSON value, as the bundled data holds it: records are served as they are and filtered by
/// field.
enum JSONValue: Encodable, Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data` (a whole JSON text, any value at the top). Through `JSONSerialization`
  /// rather than `Decodable`, which can only find a value's kind by trying each and catching
  /// the errors: up to five throws a value, and in a test process each throw records a
  /// backtrace, which made the first start of the server take 4.7 s instead of 0.5 (debug build,
  /// 2026-12-06). Reads what `JSONDecoder` reads, the same way.
  init(parsing data: Data) throws {
    self.init(converting: try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
  }

  private init(converting object: Any) {
    switch object {
    case let string as String: self = .string(string)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c": self = .bool(number.boolValue)  // JSON's true and false, and nothing else
      case "d", "f":
        // An integral number is an integer however it is written (`2.0`, `1e3`), as
        // JSONDecoder reads one into an `Int`.
        let value = number.doubleValue
        self = Int(exactly: value).map(JSONValue.integer) ?? .double(value)
      case "Q" where number.uint64Value > UInt64(Int.max): self = .double(number.doubleValue)
      default: self = .integer(number.intValue)
      }
    case let array as [Any]: self = .array(array.map(JSONValue.init(converting:)))
    case let fields as [String: Any]: self = .object(fields.mapValues(JSONValue.init(converting:)))
    default: self = .null
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case let .bool(value): try container.encode(value)
    case let .integer(value): try container.encode(value)
    case let .double(value): try container.encode(value)
    case let .string(value): try container.encode(value)
    case let .array(value): try container.encode(value)
    case let .object(value): try container.encode(value)
    }
  }

  subscript(field: String) -> JSONValue? {
    if case let .object(fields) = self { return fields[field] }
    return nil
  }

  /// The value as a number (JavaScript's view: `null` is 0), if it is one.
  var number: Double? {
    switch self {
    case let .integer(value): Double(value)
    case let .double(value): value
    case .null: 0
    default: nil
    }
  }

  /// The value as json-server compares it with a query string: its text.
  var queryText: String? {
    switch self {
    case let .integer(value): String(value)
    case let .double(value): String(value)
    case let .string(value): value
    case let .bool(value): String(value)
    default: nil
    }
  }

  var string: String? {
    if case let .string(value) = self { return value }
    return nil
  }

  var integer: Int? {
    if case let .integer(value) = self { return value }
    return nil
  }

  /// Encoded compactly with sorted keys.
  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }
}
