import FeatureKit
import Networking
import ReactiveCore

/// A user and their albums from a JSONPlaceholder API: `/users/{id}` (the company's name, if
/// any) and `/albums?userId=` paged with `_page` and `_limit`.
public final class LiveAuthorProvider: AuthorProviderProtocol {
  private struct UserRecord: Decodable {
    struct Company: Decodable { let name: String }
    let id: Int
    let name: String
    let email: String
    let company: Company?
  }

  private let client: APIClient

  /// A provider that asks `client`.
  public init(client: APIClient) { self.client = client }

  /// `GET /users/ID`.
  public func fetchAuthor(id: Int) -> SignalProducer<AuthorProfile, FeatureError> {
    client.request(Endpoint<UserRecord>.get("/users/\(id)"))
      .map { AuthorProfile(id: $0.id, name: $0.name, email: $0.email, company: $0.company?.name ?? "") }
      .mapFeatureError()
  }

  /// `GET /albums?userId=ID`, four a page, with the total the server gives in `X-Total-Count`.
  public func fetchAlbums(userID: Int, page: Int) -> SignalProducer<ListPage<Album>, FeatureError> {
    client.page(Endpoint<[Album]>.get("/albums", query: [("userId", "\(userID)")]), page: page, limit: 4)
      .map(ListPage.init).mapFeatureError()
  }
}
