import FeatureKit
import Foundation
import PostDetail
import ReactiveCore
import ReactiveCoreTesting

/// A provider of post 1 and its comments, each answer one second after it is asked for, or a
/// failure while one is set.
final class FakePostDetailProvider: PostDetailProviderProtocol, @unchecked Sendable {
  static let post = PostDetails(
    id: 1, title: "sunt aut facere", author: "Leanne Graham", body: "quia et suscipit\nsuscipit recusandae")
  static let comments = [
    Comment(
      id: 1, name: "id labore ex", email: "Eliseo@gardner.biz",
      body: "laudantium enim quasi est quidem magnam voluptate ipsam eos tempora quo necessitatibus dolor quam"),
    Comment(id: 2, name: "quo vero reiciendis", email: "Jayne_Kuhic@sydney.com", body: "est natus enim"),
  ]

  let scheduler: TestScheduler
  var postFailure: FeatureError?
  var commentsFailure: FeatureError?
  private(set) var postRequests = 0
  private(set) var commentRequests = 0

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func fetchPost(id: Int) -> SignalProducer<PostDetails, FeatureError> {
    postRequests += 1
    if let postFailure { return SignalProducer(error: postFailure).delay(1, on: scheduler) }
    return SignalProducer(value: Self.post).delay(1, on: scheduler)
  }

  func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError> {
    commentRequests += 1
    if let commentsFailure { return SignalProducer(error: commentsFailure).delay(1, on: scheduler) }
    return SignalProducer(value: ListPage(items: Self.comments, totalCount: 2, isLastPage: true))
      .delay(1, on: scheduler)
  }
}

/// The view model's delegate: post 1 from the fake provider.
final class Delegate: PostDetailViewModelDelegate {
  let postID = 1
  let postDetailProvider: any PostDetailProviderProtocol
  let scheduler: DateScheduler
  init(_ provider: FakePostDetailProvider) {
    postDetailProvider = provider
    scheduler = provider.scheduler
  }
}
