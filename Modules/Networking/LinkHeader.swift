/// Reads RFC 8288 `Link` headers: `<url>; rel="next", <url>; rel="prev last"`.
enum LinkHeader {
  /// The URL of the first link whose `rel` names `relation` (case-insensitively), if any.
  /// Commas inside `<…>` or quoted parameter values do not split links; malformed links are
  /// skipped.
  static func target(of relation: String, in header: String) -> Substring? {
    var rest = header[...]
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { return nil }
      let url = rest[rest.index(after: open)..<close]
      let parameters = parametersOfLink(in: rest[rest.index(after: close)...])
      if let rel = parameters.rel,
        rel.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains(where: {
          $0.caseInsensitiveEquals(relation)
        })
      {
        return url
      }
      rest = rest[parameters.end...]
    }
    return nil
  }

  /// The `rel` parameter of one link, and where the link ends (after its comma, or the end).
  private static func parametersOfLink(in text: Substring) -> (rel: Substring?, end: Substring.Index) {
    var rel: Substring?
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case ",": return (rel, text.index(after: index))
      case ";":
        let parameter = parameter(in: text[text.index(after: index)...])
        if rel == nil, parameter.name.caseInsensitiveEquals("rel") { rel = parameter.value }
        index = parameter.end
      default: index = text.index(after: index)
      }
    }
    return (rel, text.endIndex)
  }

  /// One `name=value` or `name="value"` parameter, and where it ends (before `;` or `,`).
  private static func parameter(in text: Substring) -> (name: Substring, value: Substring, end: Substring.Index) {
    let nameEnd = text.firstIndex { $0 == "=" || $0 == ";" || $0 == "," } ?? text.endIndex
    let name = text[..<nameEnd].trimmingBlanks()
    guard nameEnd < text.endIndex, text[nameEnd] == "=" else { return (name, "", nameEnd) }
    let valueText = text[text.index(after: nameEnd)...].drop { $0 == " " || $0 == "\t" }
    if valueText.first == "\"" {
      let inner = valueText.dropFirst()
      let closing = inner.firstIndex(of: "\"") ?? inner.endIndex
      let end = closing < inner.endIndex ? inner.index(after: closing) : closing
      return (name, inner[..<closing], end)
    }
    let end = valueText.firstIndex { $0 == ";" || $0 == "," } ?? valueText.endIndex
    return (name, valueText[..<end].trimmingBlanks(), end)
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  func trimmingBlanks() -> Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }

  fileprivate func caseInsensitiveEquals(_ other: some StringProtocol) -> Bool {
    lowercased() == other.lowercased()
  }
}
