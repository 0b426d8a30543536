import Dispatch
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

/// The time operators with spans in seconds (`TimeInterval`), as RxSwift 4 wrote them and
/// RxSwift 5 and 6 still accept: the same timings as the `DispatchTimeInterval` forms. The
/// expected ticks are those of RxSwift's own SingleTest and CompletableTest, which use these
/// forms (one tick is one second).
@Suite struct TimeIntervalOverloadTests {
  private func run<Element: Equatable>(_ make: @escaping (TestScheduler) -> Observable<Element>) -> [Recorded<
    Event<Element>
  >] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { make(scheduler) }.events
  }

  @Test func traitsTakeSeconds() {
    #expect(run { Single.just(1).delay(2.0, scheduler: $0).asObservable() } == [.next(202, 1), .completed(203)])
    #expect(
      run { Single.just(1).delaySubscription(2.0, scheduler: $0).asObservable() } == [.next(202, 1), .completed(202)])
    #expect(run { Single<Int>.timer(2, scheduler: $0).asObservable() } == [.next(202, 0), .completed(202)])
    #expect(run { Completable.empty().delay(2.0, scheduler: $0).asObservable() } == [.completed(202)])
    #expect(
      run { s in
        s.createColdObservable([.next(10, 1), .completed(20)]).asSingle().timeout(5.0, scheduler: s).asObservable()
      }
        == [.error(205, RxError.timeout)])
    #expect(
      run { s in
        s.createColdObservable([.next(10, 1), .completed(20)]).asSingle()
          .timeout(5.0, other: s.createColdObservable([.next(20, 2), .completed(20)]).asSingle(), scheduler: s)
          .asObservable()
      } == [.next(225, 2), .completed(225)])
  }

  @Test func observablesTakeSeconds() {
    let source: [Recorded<Event<Int>>] = [.next(210, 1), .next(211, 2), .next(215, 3), .completed(230)]
    #expect(
      run { s in s.createHotObservable(source).throttle(2.0, latest: false, scheduler: s) }
        == run { s in s.createHotObservable(source).throttle(.seconds(2), latest: false, scheduler: s) })
    #expect(
      run { s in s.createHotObservable(source).debounce(1.0, scheduler: s) }
        == [.next(212, 2), .next(216, 3), .completed(230)])
    #expect(run { s in s.createHotObservable(source).delay(1.0, scheduler: s) }.first == .next(211, 1))
    #expect(run { s in s.createHotObservable(source).skip(12.0, scheduler: s) } == [.next(215, 3), .completed(230)])
    #expect(
      run { s in s.createHotObservable(source).take(12.0, scheduler: s) } == [
        .next(210, 1), .next(211, 2), .completed(212),
      ])
    #expect(
      run { s in Observable<Int>.interval(10.0, scheduler: s).take(2) } == [
        .next(210, 0), .next(220, 1), .completed(220),
      ])
    #expect(run { s in Observable<Int>.timer(5.0, scheduler: s) } == [.next(205, 0), .completed(205)])
  }

  @Test func driversTakeSeconds() {
    func events(_ debounceAndDelay: (Driver<Int>) -> Driver<Int>) -> [Recorded<Event<Int>>] {
      let scheduler = TestScheduler(initialClock: 0)
      return SharingScheduler.mock(scheduler: scheduler) {
        let source = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(215, 3)])
        let observer = scheduler.createObserver(Int.self)
        _ = debounceAndDelay(source.asDriver(onErrorJustReturn: 0)).drive(observer)
        scheduler.start()
        return observer.events
      }
    }
    let inSeconds = events { $0.debounce(1.0).delay(2.0).throttle(0.5) }
    #expect(inSeconds == events { $0.debounce(.seconds(1)).delay(.seconds(2)).throttle(.milliseconds(500)) })
    #expect(inSeconds.count == 3)
  }
}
