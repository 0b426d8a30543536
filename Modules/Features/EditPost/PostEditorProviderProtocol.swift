import FeatureKit
import ReactiveCore

/// Where the edit form saves a post.
public protocol PostEditorProviderProtocol: AnyObject, Sendable {
  /// Saves `post`'s title and body; answers the post as the server keeps it. Cold: each start is one
  /// request, and disposing it cancels the request.
  func save(_ post: EditablePost) -> SignalProducer<EditablePost, FeatureError>
}
