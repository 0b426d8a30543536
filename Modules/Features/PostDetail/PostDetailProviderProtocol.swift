import FeatureKit
import ReactiveCore

/// Where the post detail screen gets its data and sends the user's comments.
public protocol PostDetailProviderProtocol: AnyObject, Sendable {
  /// The post with id `id` and its author's name; cold, cancelled when disposed.
  func fetchPost(id: Int) -> SignalProducer<PostDetails, FeatureError>
  /// Every comment on the post with id `postID`, as one last page; cold.
  func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError>
  /// Adds `comment` to the post with id `postID`; answers it as the server keeps it (with its
  /// id). Cold.
  func addComment(_ comment: Comment, toPost postID: Int) -> SignalProducer<Comment, FeatureError>
  /// Deletes `comment`. Cold.
  func deleteComment(_ comment: Comment) -> SignalProducer<Void, FeatureError>
}
