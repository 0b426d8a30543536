import ReactiveCoreRx
import Testing

/// Operators over arrays and sequences of sources, and the `behavior:` forms of `take`.
@Suite struct CollectionOperatorTests {
  @Test func combineLatestOfACollectionWithASelector() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = Observable.combineLatest([first, second]) { $0.reduce(0, +) }.subscribe(recorder)
    first.onNext(1)
    second.onNext(10)
    first.onNext(2)
    #expect(recorder.events == [.next(11), .next(12)])
  }

  /// RxSwift asks a collection `combineLatest`'s selector once with no elements when there are
  /// no sources, sends what it makes and completes; `zip` of none just completes.
  @Test func combineLatestOfNoSourcesSendsTheSelectorOfNothingButZipOnlyCompletes() {
    let sum = RxRecorder<Int>()
    _ = Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) }.subscribe(sum)
    #expect(sum.events == [.next(0), .completed])
    let arrays = RxRecorder<[Int]>()
    _ = Observable.combineLatest([Observable<Int>]()).subscribe(arrays)
    #expect(arrays.events == [.next([]), .completed])
    let failing = RxRecorder<Int>()
    _ = Observable.combineLatest([Observable<Int>]()) { _ in throw RxTestError("none") }.subscribe(failing)
    #expect(failing.events == [.error("none")])
    let zipped = RxRecorder<Int>()
    _ = Observable.zip([Observable<Int>]()) { $0.reduce(0, +) }.subscribe(zipped)
    #expect(zipped.events == [.completed])
  }

  @Test func zipOfACollectionWithASelectorThatThrows() {
    let recorder = RxRecorder<String>()
    _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)]) { values -> String in
      guard values[0] < 2 else { throw RxTestError("too big") }
      return values.map(String.init).joined(separator: "+")
    }.subscribe(recorder)
    #expect(recorder.events == [.next("1+3"), .error("too big")])
  }

  @Test func concatOfAnArrayAndOfALazySequence() {
    let array = RxRecorder<Int>()
    _ = Observable.concat([Observable.of(1, 2), Observable.just(3)]).subscribe(array)
    #expect(array.events == [.next(1), .next(2), .next(3), .completed])
    var made = 0
    let lazy = (1...3).lazy.map { number -> Observable<Int> in
      made += 1
      return .just(number)
    }
    let recorder = RxRecorder<Int>()
    _ = Observable.concat(AnySequence(lazy)).take(2).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(made == 2, "the third source is never made")
  }

  @Test func longSequencesOfSynchronousSourcesDoNotGrowTheStack() {
    var count = 0
    _ = Observable.concat((0..<100_000).lazy.map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
    #expect(count == 100_000)
    let failures = (0..<100_000).lazy.map { _ in Observable<Int>.error(RxTestError("again")) }
    let recorder = RxRecorder<Int>()
    _ = Observable.catch(sequence: failures).subscribe(recorder)
    #expect(recorder.events == [.error("again")])
  }

  /// `[source(n), concat([source(n + 1), concat(...)])]`, read lazily: RxSwift's shape of a
  /// recursive concatenation.
  static func nestedConcat(from start: Int, asAnySequence: Bool) -> Observable<Int> {
    let both = [0, 1].lazy.map { part in
      part == 0 ? Observable.just(start) : nestedConcat(from: start + 1, asAnySequence: asAnySequence)
    }
    return asAnySequence ? Observable.concat(AnySequence(both)) : Observable.concat(both)
  }

  @Test(arguments: [false, true])
  func concatenationsNestedTenThousandDeepDoNotGrowTheStack(asAnySequence: Bool) {
    var elements: [Int] = []
    _ = Self.nestedConcat(from: 0, asAnySequence: asAnySequence).take(10_000).subscribe(onNext: { elements.append($0) })
    #expect(elements == Array(0..<10_000))
  }

  @Test func nestedConcatenationsKeepTheirOrderLazinessAndEmptyParts() {
    var made: [String] = []
    func source(_ name: String, _ value: Int) -> Observable<Int> {
      made.append(name)
      return .just(value)
    }
    let inner = Observable.concat([Int]().lazy.map { source("never", $0) })
    let middle = Observable.concat(["b", "c"].lazy.map { source($0, $0 == "b" ? 2 : 3) })
    let outer = Observable.concat(
      [0, 1, 2, 3].lazy.map { part -> Observable<Int> in
        switch part {
        case 0: return source("a", 1)
        case 1: return inner
        case 2: return middle.concat(source("d", 4))
        default: return source("e", 5)
        }
      })
    let recorder = RxRecorder<Int>()
    _ = outer.take(3).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    #expect(made == ["a", "d", "b", "c"], "d is made with its concat; e never")
    let all = RxRecorder<Int>()
    _ = outer.subscribe(all)
    #expect(all.events == [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
  }

  @Test func catchSequenceMovesOnAfterEachErrorAndEndsWithTheFirstToComplete() {
    let recorder = RxRecorder<Int>()
    _ = Observable.catch(sequence: [
      Observable.concat(.just(1), .error(RxTestError("first"))),
      Observable.concat(.just(2), .error(RxTestError("second"))),
      Observable.of(3),
      Observable.just(4),
    ]).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func catchSequenceFailsWithTheLastErrorWhenEveryOneFails() {
    let recorder = RxRecorder<Int>()
    _ = Observable<Int>.catch(sequence: [.error(RxTestError("first")), .error(RxTestError("last"))])
      .subscribe(recorder)
    #expect(recorder.events == [.error("last")])
    let none = RxRecorder<Int>()
    _ = Observable<Int>.catch(sequence: []).subscribe(none)
    #expect(none.events == [.completed])
  }

  @Test func mergeMaxConcurrentHoldsTheRestUntilOneCompletes() {
    let inners = [PublishSubject<String>(), PublishSubject<String>(), PublishSubject<String>()]
    let recorder = RxRecorder<String>()
    _ = Observable.from(inners).merge(maxConcurrent: 2).subscribe(recorder)
    #expect(!inners[2].hasObservers)
    inners[2].onNext("dropped: not subscribed yet")
    inners[0].onNext("a")
    inners[1].onNext("b")
    inners[0].onCompleted()
    #expect(inners[2].hasObservers)
    inners[2].onNext("c")
    inners[1].onCompleted()
    inners[2].onCompleted()
    #expect(recorder.events == [.next("a"), .next("b"), .next("c"), .completed])
  }

  @Test func takeWhileInclusiveSendsTheElementThatEndsIt() {
    let exclusive = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).take(while: { $0 < 3 }).subscribe(exclusive)
    #expect(exclusive.events == [.next(1), .next(2), .completed])
    let inclusive = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).take(while: { $0 < 3 }, behavior: .inclusive).subscribe(inclusive)
    #expect(inclusive.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func takeUntilAPredicate() {
    let exclusive = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }).subscribe(exclusive)
    #expect(exclusive.events == [.next(1), .next(2), .completed])
    let inclusive = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive).subscribe(inclusive)
    #expect(inclusive.events == [.next(1), .next(2), .next(3), .completed])
    let throwing = RxRecorder<Int>()
    _ = Observable.of(1, 2).take(until: { _ in throw RxTestError("predicate") }).subscribe(throwing)
    #expect(throwing.events == [.error("predicate")])
  }

  @Test func retryWhenWithAnUntypedErrorHandler() {
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(RxTestError("try \(attempts)")) : .just(attempts)
    }
    let recorder = RxRecorder<Int>()
    _ = source.retry(when: { errors in errors.map { _ in () } }).subscribe(recorder)
    #expect(recorder.events == [.next(3), .completed])
  }
}

