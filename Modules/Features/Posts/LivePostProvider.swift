import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// Posts from a JSONPlaceholder API (`/posts` paged with `_page` and `_limit`), each with its
/// author's name from `/users`, which is asked for once and then kept.
public final class LivePostProvider: PostProviderProtocol, @unchecked Sendable {
  private struct PostRecord: Decodable, Identifiable, Equatable, Sendable {
    let id: Int
    let userId: Int
    let title: String
    let body: String
  }

  private struct UserRecord: Decodable {
    let id: Int
    let name: String
  }

  private let client: APIClient
  private let lock = NSLock()
  private var authors: [Int: String]?

  /// Creates a provider talking to `client`'s API.
  public init(client: APIClient) {
    self.client = client
  }

  /// Page `page` of `limit` posts, with authors' names.
  public func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError> {
    let posts = client.page(Endpoint<[PostRecord]>.get("/posts"), page: page, limit: limit)
    return authorNames().combineLatest(with: posts)
      .map { authors, page in
        ListPage(
          items: page.items.map { Self.post($0, authors: authors) },
          totalCount: page.totalCount, isLastPage: page.isLastPage)
      }
      .mapFeatureError()
  }

  /// The posts this provider's client adds, changes and removes (`APIClient.changes(of:as:)`),
  /// each with its author's name once the names are known (empty before the first page).
  public var changes: Signal<ServerChange<Post>, Never> {
    client.changes(of: "/posts", as: PostRecord.self).compactMap { [weak self] change in
      let authors = self?.knownAuthors ?? [:]
      return change.map { Self.post($0, authors: authors) }
    }
  }

  private var knownAuthors: [Int: String] { lock.withLock { authors } ?? [:] }

  private static func post(_ record: PostRecord, authors: [Int: String]) -> Post {
    Post(
      id: record.id, userId: record.userId, title: record.title, body: record.body, author: authors[record.userId] ?? ""
    )
  }

  /// User names by id: from memory after the first success.
  private func authorNames() -> SignalProducer<[Int: String], CoreError> {
    if let known = lock.withLock({ authors }) { return SignalProducer(value: known) }
    return client.request(Endpoint<[UserRecord]>.get("/users"))
      .map { users in Dictionary(users.map { ($0.id, $0.name) }) { first, _ in first } }
      .on(value: { [weak self] names in self?.lock.withLock { self?.authors = names } })
  }
}
