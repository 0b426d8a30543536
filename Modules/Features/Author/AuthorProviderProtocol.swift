import FeatureKit
import ReactiveCore

/// Where the author screen gets a user and their albums; cold producers, cancelled when disposed.
public protocol AuthorProviderProtocol: AnyObject, Sendable {
  /// The user with id `id`.
  func fetchAuthor(id: Int) -> SignalProducer<AuthorProfile, FeatureError>
  /// Page `page` (from 1) of the albums of the user with id `userID`, four a page.
  func fetchAlbums(userID: Int, page: Int) -> SignalProducer<ListPage<Album>, FeatureError>
}
