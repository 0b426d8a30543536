import Foundation

/// A JSON value, as the bundled data holds it: records are served as they are and filtered by
/// field.
enum JSONValue: Codable, Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
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
