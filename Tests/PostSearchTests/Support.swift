import FeatureKit
import FeatureKitTesting
import PostSearch
import ReactiveCore

/// A server of made-up posts whose titles a search finds (case ignored), each page a virtual
/// second after it is asked for: posts 1 to 25 titled "Sun 1"… for odd ids and "Moon 2"… for
/// even ones.
final class FakePostSearchProvider: PostSearchProviderProtocol, @unchecked Sendable {
  let pages: FakeCall<(text: String, page: Int, limit: Int), ListPage<FoundPost>>

  init(scheduler: TestScheduler) {
    pages = FakeCall(on: scheduler) { Self.page($0.page, limit: $0.limit, of: Self.posts(matching: $0.text)) }
  }

  static let posts = (1...25).map { FoundPost(id: $0, userId: 1, title: $0 % 2 == 1 ? "Sun \($0)" : "Moon \($0)") }

  static func posts(matching text: String) -> [FoundPost] {
    text.isEmpty ? posts : posts.filter { $0.title.lowercased().contains(text.lowercased()) }
  }

  static func page(_ page: Int, limit: Int, of posts: [FoundPost]) -> ListPage<FoundPost> {
    let slice = Array(posts.dropFirst((page - 1) * limit).prefix(limit))
    return ListPage(items: slice, totalCount: posts.count, isLastPage: page * limit >= posts.count)
  }

  /// The texts asked for, with their pages: "sun p1".
  var asked: [String] { pages.inputs.map { "\($0.text) p\($0.page)" } }

  func fetchPosts(titleContaining text: String, page: Int, limit: Int)
    -> SignalProducer<ListPage<FoundPost>, FeatureError>
  {
    pages((text, page, limit))
  }
}
