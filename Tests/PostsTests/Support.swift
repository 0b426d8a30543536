import FeatureKit
import FeatureKitTesting
import Posts
import ReactiveCore

/// `total` made-up posts, each page a virtual second after it is asked for.
final class FakePostProvider: PostProviderProtocol, @unchecked Sendable {
  let pages: FakeCall<(page: Int, limit: Int), ListPage<Post>>

  init(total: Int = 100, scheduler: TestScheduler) {
    pages = FakeCall(on: scheduler) { Self.page($0.page, limit: $0.limit, total: total) }
  }

  static func post(_ id: Int) -> Post {
    Post(
      id: id, userId: (id - 1) / 10 + 1, title: "Post \(id)", body: "Body of \(id)\nsecond line",
      author: "User \((id - 1) / 10 + 1)")
  }

  static func page(_ page: Int, limit: Int, total: Int) -> ListPage<Post> {
    let first = (page - 1) * limit + 1
    let ids = first > total ? [] : Array(first...min(total, first + limit - 1))
    return ListPage(items: ids.map(post), totalCount: total, isLastPage: first + limit > total)
  }

  func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError> { pages((page, limit)) }

  /// Changes of posts made elsewhere (an edit form), which the list follows.
  let changesElsewhere = Signal<ServerChange<Post>, Never>.pipe()
  var changes: Signal<ServerChange<Post>, Never> { changesElsewhere.output }
}
