import Author
import FeatureKit
import FeatureKitTesting
import ReactiveCore

/// User 1 and ten albums, four a page, each answer a virtual second after it is asked for.
final class FakeAuthorProvider: AuthorProviderProtocol, @unchecked Sendable {
  static let author = AuthorProfile(
    id: 1, name: "Leanne Graham", email: "Sincere@april.biz", company: "Romaguera-Crona")
  static let albums = (1...10).map { Album(id: $0, userId: 1, title: "album \($0)") }

  let authors: FakeCall<Int, AuthorProfile>
  let pages: FakeCall<Int, ListPage<Album>>

  init(scheduler: TestScheduler) {
    authors = FakeCall(on: scheduler) { _ in Self.author }
    pages = FakeCall(on: scheduler) { page in
      let items = Array(Self.albums.dropFirst((page - 1) * 4).prefix(4))
      return ListPage(items: items, totalCount: 10, isLastPage: page == 3)
    }
  }

  func fetchAuthor(id: Int) -> SignalProducer<AuthorProfile, FeatureError> { authors(id) }
  func fetchAlbums(userID: Int, page: Int) -> SignalProducer<ListPage<Album>, FeatureError> { pages(page) }
}
