// Uses the Posts feature alone: its view model, driven by a provider of the app's own.
import Dispatch
import FeatureKit
import Posts
import ReactiveCore

final class OnePost: PostProviderProtocol, @unchecked Sendable {
  func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError> {
    SignalProducer(
      value: ListPage(items: [Post(id: 1, userId: 1, title: "Hello", body: "World")], totalCount: 1, isLastPage: true))
  }
}

final class Delegate: PostsViewModelDelegate {
  let postProvider: any PostProviderProtocol = OnePost()
  let scheduler: DateScheduler = QueueScheduler(name: "PostsOnly")
}

let viewModel = PostsViewModel(delegate: Delegate())
let loaded = DispatchSemaphore(value: 0)
viewModel.state.producer.filter { $0.status == .loaded }.take(first: 1).startWithValues { _ in loaded.signal() }
viewModel.send(.fetch)
loaded.wait()
print("PostsOnly: \(viewModel.status.value.statusText)")
