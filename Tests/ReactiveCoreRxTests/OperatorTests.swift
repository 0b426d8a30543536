import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct TransformingOperatorTests {
  @Test func switchLatestFollowsTheNewestInnerAndMergeTakesThemAll() {
    let first = PublishSubject<String>()
    let second = PublishSubject<String>()
    let outer = PublishSubject<Observable<String>>()
    let latest = RxRecorder<String>()
    let merged = RxRecorder<String>()
    _ = outer.switchLatest().subscribe(latest)
    _ = outer.merge().subscribe(merged)
    outer.onNext(first)
    first.onNext("a")
    outer.onNext(second)
    first.onNext("b")  // switched away from: dropped by switchLatest, kept by merge
    second.onNext("c")
    #expect(latest.elements == ["a", "c"])
    #expect(merged.elements == ["a", "b", "c"])
  }

  @Test func mapFilterAndCompactMapTransformElements() {
    let recorder = RxRecorder<String>()
    _ = Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }.map { "#\($0)" }.subscribe(recorder)
    #expect(recorder.events == [.next("#2"), .next("#4"), .completed])
    let numbers = RxRecorder<Int>()
    _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(numbers)
    #expect(numbers.elements == [1, 3])
  }

  @Test func flatMapFirstIgnoresElementsWhileAnInnerRunsWithoutCallingTheSelector() {
    let taps = PublishSubject<Int>()
    let request = PublishSubject<String>()
    var selected: [Int] = []
    let recorder = RxRecorder<String>()
    _ = taps.flatMapFirst { tap -> Observable<String> in
      selected.append(tap)
      return request.take(1).map { "\(tap): \($0)" }
    }.subscribe(recorder)
    taps.onNext(1)
    taps.onNext(2)  // the first request runs: dropped, selector not called
    request.onNext("ok")
    taps.onNext(3)
    request.onNext("again")
    #expect(selected == [1, 3])
    #expect(recorder.elements == ["1: ok", "3: again"])
  }

  @Test func aThrowingMapEndsTheSequenceWithItsError() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3).map { value -> Int in
      if value == 2 { throw RxTestError("two") }
      return value
    }.subscribe(recorder)
    #expect(recorder.events == [.next(1), .error("two")])
  }

  @Test func flatMapMergesInnerSequencesAsTheyArrive() {
    let outer = PublishSubject<PublishSubject<Int>>()
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = outer.flatMap { $0 }.subscribe(recorder)
    outer.onNext(a)
    a.onNext(1)
    outer.onNext(b)
    b.onNext(2)
    a.onNext(3)
    #expect(recorder.elements == [1, 2, 3])
  }

  @Test func flatMapLatestDisposesThePreviousInnerSubscription() {
    let outer = PublishSubject<PublishSubject<Int>>()
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = outer.flatMapLatest { $0 }.subscribe(recorder)
    outer.onNext(a)
    a.onNext(1)
    outer.onNext(b)
    a.onNext(2)
    b.onNext(3)
    #expect(recorder.elements == [1, 3])
    #expect(!a.hasObservers)
  }

  @Test func scanSendsEachRunningResultWithoutTheSeed() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3).scan(10) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.events == [.next(11), .next(13), .next(16), .completed])
  }

  @Test func startWithSendsItsElementsFirst() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(3).startWith(1, 2).subscribe(recorder)
    #expect(recorder.elements == [1, 2, 3])
  }
}

@Suite struct FilteringOperatorTests {
  @Test func skipWhileDropsTheLeadingRunAndIgnoreElementsKeepsOnlyTheEnd() {
    let skipped = RxRecorder<Int>()
    _ = Observable.of(1, 2, 5, 1, 6).skip(while: { $0 < 3 }).subscribe(skipped)
    #expect(skipped.events == [.next(5), .next(1), .next(6), .completed])
    var completed = false
    let ignored: Observable<Never> = Observable.of(1, 2).ignoreElements()  // no element can even be typed
    _ = ignored.subscribe(onCompleted: { completed = true })
    #expect(completed)
  }

  @Test func skipAndTakeCountElements() {
    let recorder = RxRecorder<Int>()
    _ = Observable.range(start: 1, count: 10).skip(2).take(3).subscribe(recorder)
    #expect(recorder.events == [.next(3), .next(4), .next(5), .completed])
  }

  @Test func takeCompletesAsSoonAsItHasEnoughAndDisposesTheSource() {
    let subject = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = subject.take(1).subscribe(recorder)
    subject.onNext(1)
    #expect(recorder.events == [.next(1), .completed])
    #expect(!subject.hasObservers)
  }

  @Test func distinctUntilChangedDropsRepeatsOfThePreviousElementOnly() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(recorder)
    #expect(recorder.elements == [1, 2, 1])
    let keyed = RxRecorder<String>()
    _ = Observable.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }.subscribe(keyed)
    #expect(keyed.elements == ["a", "b"])
  }

  @Test func distinctUntilChangedWithAKeyAndComparerComputesEachKeyOnce() {
    var keysComputed = 0
    let recorder = RxRecorder<String>()
    _ = Observable.of("apple", "avocado", "banana", "blueberry", "cherry")
      .distinctUntilChanged(
        { word -> Character in
          keysComputed += 1
          return word.first!
        }, comparer: { $0 == $1 }
      )
      .subscribe(recorder)
    #expect(recorder.elements == ["apple", "banana", "cherry"])
    #expect(keysComputed == 5, "one key per element; the last key is kept")
    let failing = RxRecorder<Int>()
    _ = Observable.of(1, 2).distinctUntilChanged({ $0 }, comparer: { _, _ in throw RxTestError("compare") })
      .subscribe(failing)
    #expect(failing.events == [.next(1), .error("compare")])
  }
}

