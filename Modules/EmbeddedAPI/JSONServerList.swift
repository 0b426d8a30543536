import Foundation

/// json-server 0.16's list semantics, as JSONPlaceholder serves them: the query's filters and
/// order (`JSONServerQuery`), `_start`/`_end`/`_limit` slices, `_page` pages (10 a page unless
/// `_limit` says), `X-Total-Count` and `Link` headers, `_embed`/`_expand`.
enum JSONServerList {
  /// The reply to a list request for `records` of resource `name`, with `query` in request
  /// order. `url` is the request URL without its query, for `Link`.
  static func reply(
    _ records: [Record], of name: String, in database: JSONServerDatabase, query: [(String, String)], url: String
  ) -> Reply {
    let matching = JSONServerQuery(query).apply(to: records)
    let parameters = Dictionary(query, uniquingKeysWith: { _, last in last })
    var headers: [(String, String)] = []
    let slice: ArraySlice<Record>
    if let pageText = parameters["_page"] {
      let page = max(1, Int(pageText) ?? 1)
      let limit = parameters["_limit"].flatMap { Int($0) }.map { max(0, $0) } ?? 10
      // Numbers past Int's range mean "past the end": json-server's arithmetic is in doubles.
      let (first, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
      slice = window(matching, from: overflow ? .max : first, count: limit)
      if let link = linkHeader(url: url, query: query, page: page, limit: limit, total: matching.count) {
        headers.append(("Link", link))
      }
    } else {
      let start = parameters["_start"].flatMap { Int($0) } ?? 0
      if let end = parameters["_end"].flatMap({ Int($0) }) {
        let (count, overflow) = end.subtractingReportingOverflow(start)
        slice = window(matching, from: start, count: overflow ? (end > start ? .max : .min) : count)
      } else if let limit = parameters["_limit"].flatMap({ Int($0) }) {
        slice = window(matching, from: start, count: limit)
      } else {
        slice = window(matching, from: start, count: matching.count)
      }
    }
    if parameters["_page"] != nil || parameters["_limit"] != nil || parameters["_end"] != nil {
      headers.append(("X-Total-Count", String(matching.count)))
      headers.append(("Access-Control-Expose-Headers", "X-Total-Count, Link"))
    }
    let shown = database.including(Array(slice), of: name, query: query)
    return .json(shown.jsonArray, headers: headers)
  }

  /// `count` records from `start`, as many as there are (none for a negative count), without
  /// arithmetic that can overflow.
  private static func window(_ records: [Record], from start: Int, count: Int) -> ArraySlice<Record> {
    let lower = min(max(0, start), records.count)
    return records[lower..<lower + min(max(0, count), records.count - lower)]
  }

  /// Express `res.links` format: first, prev, next, last, each left out when it does not apply.
  private static func linkHeader(url: String, query: [(String, String)], page: Int, limit: Int, total: Int) -> String? {
    let lastPage = limit > 0 ? Int((Double(total) / Double(limit)).rounded(.up)) : 1
    guard lastPage > 1 else { return nil }
    func link(_ target: Int, _ relation: String) -> String {
      var items = query.filter { $0.0 != "_page" && $0.0 != "_limit" }
      items.append(("_page", String(target)))
      items.append(("_limit", String(limit)))
      let text = items.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
      return "<\(url)?\(text)>; rel=\"\(relation)\""
    }
    var links = [link(1, "first")]
    if page > 1 { links.append(link(min(page - 1, lastPage), "prev")) }
    if page < lastPage { links.append(link(page + 1, "next")) }
    links.append(link(lastPage, "last"))
    return links.joined(separator: ", ")
  }
}
