import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// RxTest 4's spellings, which RxTest 5 and 6 keep: the global `next`, `completed` and `error`
/// event builders and `start` with an unlabeled first tick. Tests written in that style build
/// unchanged and record what the current names record.
@Suite struct RxTestEarlierNamesTests {
  struct Failure: Error, Equatable {}

  @Test func globalEventBuildersAndAnUnlabeledDisposalTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      next(150, 1), next(210, 2), next(220, 3), next(240, 4), completed(250),
    ])
    let res = scheduler.start(230) { xs.map { $0 * 10 } }
    #expect(res.events == [next(210, 20), next(220, 30)])
    #expect(res.events == [.next(210, 20), .next(220, 30)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func anUnlabeledCreationTickWithAnErrorAndATypedCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([next(10, "a"), error(20, Failure())])
    let res = scheduler.start(50, subscribed: 205, disposed: 300) { xs.asObservable() }
    #expect(res.events == [next(215, "a"), error(225, Failure())])
    #expect(xs.subscriptions == [Subscription(205, 225)])
    let empty = scheduler.createColdObservable([completed(5, Int.self)])
    #expect(empty.recordedEvents == [.completed(5)])
  }
}