@Suite struct CombiningOperatorTests {
  @Test func combineLatestWaitsForBothThenSendsOnEveryChange() {
    let name = PublishSubject<String>()
    let password = PublishSubject<String>()
    let recorder = RxRecorder<Bool>()
    _ = Observable.combineLatest(name, password) { !$0.isEmpty && $1.count >= 3 }.subscribe(recorder)
    name.onNext("ann")
    password.onNext("se")
    password.onNext("secret")
    name.onNext("")
    #expect(recorder.elements == [false, true, false])
  }

  @Test func combineLatestCompletesWhenBothHaveCompleted() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(recorder)
    a.onNext(1)
    b.onNext(2)
    a.onCompleted()
    b.onNext(3)
    #expect(recorder.events == [.next(3), .next(4)])
    b.onCompleted()
    #expect(recorder.events == [.next(3), .next(4), .completed])
  }

  @Test func combineLatestWithoutASelectorMakesTuples() {
    var pairs: [String] = []
    _ = Observable.combineLatest(Observable.just(1), Observable.just("a")).subscribe(onNext: {
      pairs.append("\($0)\($1)")
    })
    #expect(pairs == ["1a"])
  }

  @Test func zipPairsElementsInOrder() {
    let recorder = RxRecorder<String>()
    _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }.subscribe(recorder)
    #expect(recorder.events == [.next("1a"), .next("2b"), .completed])
  }

  @Test func mergeInterleavesAndCompletesWhenAllHave() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = Observable.merge(a.asObservable(), b.asObservable()).subscribe(recorder)
    a.onNext(1)
    b.onNext(2)
    a.onCompleted()
    b.onNext(3)
    b.onCompleted()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func withLatestFromSamplesTheOtherSequenceOnEachElement() {
    let taps = PublishSubject<Void>()
    let text = BehaviorRelay(value: "")
    var sent: [String] = []
    _ = taps.withLatestFrom(text).subscribe(onNext: { sent.append($0) })
    text.accept("hello")
    taps.onNext(())
    taps.onNext(())
    text.accept("bye")
    taps.onNext(())
    #expect(sent == ["hello", "hello", "bye"])
  }

  @Test func concatSubscribesToTheNextSequenceWhenThePreviousCompletes() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2).concat(Observable.of(3)).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }
}

@Suite struct ErrorHandlingOperatorTests {
  @Test func rxSwiftFivesCatchNamesBehaveAsTheNewOnes() {
    let failing = Observable.of(1).concat(Observable<Int>.error(RxTestError()))
    let returned = RxRecorder<Int>()
    let caught = RxRecorder<Int>()
    _ = failing.catchErrorJustReturn(0).subscribe(returned)
    _ = failing.catchError { _ in .of(8, 9) }.subscribe(caught)
    #expect(returned.events == [.next(1), .next(0), .completed])
    #expect(caught.events == [.next(1), .next(8), .next(9), .completed])
  }

  @Test func retryCountsTheFirstSubscriptionAsAnAttempt() {
    var attempts = 0
    let failing = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(RxTestError("attempt \(attempts)"))
      return Disposables.create()
    }
    let recorder = RxRecorder<Int>()
    _ = failing.retry(3).subscribe(recorder)
    #expect(attempts == 3)
    #expect(recorder.events == [.error("attempt 3")])
  }

  @Test func retrySucceedsWhenALaterAttemptDoes() {
    var attempts = 0
    let flaky = Observable<String>.deferred {
      attempts += 1
      return attempts < 2 ? .error(RxTestError()) : .just("ok")
    }
    let recorder = RxRecorder<String>()
    _ = flaky.retry().subscribe(recorder)
    #expect(recorder.events == [.next("ok"), .completed])
  }

  @Test func catchAndReturnReplacesAnErrorWithAnElementThenCompletes() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1).concat(Observable<Int>.error(RxTestError())).catchAndReturn(0).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(0), .completed])
  }

  @Test func catchSwitchesToTheSequenceTheHandlerReturns() {
    let recorder = RxRecorder<String>()
    _ = Observable<String>.error(RxTestError("offline"))
      .catch { error in .of("cached", "\(error)") }
      .subscribe(recorder)
    #expect(recorder.events == [.next("cached"), .next("offline"), .completed])
  }
}

@Suite struct ShareTests {
  @Test func shareSubscribesToTheSourceOnceForAllSubscribers() {
    var subscriptions = 0
    var send: AnyObserver<Int>?
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      send = observer
      return Disposables.create()
    }.share()
    let a = RxRecorder<Int>()
    let b = RxRecorder<Int>()
    let first = source.subscribe(a)
    let second = source.subscribe(b)
    send?.onNext(1)
    #expect(subscriptions == 1)
    #expect(a.elements == [1])
    #expect(b.elements == [1])
    first.dispose()
    second.dispose()
  }

  @Test func shareReplayGivesLateSubscribersTheLatestElements() {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    let early = shared.subscribe(onNext: { _ in })
    subject.onNext(1)
    subject.onNext(2)
    let late = RxRecorder<Int>()
    let subscription = shared.subscribe(late)
    subject.onNext(3)
    #expect(late.elements == [2, 3])
    early.dispose()
    subscription.dispose()
  }

  @Test func whileConnectedDisposesTheSourceWithTheLastSubscriberAndStartsAfreshAfterwards() {
    var subscriptions = 0
    var disposals = 0
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      return Disposables.create { disposals += 1 }
    }.share(replay: 1)
    let first = RxRecorder<Int>()
    source.subscribe(first).dispose()
    #expect(disposals == 1)
    let second = RxRecorder<Int>()
    let subscription = source.subscribe(second)
    #expect(subscriptions == 2)
    #expect(first.elements == [1])
    #expect(second.elements == [2])
    subscription.dispose()
  }
}
