import FeatureKit
import Foundation
import Posts
import ReactiveCore
import ReactiveCoreTesting

/// A provider serving `total` made-up posts, each page after `delay` seconds on `scheduler`,
/// or failing with `failure` while it is set.
final class FakePostProvider: PostProviderProtocol, @unchecked Sendable {
  let total: Int
  let scheduler: TestScheduler
  let delay: TimeInterval
  var failure: FeatureError?
  private(set) var requests: [Int] = []

  init(total: Int = 100, scheduler: TestScheduler, delay: TimeInterval = 1) {
    self.total = total
    self.scheduler = scheduler
    self.delay = delay
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

  func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError> {
    requests.append(page)
    if let failure { return SignalProducer(error: failure).delay(delay, on: scheduler) }
    return SignalProducer(value: Self.page(page, limit: limit, total: total)).delay(delay, on: scheduler)
  }
}

/// The view model's delegate: the fake provider and its scheduler.
final class Delegate: PostsViewModelDelegate {
  let postProvider: any PostProviderProtocol
  let scheduler: DateScheduler
  init(_ provider: FakePostProvider) {
    postProvider = provider
    scheduler = provider.scheduler
  }
}
