import FeatureKit
import ReactiveCore

/// Where the search screen gets its results: the server picks the posts, a page at a time.
public protocol PostSearchProviderProtocol: AnyObject, Sendable {
  /// Page `page` (from 1) of `limit` posts whose title holds `text`, ignoring case (every post
  /// for an empty text); cold, and cancelled when disposed.
  func fetchPosts(titleContaining text: String, page: Int, limit: Int) -> SignalProducer<
    ListPage<FoundPost>, FeatureError
  >
}