/// Binding, driving and emitting into relays of every kind, including relays of optionals.
@Suite struct RelayBindingTests {
  @Test func bindReachesEveryKindOfRelayAndOptionalOnes() {
    let publish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let behavior = BehaviorRelay<Int?>(value: nil)
    let seen = RxRecorder<Int?>()
    _ = publish.subscribe(seen)
    _ = Observable.of(1, 2, 3).bind(to: publish, publish)
    _ = Observable.of(1, 2, 3).bind(to: replay)
    _ = Observable.of(1, 2, 3).bind(to: behavior)
    #expect(seen.elements == [1, 1, 2, 2, 3, 3])
    let replayed = RxRecorder<Int>()
    _ = replay.subscribe(replayed)
    #expect(replayed.elements == [2, 3])
    #expect(behavior.value == 3)
  }

  @Test func driveAndEmitIntoReplayAndOptionalRelays() {
    let scheduler = HistoricalScheduler()
    let replay = ReplayRelay<String>.create(bufferSize: 1)
    let optional = BehaviorRelay<String?>(value: nil)
    let publish = PublishRelay<String?>()
    let published = RxRecorder<String?>()
    _ = publish.subscribe(published)
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Driver.just("driven").drive(replay)
      _ = Driver.just("driven").drive(optional)
      _ = Signal.just("emitted").emit(to: publish)
    }
    scheduler.start()
    let replayed = RxRecorder<String>()
    _ = replay.subscribe(replayed)
    #expect(replayed.elements == ["driven"])
    #expect(optional.value == "driven")
    #expect(published.elements == ["emitted"])
  }

  @Test func driveAndEmitWithAnObjectHeldWeakly() {
    final class Screen {
      var titles: [String] = []
      var finished = false
    }
    let scheduler = HistoricalScheduler()
    var screen: Screen? = Screen()
    let titles = PublishRelay<String>()
    SharingScheduler.mock(scheduler: scheduler) {
      _ = titles.asDriver(onErrorJustReturn: "").drive(
        with: screen!, onNext: { screen, title in screen.titles.append(title) })
      titles.accept("first")
      _ = Signal.of("a", "b").emit(
        with: screen!, onNext: { screen, title in screen.titles.append(title) },
        onCompleted: { $0.finished = true })
    }
    scheduler.start()
    #expect(screen?.titles == ["first", "a", "b"])
    #expect(screen?.finished == true)
    weak let released = screen
    screen = nil
    titles.accept("after")
    scheduler.start()
    #expect(released == nil, "the binding does not keep the object")
  }
}
