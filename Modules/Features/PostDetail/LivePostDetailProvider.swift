import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// A post and its comments from a JSONPlaceholder API: `/posts/{id}`, its author from
/// `/users/{userId}`, `/posts/{id}/comments`; a comment is added with `POST` to the latter and
/// deleted with `DELETE /comments/{id}`.
public final class LivePostDetailProvider: PostDetailProviderProtocol {
  private struct PostRecord: Decodable {
    let id: Int
    let userId: Int
    let title: String
    let body: String
  }

  private struct UserRecord: Decodable {
    let name: String
  }

  private struct NewComment: Encodable {
    let name: String
    let email: String
    let body: String
  }

  private let client: APIClient

  /// Creates a provider talking to `client`'s API.
  public init(client: APIClient) {
    self.client = client
  }

  /// The post, then its author's name (left empty when the author cannot be read).
  public func fetchPost(id: Int) -> SignalProducer<PostDetails, FeatureError> {
    let client = self.client
    return client.request(Endpoint<PostRecord>.get("/posts/\(id)"))
      .flatMap(.latest) { post -> SignalProducer<PostDetails, CoreError> in
        client.request(Endpoint<UserRecord>.get("/users/\(post.userId)"))
          .map { $0.name }
          .flatMapError { _ in SignalProducer<String, CoreError>(value: "") }
          .map { PostDetails(id: post.id, title: post.title, author: $0, authorID: post.userId, body: post.body) }
      }
      .mapFeatureError()
  }

  /// The post's comments, all in one page.
  public func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError> {
    client.request(Endpoint<[Comment]>.get("/posts/\(postID)/comments"))
      .map { ListPage(items: $0, totalCount: $0.count, isLastPage: true) }
      .mapFeatureError()
  }

  /// `POST /posts/{postID}/comments` with the comment's subject, author and text.
  public func addComment(_ comment: Comment, toPost postID: Int) -> SignalProducer<Comment, FeatureError> {
    let body = NewComment(name: comment.name, email: comment.email, body: comment.body)
    return client.request { try Endpoint<Comment>.post("/posts/\(postID)/comments", json: body) }.mapFeatureError()
  }

  /// `DELETE /comments/{id}`.
  public func deleteComment(_ comment: Comment) -> SignalProducer<Void, FeatureError> {
    client.request(Endpoint<Void>.delete("/comments/\(comment.id)")).mapFeatureError()
  }
}
