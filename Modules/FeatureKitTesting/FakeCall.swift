import FeatureKit
import Foundation
import ReactiveCore

/// A fake of one provider call, made from a closure: what a feature's fake provider is built
/// from in view model and screen tests, instead of a hand-written class.
///
/// Each start of the producer it returns records its input, then answers after `delay` seconds
/// of the test scheduler's virtual time: `answer(input)`, or `failure` while it is set (a
/// failure takes its time too, as a server's does). Disposing cancels the answer.
///
/// ```swift
/// final class FakePostProvider: PostProviderProtocol {
///   let pages: FakeCall<Int, ListPage<Post>>
///   init(scheduler: TestScheduler) { pages = FakeCall(on: scheduler) { page in … } }
///   func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError> { pages(page) }
/// }
/// ```
public final class FakeCall<Input, Value: Sendable>: @unchecked Sendable {
  /// The clock answers wait on.
  public let scheduler: TestScheduler
  /// How long an answer takes, in virtual seconds.
  public var delay: TimeInterval
  /// While set, every call fails with it.
  public var failure: FeatureError?
  private let answer: (Input) -> Value
  private let lock = NSLock()
  private var started: [Input] = []

  /// A call answering `answer(input)` after `delay` seconds on `scheduler`.
  public init(on scheduler: TestScheduler, after delay: TimeInterval = 1, _ answer: @escaping (Input) -> Value) {
    self.scheduler = scheduler
    self.delay = delay
    self.answer = answer
  }

  /// The inputs of every start so far, in order.
  public var inputs: [Input] { lock.withLock { started } }

  /// How many times the call was started.
  public var count: Int { inputs.count }

  /// The call for `input`: cold; each start is one request.
  public func callAsFunction(_ input: Input) -> SignalProducer<Value, FeatureError> {
    SignalProducer { [self] observer, lifetime in
      lock.withLock { started.append(input) }
      let result: Result<Value, FeatureError> = failure.map { .failure($0) } ?? .success(answer(input))
      lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(delay)) {
        switch result {
        case let .success(value):
          observer.send(value: value)
          observer.sendCompleted()
        case let .failure(error): observer.send(error: error)
        }
      }
    }
  }
}

extension FakeCall where Input == Void {
  /// The call, for a call without input.
  public func callAsFunction() -> SignalProducer<Value, FeatureError> { self(()) }
}
