import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct SequenceOperatorTests {
  @Test func firstIsTheFirstElementOrNilAndDisposesTheSource() {
    let source = PublishSubject<Int>()
    var disposed = false
    var results: [Int?] = []
    _ = source.do(onDispose: { disposed = true }).first().subscribe(onSuccess: { results.append($0) })
    source.onNext(3)
    #expect(disposed)
    source.onNext(4)
    _ = Observable<Int>.empty().first().subscribe(onSuccess: { results.append($0) })
    #expect(results == [3, nil])
  }

  @Test func elementAtSendsOneElementOrFailsWhenTheSequenceIsShorter() {
    let recorder = RxRecorder<String>()
    _ = Observable.of("a", "b", "c").element(at: 1).subscribe(recorder)
    let short = RxRecorder<String>()
    _ = Observable.of("a").element(at: 3).subscribe(short)
    #expect(recorder.events == [.next("b"), .completed])
    #expect(short.events == [.error(RxError.argumentOutOfRange.description)])
  }

  @Test func takeLastSendsTheLastElementsOnCompletionAndNothingOnError() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).takeLast(2).subscribe(recorder)
    #expect(recorder.events == [.next(3), .next(4), .completed])

    let source = PublishSubject<Int>()
    let failed = RxRecorder<Int>()
    _ = source.takeLast(2).subscribe(failed)
    source.onNext(1)
    #expect(failed.events == [])
    source.onError(RxTestError())
    #expect(failed.events == [.error("boom")])
  }

  @Test func enumeratedCountsFromZeroPerSubscription() {
    let source = Observable.of("x", "y")
    var seen: [String] = []
    for _ in 0..<2 {
      _ = source.enumerated().subscribe(onNext: { seen.append("\($0.index):\($0.element)") })
    }
    #expect(seen == ["0:x", "1:y", "0:x", "1:y"])
  }

  @Test func ifEmptySendsTheDefaultOrSwitchesOnlyWhenNothingCame() {
    let fallback = RxRecorder<Int>()
    _ = Observable<Int>.empty().ifEmpty(default: 9).subscribe(fallback)
    let unchanged = RxRecorder<Int>()
    _ = Observable.of(1).ifEmpty(switchTo: .of(8, 9)).subscribe(unchanged)
    let switched = RxRecorder<Int>()
    _ = Observable<Int>.empty().ifEmpty(switchTo: .of(8, 9)).subscribe(switched)
    #expect(fallback.events == [.next(9), .completed])
    #expect(unchanged.events == [.next(1), .completed])
    #expect(switched.events == [.next(8), .next(9), .completed])
  }

  @Test func materializeTurnsEveryEventIntoAnElementAndNeverFails() {
    let source = PublishSubject<Int>()
    var events: [String] = []
    var completed = false
    _ = source.materialize().subscribe(
      onNext: { events.append("\($0)") }, onError: { _ in events.append("?") }, onCompleted: { completed = true })
    source.onNext(1)
    source.onError(RxTestError())
    #expect(events == ["next(1)", "error(boom)"])
    #expect(completed)
  }

  @Test func dematerializeRestoresTheEvents() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2).concat(Observable.error(RxTestError())).materialize().dematerialize()
      .subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .error("boom")])
  }

  @Test func bufferSendsWhenFullOrWhenTheTimeSpanPasses() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = RxRecorder<[Int]>()
    _ = source.buffer(timeSpan: .seconds(2), count: 3, scheduler: scheduler).subscribe(recorder)
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)  // full: leaves at once and restarts the timer
    #expect(recorder.elements == [[1, 2, 3]])
    scheduler.advance(by: .seconds(1))
    source.onNext(4)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.elements == [[1, 2, 3]])
    scheduler.advance(by: .milliseconds(1))  // 2 s after the full departure
    #expect(recorder.elements == [[1, 2, 3], [4]])
    scheduler.advance(by: .seconds(2))  // a timed departure leaves even empty
    #expect(recorder.elements == [[1, 2, 3], [4], []])
    source.onNext(5)
    source.onCompleted()
    #expect(recorder.events.suffix(2) == [.next([5]), .completed])
  }

  /// RxSwift compares a full buffer's size with `count` only for equality after an append, so
  /// zero never matches: `buffer(timeSpan: .never, count: 0, …)` is written to collect it all.
  @Test func aCountOfZeroSetsNoLimit() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = RxRecorder<[Int]>()
    _ = source.buffer(timeSpan: .never, count: 0, scheduler: scheduler).subscribe(recorder)
    (1...5).forEach(source.onNext)
    scheduler.run()
    #expect(recorder.events == [])
    source.onCompleted()
    #expect(recorder.events == [.next([1, 2, 3, 4, 5]), .completed])

    let timed = PublishSubject<Int>()
    let timedRecorder = RxRecorder<[Int]>()
    _ = timed.buffer(timeSpan: .seconds(1), count: -1, scheduler: scheduler).subscribe(timedRecorder)
    timed.onNext(1)
    timed.onNext(2)
    scheduler.advance(by: .seconds(1))
    #expect(timedRecorder.elements == [[1, 2]])
  }

  @Test func bufferDropsWhatItHoldsOnError() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = RxRecorder<[Int]>()
    _ = source.buffer(timeSpan: .seconds(1), count: 5, scheduler: scheduler).subscribe(recorder)
    source.onNext(1)
    source.onError(RxTestError())
    scheduler.advance(by: .seconds(5))
    #expect(recorder.events == [.error("boom")])
  }
}
