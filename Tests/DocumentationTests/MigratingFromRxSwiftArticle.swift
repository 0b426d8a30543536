import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// The code of `ReactiveCoreRx.docc/MigratingFromRxSwift.md`.
@Suite struct MigratingFromRxSwiftArticle {
  @Test func rxSwiftCodeRunsUnchanged() {
    // snippet: rxswift code
    let disposeBag = DisposeBag()
    let query = BehaviorRelay(value: "")
    var searched: [String] = []
    query.asObservable()
      .map { $0.lowercased() }
      .distinctUntilChanged()
      .subscribe(onNext: { searched.append($0) })
      .disposed(by: disposeBag)
    query.accept("IPA")
    query.accept("ipa")
    // searched == ["", "ipa"]
    // end snippet
    #expect(searched == ["", "ipa"])
  }

  @Test func rxTestCodeRunsUnchanged() {
    // snippet: rxtest code
    let scheduler = TestScheduler(initialClock: 0)
    let prices = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
    let observer = scheduler.start { prices.map { $0 * 10 } }
    // observer.events == [.next(210, 20), .next(220, 30), .completed(300)]
    // prices.subscriptions == [Subscription(200, 300)]
    // end snippet
    #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
    #expect(prices.subscriptions == [Subscription(200, 300)])
  }
}
