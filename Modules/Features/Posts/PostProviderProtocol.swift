import FeatureKit
import ReactiveCore

/// Where the posts screen gets its data: pages of posts with their authors' names.
public protocol PostProviderProtocol: AnyObject, Sendable {
  /// Page `page` (from 1) of `limit` posts; cold, and cancelled when disposed.
  func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError>
}
