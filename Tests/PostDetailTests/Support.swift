import FeatureKit
import FeatureKitTesting
import PostDetail
import ReactiveCore

/// Post 1 and two comments, each answer a virtual second after it is asked for; comments are
/// added as comment 501 and deleted.
final class FakePostDetailProvider: PostDetailProviderProtocol, @unchecked Sendable {
  static let post = PostDetails(
    id: 1, title: "sunt aut facere", author: "Leanne Graham", authorID: 1,
    body: "quia et suscipit\nsuscipit recusandae")
  static let comments = [
    Comment(
      id: 1, name: "id labore ex", email: "Eliseo@gardner.biz",
      body: "laudantium enim quasi est quidem magnam voluptate ipsam eos tempora quo necessitatibus dolor quam"),
    Comment(id: 2, name: "quo vero reiciendis", email: "Jayne_Kuhic@sydney.com", body: "est natus enim"),
  ]

  let posts: FakeCall<Int, PostDetails>
  let comments: FakeCall<Int, ListPage<Comment>>
  let added: FakeCall<Comment, Comment>
  let deleted: FakeCall<Comment, Void>

  init(scheduler: TestScheduler) {
    posts = FakeCall(on: scheduler) { _ in Self.post }
    comments = FakeCall(on: scheduler) { _ in ListPage(items: Self.comments, totalCount: 2, isLastPage: true) }
    added = FakeCall(on: scheduler) { Comment(id: 501, name: $0.name, email: $0.email, body: $0.body) }
    deleted = FakeCall(on: scheduler) { _ in }
  }

  func fetchPost(id: Int) -> SignalProducer<PostDetails, FeatureError> { posts(id) }
  func fetchComments(postID: Int) -> SignalProducer<ListPage<Comment>, FeatureError> { comments(postID) }
  func addComment(_ comment: Comment, toPost postID: Int) -> SignalProducer<Comment, FeatureError> { added(comment) }
  func deleteComment(_ comment: Comment) -> SignalProducer<Void, FeatureError> { deleted(comment) }
}

extension PostDetailPresenter {
  /// Post 1 read by the demo account, from `provider`.
  convenience init(
    _ provider: FakePostDetailProvider, scheduler: TestScheduler, reader: SignedInUser? = TestAccount.user,
    output: @escaping @MainActor (PostDetailFeature.Output) -> Void = { _ in }
  ) {
    self.init(postID: 1, reader: reader, provider: provider, scheduler: scheduler, output: output)
  }
}
