import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One page of a paginated list, with what the API said about the rest.
public struct Page<Item> {
  /// The page's items, in order.
  public var items: [Item]
  /// The page number, from 1.
  public var page: Int
  /// The page size asked for.
  public var limit: Int
  /// The number of items in the whole list, when the API says (`X-Total-Count`).
  public var totalCount: Int?
  /// The next page's number: from the `Link` header's `rel="next"` when the API sends one,
  /// otherwise `page + 1` unless this is the last page.
  public var nextPage: Int?

  /// Whether no page follows this one.
  public var isLastPage: Bool { nextPage == nil }

  /// Creates a page.
  public init(items: [Item], page: Int, limit: Int, totalCount: Int? = nil, nextPage: Int?) {
    self.items = items
    self.page = page
    self.limit = limit
    self.totalCount = totalCount
    self.nextPage = nextPage
  }

  /// Reads a page from its response. With a `Link` header, the next page is its `rel="next"`
  /// if that points past this page (a `next` to this page or an earlier one would page forever:
  /// it ends the list instead); else with `X-Total-Count` (a count of 0 or more), there is a
  /// next page while `page * limit < total`; else (the Punk API) a short page is the last.
  /// Numbers at the end of `Int`'s range end the list rather than overflow: no page follows
  /// `Int.max`, and a `page * limit` past `Int.max` is past any total.
  public init(items: [Item], page: Int, limit: Int, response: URLResponse, style: PaginationStyle) {
    let http = response as? HTTPURLResponse
    let total = http?.value(forHTTPHeaderField: "X-Total-Count")
      .flatMap { Int($0[...].trimmingBlanks()) }
      .flatMap { $0 >= 0 ? $0 : nil }
    let next: Int?
    if let link = http?.value(forHTTPHeaderField: "Link"), !link.isEmpty {
      next = LinkHeader.target(of: "next", in: link).flatMap { style.pageNumber(in: $0) }.flatMap {
        $0 > page ? $0 : nil
      }
    } else if let total {
      let (read, overflow) = page.multipliedReportingOverflow(by: limit)
      next = !overflow && read < total ? Self.page(after: page) : nil
    } else {
      next = items.count < limit || items.isEmpty ? nil : Self.page(after: page)
    }
    self.init(items: items, page: page, limit: limit, totalCount: total, nextPage: next)
  }

  /// The number after `page`, if there is one.
  private static func page(after page: Int) -> Int? {
    page < Int.max ? page + 1 : nil
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}

/// How an API names its page parameters.
public struct PaginationStyle: Sendable, Equatable {
  /// The query parameter for the page number (`_page`).
  public var pageParameter: String
  /// The query parameter for the page size (`_limit`).
  public var limitParameter: String

  /// Creates a style.
  public init(pageParameter: String, limitParameter: String) {
    self.pageParameter = pageParameter
    self.limitParameter = limitParameter
  }

  /// json-server and JSONPlaceholder: `_page` and `_limit`, `X-Total-Count` and `Link` headers.
  public static let jsonServer = PaginationStyle(pageParameter: "_page", limitParameter: "_limit")
  /// Punk API v2: `page` and `per_page`, no headers (a short page is the last).
  public static let punkAPI = PaginationStyle(pageParameter: "page", limitParameter: "per_page")

  /// The query items asking for `page` of `limit` items.
  public func queryItems(page: Int, limit: Int) -> [URLQueryItem] {
    [URLQueryItem(name: pageParameter, value: String(page)), URLQueryItem(name: limitParameter, value: String(limit))]
  }

  /// The page number in a link's URL: the value of its page parameter, if it is a number.
  func pageNumber(in url: Substring) -> Int? {
    guard let queryStart = url.firstIndex(of: "?") else { return nil }
    let query = url[url.index(after: queryStart)...].prefix { $0 != "#" }
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let name = parts[0].contains("%") ? parts[0].removingPercentEncoding ?? "" : String(parts[0])
      if name == pageParameter { return Int(parts[1]) }
    }
    return nil
  }
}
