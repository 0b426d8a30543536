import Foundation

extension Beer {
  /// Whether the beer's name contains `query`, ignoring case and diacritics ("kolsch" finds
  /// "Kölsch"); an empty (or all-space) query matches every beer.
  public func nameMatches(_ query: String) -> Bool {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || name.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
