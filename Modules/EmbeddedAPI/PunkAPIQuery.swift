import Foundation

/// The Punk API v2 `GET /v2/beers` parameters, validated as the original server did (400 with
/// the problems listed) and applied as its filters.
struct PunkAPIQuery {
  var page = 1
  var perPage = 25
  var filters: [(Record) -> Bool] = []

  static let numericBounds = ["abv_gt", "abv_lt", "ibu_gt", "ibu_lt", "ebc_gt", "ebc_lt"]
  static let fuzzyNames = ["beer_name", "hops", "malt", "yeast"]
  static let allowed = Set(
    ["page", "per_page", "ids", "food", "brewed_before", "brewed_after"] + numericBounds + fuzzyNames)

  /// Parses `query`, or gives the list of problems.
  static func parse(_ query: [(String, String)]) -> Result<PunkAPIQuery, InvalidQuery> {
    var result = PunkAPIQuery()
    var problems: [String] = []
    for (name, value) in query {
      guard allowed.contains(name) else {
        problems.append("\"\(name)\" is not allowed")
        continue
      }
      switch name {
      case "page":
        guard let page = Int(value), page >= 1 else {
          problems.append("\"page\" must be an integer greater than or equal to 1")
          continue
        }
        result.page = page
      case "per_page":
        guard let perPage = Int(value), (1...80).contains(perPage) else {
          problems.append("\"per_page\" must be an integer from 1 to 80")
          continue
        }
        result.perPage = perPage
      case _ where numericBounds.contains(name):
        guard let bound = Double(value), bound.isFinite else {
          problems.append("\"\(name)\" must be a number")
          continue
        }
        let field = String(name.prefix(3))
        let greater = name.hasSuffix("_gt")
        result.filters.append { record in
          let number = record.value[field]?.number ?? 0
          return greater ? number > bound : number < bound
        }
      case _ where fuzzyNames.contains(name):
        guard !value.isEmpty else {
          problems.append("\"\(name)\" is not allowed to be empty")
          continue
        }
        let pattern = value.replacingOccurrences(of: "_", with: " ")
        result.filters.append { record in names(for: name, in: record).contains { fuzzyMatch(pattern, $0) } }
      case "food":
        let food = value.replacingOccurrences(of: "_", with: " ").lowercased()
        result.filters.append { record in
          guard case let .array(pairings)? = record.value["food_pairing"] else { return false }
          return pairings.contains { $0.string?.lowercased().contains(food) ?? false }
        }
      case "brewed_before", "brewed_after":
        guard let month = monthIndex(value, separator: "-") else {
          problems.append("\"\(name)\" must be a date in the format MM-YYYY")
          continue
        }
        let before = name == "brewed_before"
        result.filters.append { record in
          guard let brewed = record.value["first_brewed"]?.string.flatMap({ monthIndex($0, separator: "/") })
          else { return false }
          return before ? brewed < month : brewed > month
        }
      case "ids":
        let ids = value.split(separator: "|").map { Int($0) }
        guard !ids.isEmpty, ids.allSatisfy({ ($0 ?? 0) > 0 }) else {
          problems.append("\"ids\" must be positive integers separated by |")
          continue
        }
        let wanted = Set(ids.compactMap { $0 })
        result.filters.append { record in record.id.map(wanted.contains) ?? false }
      default: break
      }
    }
    return problems.isEmpty ? .success(result) : .failure(InvalidQuery(problems: problems))
  }

  /// The page of beers matching every filter, in id order.
  func apply(to beers: [Record]) -> [Record] {
    let matching = beers.filter { beer in filters.allSatisfy { $0(beer) } }
    // A page past Int's range is past the end too (the product overflowing stopped the server).
    let (first, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    let start = overflow ? matching.count : min(first, matching.count)
    return Array(matching[start..<min(start + perPage, matching.count)])
  }

  /// Whether the characters of `pattern` appear in `text` in order, ignoring case.
  static func fuzzyMatch(_ pattern: String, _ text: String) -> Bool {
    var remaining = pattern.lowercased()[...]
    for character in text.lowercased() where character == remaining.first {
      remaining = remaining.dropFirst()
      if remaining.isEmpty { return true }
    }
    return remaining.isEmpty
  }

  private static func names(for parameter: String, in beer: Record) -> [String] {
    switch parameter {
    case "beer_name": return beer.value["name"]?.string.map { [$0] } ?? []
    case "yeast": return beer.value["ingredients"]?["yeast"]?.string.map { [$0] } ?? []
    default:
      guard case let .array(items)? = beer.value["ingredients"]?[parameter] else { return [] }
      return items.compactMap { $0["name"]?.string }
    }
  }

  /// `MM-YYYY` (or `MM/YYYY`, or `YYYY` meaning January) as a month count.
  static func monthIndex(_ text: String, separator: Character) -> Int? {
    let parts = text.split(separator: separator)
    if parts.count == 1, let year = Int(parts[0]), parts[0].count == 4 { return year * 12 }
    guard parts.count == 2, let month = Int(parts[0]), (1...12).contains(month), let year = Int(parts[1]),
      parts[1].count == 4
    else { return nil }
    return year * 12 + month - 1
  }
}

/// The problems of a query the Punk API rejects.
struct InvalidQuery: Error {
  let problems: [String]
}
