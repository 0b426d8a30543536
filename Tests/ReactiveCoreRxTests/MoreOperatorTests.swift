import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct MoreOperatorTests {
  @Test func debugPassesEveryEventThroughUnchanged() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2).debug("numbers").subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func delayShiftsElementsAndCompletionButNotErrors() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = subject.delay(.seconds(1), scheduler: scheduler).subscribe(recorder)
    subject.onNext(1)
    subject.onCompleted()
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.next(1), .completed])

    let failing = PublishSubject<Int>()
    let failures = RxRecorder<Int>()
    _ = failing.delay(.seconds(1), scheduler: scheduler).subscribe(failures)
    failing.onNext(2)
    failing.onError(RxTestError())
    scheduler.advance()
    #expect(failures.events == [.error("boom")])
  }

  @Test func timeoutCountsFromTheSubscriptionThenFromEachElement() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = subject.timeout(.seconds(2), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(1500))
    subject.onNext(1)
    scheduler.advance(by: .milliseconds(1500))
    subject.onNext(2)
    #expect(recorder.events == [.next(1), .next(2)])
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [.next(1), .next(2), .error(RxError.timeout.description)])
  }

  @Test func takeUntilCompletesWhenTheOtherSends() {
    let source = PublishSubject<Int>()
    let stop = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.take(until: stop).subscribe(recorder)
    source.onNext(1)
    stop.onNext(())
    source.onNext(2)
    #expect(recorder.events == [.next(1), .completed])
    #expect(!source.hasObservers)
  }

  @Test func skipUntilDropsElementsUntilTheOtherSends() {
    let source = PublishSubject<Int>()
    let start = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.skip(until: start).subscribe(recorder)
    source.onNext(1)
    start.onNext(())
    source.onNext(2)
    #expect(recorder.elements == [2])
  }

  @Test func sampleSendsTheLatestElementOncePerTickAndNeverTwice() {
    let source = PublishSubject<Int>()
    let ticks = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.sample(ticks).subscribe(recorder)
    source.onNext(1)
    source.onNext(2)
    ticks.onNext(())
    ticks.onNext(())
    source.onNext(3)
    ticks.onNext(())
    #expect(recorder.elements == [2, 3])
  }

  @Test func reduceAndToArraySendOnceOnCompletion() {
    let sum = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3).reduce(10, accumulator: +).subscribe(sum)
    #expect(sum.events == [.next(16), .completed])
    let empty = RxRecorder<Int>()
    _ = Observable<Int>.empty().reduce(7, accumulator: +).subscribe(empty)
    #expect(empty.events == [.next(7), .completed])
    let all = RxRecorder<[Int]>()
    _ = Observable.of(1, 2).toArray().asObservable().subscribe(all)
    #expect(all.events == [.next([1, 2]), .completed])
    let mapped = RxRecorder<String>()
    _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe(mapped)
    #expect(mapped.events == [.next("sum 6"), .completed])
  }

  @Test func combineLatestOfACollectionSendsArrays() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 2)
    let recorder = RxRecorder<[Int]>()
    _ = Observable.combineLatest([a.asObservable(), b.asObservable()]).subscribe(recorder)
    b.accept(3)
    #expect(recorder.elements == [[1, 2], [1, 3]])
  }

  @Test func withUnretainedPairsTheObjectAndCompletesWhenItIsGone() {
    final class Screen {}
    var screen: Screen? = Screen()
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    var completed = false
    _ = subject.withUnretained(screen!).subscribe(
      onNext: { _, value in seen.append(value) }, onCompleted: { completed = true })
    subject.onNext(1)
    screen = nil
    subject.onNext(2)
    #expect(seen == [1])
    #expect(completed)
  }
}

@Suite struct SingleTests {
  @Test func aSingleSucceedsOnceOrFails() {
    var results: [String] = []
    _ = Single<Int>.create { single in
      single(.success(1))
      single(.success(2))
      return Disposables.create()
    }.map { $0 * 10 }.subscribe(
      onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") })
    _ = Single<Int>.error(RxTestError()).subscribe(
      onSuccess: { _ in results.append("?") }, onFailure: { results.append("failure \($0)") })
    #expect(results == ["success 10", "failure boom"])
  }

  @Test func asSingleNeedsExactlyOneElement() {
    var outcomes: [String] = []
    _ = Observable.just(5).asSingle().subscribe { outcomes.append("\($0)") }
    _ = Observable<Int>.empty().asSingle().subscribe {
      if case let .failure(error) = $0 { outcomes.append("\(error)") }
    }
    _ = Observable.of(1, 2).asSingle().subscribe { if case let .failure(error) = $0 { outcomes.append("\(error)") } }
    #expect(outcomes == ["success(5)", RxError.noElements.description, RxError.moreThanOneElement.description])
  }

  @Test func singlesChainAndRecover() {
    var value: String?
    _ = Single.just(2)
      .flatMap { n in n > 1 ? Single<String>.error(RxTestError()) : .just("small") }
      .catchAndReturn("recovered")
      .subscribe(onSuccess: { value = $0 })
    #expect(value == "recovered")
  }
}

@Suite struct RxErrorTests {
  /// A `switch` written for RxSwift's `RxError` names all seven cases; it compiles only if the
  /// enum has them all (and no more).
  private func rxSwiftName(_ error: RxError) -> String {
    switch error {
    case .unknown: return "unknown"
    case .disposed: return "disposed"
    case .overflow: return "overflow"
    case .argumentOutOfRange: return "argumentOutOfRange"
    case .noElements: return "noElements"
    case .moreThanOneElement: return "moreThanOneElement"
    case .timeout: return "timeout"
    }
  }

  @Test func everyRxSwiftCaseExistsAndDescribesItselfInWords() {
    let all: [RxError] = [
      .unknown, .disposed(object: PublishSubject<Int>()), .overflow, .argumentOutOfRange, .noElements,
      .moreThanOneElement, .timeout,
    ]
    #expect(all.map(rxSwiftName).count == 7)
    for error in all {
      #expect(!error.description.isEmpty)
      #expect(error.debugDescription == error.description)
    }
  }
}
