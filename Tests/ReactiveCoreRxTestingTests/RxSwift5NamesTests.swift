import Dispatch
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// RxSwift 5's operator names, which RxSwift 6 renamed and kept: code written against RxSwift 5
/// builds unchanged and each old name does what its RxSwift 6 name does.
@Suite struct RxSwift5NamesTests {
  struct Failure: Error, Equatable {}

  /// Runs `make` against a hot source `1 2 3 4` at 210…240, completing at 250.
  func run(_ make: (TestScheduler, Observable<Int>) -> Observable<Int>) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let observable = make(scheduler, source.asObservable())
    return scheduler.start { observable }.events
  }

  @Test func filteringNames() {
    #expect(run { $1.takeWhile { $0 < 3 } } == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(run { $1.skipWhile { $0 < 3 } } == [.next(230, 3), .next(240, 4), .completed(250)])
    #expect(run { $1.elementAt(2) } == [.next(230, 3), .completed(230)])
    #expect(
      run { $1.takeUntil(.inclusive, predicate: { $0 == 2 }) } == [.next(210, 1), .next(220, 2), .completed(220)])
    let behavior: TakeUntilBehavior = .exclusive
    #expect(run { $1.takeUntil(behavior, predicate: { $0 == 2 }) } == [.next(210, 1), .completed(220)])
  }

  @Test func triggerAndTimeNames() {
    let untilTrigger = run { scheduler, source in
      source.takeUntil(scheduler.createHotObservable([.next(225, "stop")]))
    }
    #expect(untilTrigger == [.next(210, 1), .next(220, 2), .completed(225)])
    let afterTrigger = run { scheduler, source in
      source.skipUntil(scheduler.createHotObservable([.next(225, "go")]))
    }
    #expect(afterTrigger == [.next(230, 3), .next(240, 4), .completed(250)])
    #expect(
      run { scheduler, source in source.take(.seconds(25), scheduler: scheduler) } == [
        .next(210, 1), .next(220, 2), .completed(225),
      ])
    #expect(run { $1.observeOn($0) } == [.next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4), .completed(251)])
    #expect(
      run { $1.subscribeOn($0) } == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
  }

  @Test func errorHandlingNames() {
    let failing = Observable<Int>.concat(.just(1), .error(Failure()))
    #expect(run { _, _ in failing.catchError { _ in .just(9) } } == [.next(200, 1), .next(200, 9), .completed(200)])
    #expect(run { _, _ in failing.catchErrorJustReturn(8) } == [.next(200, 1), .next(200, 8), .completed(200)])
    #expect(
      run { _, _ in Observable.catchError([failing, .just(7)]) } == [.next(200, 1), .next(200, 7), .completed(200)])
    var attempts = 0
    let retried = run { _, _ in
      Observable<Int>.deferred {
        attempts += 1
        return attempts < 3 ? .error(Failure()) : .just(attempts)
      }.retryWhen { (errors: Observable<Failure>) in errors }
    }
    #expect(retried == [.next(200, 3), .completed(200)])
    #expect(attempts == 3)
  }

  @Test func traitNames() {
    var outcomes: [String] = []
    _ = Single<Int>.error(Failure()).subscribe(
      onSuccess: { outcomes.append("success \($0)") }, onError: { _ in outcomes.append("error") })
    _ = Single.just(1).subscribe(
      onSuccess: { outcomes.append("success \($0)") }, onError: { _ in outcomes.append("error") })
    _ = Single<Int>.error(Failure()).catchErrorJustReturn(2).subscribe(onSuccess: { outcomes.append("returned \($0)") })
    _ = Maybe<Int>.error(Failure()).catchErrorJustReturn(3).subscribe(onSuccess: { outcomes.append("maybe \($0)") })
    _ = Completable.error(Failure()).catchError { _ in .empty() }.subscribe(onCompleted: { outcomes.append("caught") })
    var tries = 0
    _ = Single<Int>.deferred {
      tries += 1
      return tries < 2 ? .error(Failure()) : .just(tries)
    }.retryWhen { (errors: Observable<Swift.Error>) in errors }.subscribe(onSuccess: {
      outcomes.append("retried \($0)")
    })
    #expect(outcomes == ["error", "success 1", "returned 2", "maybe 3", "caught", "retried 2"])
    let scheduler = TestScheduler(initialClock: 0)
    let observed = scheduler.start { Single.just(1).observeOn(scheduler).subscribeOn(scheduler).asObservable() }
    #expect(observed.events == [.next(202, 1), .completed(203)])
  }
}
