import FeatureKit
import ReactiveCore

/// Where the post detail screen gets its data: one post with its author, and its comments.
public protocol PostDetailProviderProtocol: AnyObject, Sendable {
  /// The post with id `id` and its author's name; cold, cancelled when disposed.
  func fetchPost(id: Int) -> SignalProducer<PostDetails, FeatureError>
  /// Every comment on the post with id `postID`, as one last page; cold.
  func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError>
}
