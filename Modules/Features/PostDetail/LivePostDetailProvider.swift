import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// A post and its comments from a JSONPlaceholder API: `/posts/{id}`, its author from
/// `/users/{userId}`, and `/posts/{id}/comments`.
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

  private struct CommentRecord: Decodable {
    let id: Int
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
          .map { PostDetails(id: post.id, title: post.title, author: $0, body: post.body) }
      }
      .mapFeatureError()
  }

  /// The post's comments, all in one page.
  public func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError> {
    client.request(Endpoint<[CommentRecord]>.get("/posts/\(postID)/comments"))
      .map { records in
        ListPage(
          items: records.map { Comment(id: $0.id, name: $0.name, email: $0.email, body: $0.body) },
          totalCount: records.count, isLastPage: true)
      }
      .mapFeatureError()
  }
}
