import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// Searches a JSONPlaceholder API's posts by title: `/posts?title_like=…`, paged with `_page`
/// and `_limit`. `title_like` is a case-insensitive regular expression on the server, so the
/// text is escaped first: "c++" or "(draft" is looked for as typed.
public final class LivePostSearchProvider: PostSearchProviderProtocol {
  private let client: APIClient

  /// Creates a provider asking `client`'s API.
  public init(client: APIClient) {
    self.client = client
  }

  /// Page `page` of `limit` posts whose title holds `text`, ignoring case.
  public func fetchPosts(titleContaining text: String, page: Int, limit: Int)
    -> SignalProducer<ListPage<FoundPost>, FeatureError>
  {
    let query = text.isEmpty ? [] : [("title_like", NSRegularExpression.escapedPattern(for: text))]
    return client.page(Endpoint<[FoundPost]>.get("/posts", query: query), page: page, limit: limit)
      .map(ListPage.init)
      .mapFeatureError()
  }
}
