import Foundation

/// json-server 0.16's list query, as JSONPlaceholder answers it: what to keep, in which order.
///
/// - `field=value` keeps records whose field (a dotted path: `address.city`) reads as `value`;
///   a field given several times keeps records matching any of them.
/// - `field_ne`, `field_like` (a case-insensitive regular expression), `field_gte`, `field_lte`
///   (numbers compared as numbers, other values as text).
/// - `q` keeps records with any text (at any depth) containing it, ignoring case.
/// - `_sort=a,b` with `_order=asc,desc` sorts by those fields (ascending by default), stably.
struct JSONServerQuery {
  private enum Operator {
    case equal, notEqual, like, greaterOrEqual, lessOrEqual
  }

  private struct Condition {
    let path: [String]
    let operation: Operator
    var values: [String]
    /// For `_like`, each value made into a pattern once, when the query is read.
    var patterns: [LikePattern] = []
  }

  /// A `_like` value: a case-insensitive regular expression, or the text itself (found ignoring
  /// case) when the value is not a valid expression. Swift's `Regex`, not `NSRegularExpression`:
  /// Foundation's leaked memory for some invalid patterns (LeakSanitizer in a 14-minute fuzz run
  /// of FuzzAPIRequests, 2026-11-26), so a client could grow the server by sending them.
  private enum LikePattern {
    case expression(Regex<AnyRegexOutput>)
    case text(String)

    init(_ value: String) {
      if let expression = try? Regex(value) {
        self = .expression(expression.ignoresCase())
      } else {
        self = .text(value)
      }
    }

    func matches(_ text: String) -> Bool {
      switch self {
      case let .expression(expression): text.contains(expression)
      case let .text(wanted): text.localizedCaseInsensitiveContains(wanted)
      }
    }
  }

  private var conditions: [Condition] = []
  private var fullText: String?
  private var sortFields: [(path: [String], descending: Bool)] = []

  /// The query's filters and order; other `_` parameters (paging, embedding) are left to the
  /// caller.
  init(_ query: [(String, String)]) {
    var orders: [String] = []
    var sorts: [String] = []
    for (name, value) in query {
      switch name {
      case "q": fullText = value.lowercased()
      case "_sort": sorts = value.split(separator: ",").map(String.init)
      case "_order": orders = value.split(separator: ",").map { $0.lowercased() }
      case _ where name.hasPrefix("_"): continue
      default: add(name, value)
      }
    }
    sortFields = sorts.enumerated().map { index, field in
      (field.split(separator: ".").map(String.init), index < orders.count && orders[index] == "desc")
    }
  }

  private mutating func add(_ name: String, _ value: String) {
    let suffixes: [(String, Operator)] = [
      ("_ne", .notEqual), ("_like", .like), ("_gte", .greaterOrEqual), ("_lte", .lessOrEqual),
    ]
    var field = name
    var operation = Operator.equal
    for (suffix, candidate) in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      field = String(name.dropLast(suffix.count))
      operation = candidate
      break
    }
    let path = field.split(separator: ".").map(String.init)
    let index =
      conditions.firstIndex { $0.path == path && $0.operation == operation }
      ?? conditions.endIndex
    if index == conditions.endIndex { conditions.append(Condition(path: path, operation: operation, values: [])) }
    conditions[index].values.append(value)
    if operation == .like { conditions[index].patterns.append(LikePattern(value)) }
  }

  /// The records the query keeps, in the order it asks for.
  func apply(to records: [Record]) -> [Record] {
    var kept = records.filter { record in
      conditions.allSatisfy { matches($0, record.value) } && matchesFullText(record.value)
    }
    if !sortFields.isEmpty {
      kept = kept.enumerated().sorted { left, right in
        for (path, descending) in sortFields {
          let order = Self.compare(left.element.value[path: path], right.element.value[path: path])
          if order != .orderedSame { return descending ? order == .orderedDescending : order == .orderedAscending }
        }
        return left.offset < right.offset
      }.map(\.element)
    }
    return kept
  }

  private func matches(_ condition: Condition, _ record: JSONValue) -> Bool {
    let value = record[path: condition.path]
    switch condition.operation {
    case .like:
      guard let text = value?.queryText else { return false }
      return condition.patterns.contains { $0.matches(text) }
    case .equal: return condition.values.contains { value?.queryText == $0 }
    case .notEqual: return condition.values.contains { value?.queryText != $0 }
    case .greaterOrEqual: return condition.values.contains { Self.compare(value, .string($0)) != .orderedAscending }
    case .lessOrEqual: return condition.values.contains { Self.compare(value, .string($0)) != .orderedDescending }
    }
  }

  private func matchesFullText(_ value: JSONValue) -> Bool {
    guard let fullText else { return true }
    switch value {
    case let .string(text): return text.lowercased().contains(fullText)
    case let .array(items): return items.contains(where: matchesFullText)
    case let .object(fields): return fields.values.contains(where: matchesFullText)
    default: return false
    }
  }

  /// Numbers (or text that reads as one) as numbers, anything else as text; a missing value
  /// first.
  static func compare(_ left: JSONValue?, _ right: JSONValue?) -> ComparisonResult {
    guard let left, let right else {
      return left == nil ? (right == nil ? .orderedSame : .orderedAscending) : .orderedDescending
    }
    if let a = left.number ?? left.queryText.flatMap(Double.init),
      let b = right.number ?? right.queryText.flatMap(Double.init)
    {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    let a = left.queryText ?? ""
    let b = right.queryText ?? ""
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }
}

extension JSONValue {
  /// The value at a dotted path (`["address", "city"]`).
  subscript(path path: [String]) -> JSONValue? {
    var value: JSONValue? = self
    for field in path { value = value?[field] }
    return value
  }
}
