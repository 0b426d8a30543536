import FeatureKit
import Foundation
import Networking
import ReactiveCore
import Testing

@Suite("FeatureError from networking failures")
struct FeatureErrorMappingTests {
  @Test("a networking failure keeps its user message and whether retrying may help")
  func mapping() {
    let timeout = FeatureError(CoreError.timedOut(after: 2))
    #expect(timeout.message == "The server took too long to answer. Try again.")
    #expect(timeout.isRetryable)
    let decoding = FeatureError(CoreError.decoding(path: "posts[0].id", reason: "not a number"))
    #expect(!decoding.isRetryable, "the same bad data would come back")
    #expect(decoding.message == CoreError.decoding(path: "posts[0].id", reason: "not a number").userMessage)
  }

  @Test("mapFeatureError maps a request's failure and leaves its values alone")
  func producerMapping() {
    var values: [Int] = []
    var failure: FeatureError?
    SignalProducer<Int, CoreError>([1, 2]).concat(
      SignalProducer(error: .transport(TransportFailure(.cannotConnect, detail: "refused")))
    )
    .mapFeatureError()
    .start { event in
      switch event {
      case let .value(value): values.append(value)
      case let .failed(error): failure = error
      default: break
      }
    }
    #expect(values == [1, 2])
    #expect(failure == FeatureError(message: "Can't reach the server. Try again in a moment.", isRetryable: true))
  }

  @Test("a page as Networking reads it becomes a ListPage: items, total, and whether it is the last")
  func pageToListPage() {
    let middle = ListPage(Page(items: [1, 2], page: 2, limit: 2, totalCount: 6, nextPage: 3))
    #expect(middle == ListPage(items: [1, 2], totalCount: 6, isLastPage: false))
    let last = ListPage(Page(items: [5], page: 3, limit: 2, totalCount: nil, nextPage: nil))
    #expect(last == ListPage(items: [5], totalCount: nil, isLastPage: true))
  }
}
