import FeatureKit
import Networking
import ReactiveCore

/// Saves posts to a JSONPlaceholder API: `PATCH /posts/ID` with the title and the body, so the
/// rest of the post (its author) is left as the server has it. The client announces the save
/// (`APIClient.confirmedWrites`), so every list of posts on the same client shows it.
public final class LivePostEditorProvider: PostEditorProviderProtocol {
  private let client: APIClient

  /// Creates a provider talking to `client`'s API.
  public init(client: APIClient) {
    self.client = client
  }

  /// `PATCH /posts/ID` with `{"title": …, "body": …}`; the answer is the whole post, read for its
  /// id, title and body.
  public func save(_ post: EditablePost) -> SignalProducer<EditablePost, FeatureError> {
    client.request {
      try Endpoint<EditablePost>.patch("/posts/\(post.id)", json: ["title": post.title, "body": post.body])
    }
    .mapFeatureError()
  }
}
