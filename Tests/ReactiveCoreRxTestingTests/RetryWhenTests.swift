import Dispatch
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// `retry(when:)` as RxSwift's `retryWhen` behaves: the handler's elements answer errors, its
/// end ends the result at the next error, and a re-subscription waits for the one before.
@Suite struct RetryWhenTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "failed" }
  }

  @Test func aHandlerThatEndsBeforeAnyErrorLeavesTheSourceToEndByItself() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
    let handler = scheduler.createHotObservable([.completed(220, Int.self)])
    let result = scheduler.start { source.retry(when: { (_: Observable<Failure>) in handler }) }
    #expect(result.events == [.next(210, "a"), .completed(300)])
    #expect(source.subscriptions == [Subscription(200, 300)])
  }

  @Test func aHandlerThatHasEndedEndsTheResultAtTheNextError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, "a"), .error(20, Failure())])
    let handler = scheduler.createHotObservable([.completed(215, Int.self)])
    let result = scheduler.start { source.retry(when: { (_: Observable<Failure>) in handler }) }
    #expect(result.events == [.next(210, "a"), .completed(220)])
    #expect(source.subscriptions == [Subscription(200, 220)])
  }

  @Test func eachOfTheHandlersElementsAnswersAWaitingError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(5, "a"), .error(10, Failure())])
    // The errors, each answered 30 ticks later, three times; the fourth is passed on.
    let result = scheduler.start {
      source.retry(when: { (errors: Observable<Failure>) in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
          attempt < 3 ? Observable<Int>.timer(.seconds(30), scheduler: scheduler) : .error(error)
        }
      })
    }
    #expect(
      result.events == [.next(205, "a"), .next(245, "a"), .next(285, "a"), .next(325, "a"), .error(330, Failure())])
    #expect(
      source.subscriptions == [
        Subscription(200, 210), Subscription(240, 250), Subscription(280, 290), Subscription(320, 330),
      ])
  }

  @Test func aSourceFailingWhileSubscribedToIsSubscribedAgainAfterThatCallReturns() {
    var subscriptions = 0
    let flaky = Observable<Int>.create { observer in
      observer.onNext(subscriptions)
      if subscriptions == 0 { observer.onError(Failure()) }
      subscriptions += 1  // runs before the next subscription
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    _ = flaky.retry(when: { (errors: Observable<Failure>) in errors }).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 1])
  }
}
