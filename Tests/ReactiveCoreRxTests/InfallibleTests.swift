import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct InfallibleTests {
  @Test func createSendsElementsAndTheEndAndDropsWhatFollows() {
    var cleanups = 0
    let numbers = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.next(2))
      observer(.completed)
      observer(.next(3))
      return Disposables.create { cleanups += 1 }
    }
    var log: [String] = []
    _ = numbers.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
    #expect(cleanups == 1)
  }

  @Test func anObservableBecomesInfallibleBySayingWhatAnErrorBecomes() {
    let failing = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(RxTestError())
      return Disposables.create()
    }
    var justReturn: [Int] = []
    var fallback: [Int] = []
    var recovered: [String] = []
    _ = failing.asInfallible(onErrorJustReturn: 0).subscribe(onNext: { justReturn.append($0) })
    _ = failing.asInfallible(onErrorFallbackTo: .of(7, 8)).subscribe(onNext: { fallback.append($0) })
    _ = failing.map(String.init).asInfallible(onErrorRecover: { .just("recovered from \($0)") })
      .subscribe(onNext: { recovered.append($0) })
    #expect(justReturn == [1, 0])
    #expect(fallback == [1, 7, 8])
    #expect(recovered == ["1", "recovered from boom"])
  }

  @Test func aRelayIsInfallibleAsItIs() {
    let behavior = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(-1)
    var seen: [String] = []
    _ = behavior.asInfallible().subscribe(onNext: { seen.append("behavior \($0)") })
    _ = publish.asInfallible().subscribe(onNext: { seen.append("publish \($0)") })
    _ = replay.asInfallible().subscribe(onNext: { seen.append("replay \($0)") })
    behavior.accept(1)
    publish.accept(2)
    replay.accept(3)
    #expect(seen == ["behavior 0", "replay -1", "behavior 1", "publish 2", "replay 3"])
  }

  @Test func operatorsKeepItInfallible() {
    let source = PublishSubject<Int>()
    let infallible = source.asInfallible(onErrorJustReturn: -1)
    var seen: [String] = []
    _ = infallible.filter { $0 > 0 }.map { $0 * 10 }.distinctUntilChanged().scan(0, accumulator: +)
      .startWith(-100).map(String.init)
      .subscribe(onNext: { seen.append($0) })
    source.onNext(1)
    source.onNext(1)
    source.onNext(0)
    source.onNext(2)
    source.onError(RxTestError())  // becomes -1: filtered out, then completion
    #expect(seen == ["-100", "10", "30"])
  }

  @Test func flatMapLatestSwitchesAndDebounceWaitsInVirtualTime() {
    let scheduler = TestScheduler()
    let queries = PublishRelay<String>()
    var results: [String] = []
    _ = queries.asObservable().asInfallible(onErrorJustReturn: "")
      .debounce(.milliseconds(300), scheduler: scheduler)
      .flatMapLatest { query in Infallible.just("results for \(query)") }
      .bind(onNext: { results.append($0) })
    queries.accept("pu")
    scheduler.advance(by: .milliseconds(100))
    queries.accept("punk")
    scheduler.advance(by: .milliseconds(300))
    #expect(results == ["results for punk"])
  }

  @Test func bindingSendsToRelaysAndObservers() {
    let relay = BehaviorRelay(value: 0)
    let subject = PublishSubject<Int>()
    var forwarded: [String] = []
    _ = subject.subscribe(onNext: { forwarded.append("\($0)") }, onCompleted: { forwarded.append("completed") })
    _ = Infallible.of(1, 2).bind(to: relay)
    _ = Infallible.of(3).bind(to: subject)
    #expect(relay.value == 2)
    #expect(forwarded == ["3", "completed"])
    var combined: [String] = []
    _ = Infallible.combineLatest(Infallible.just("a"), Infallible.of(1, 2)) { "\($0)\($1)" }
      .subscribe(onNext: { combined.append($0) })
    #expect(combined == ["a1", "a2"])
  }

  @Test func bindingWrapsElementsForOptionalTargetsAndTakesReplayRelaysAndBinderFunctions() {
    var wrapped: [Event<Int?>] = []
    _ = Infallible.just(1).bind(to: AnyObserver<Int?> { wrapped.append($0) }, AnyObserver<Int?> { wrapped.append($0) })
    #expect(wrapped.compactMap(\.element) == [1, 1])
    #expect(wrapped.filter(\.isCompleted).count == 2, "each observer gets the completion")

    let optionalRelay = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int?>()
    var published: [Int?] = []
    _ = publish.subscribe(onNext: { published.append($0) })
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
    _ = Infallible.of(4, 5).bind(to: optionalRelay)
    _ = Infallible.of(6).bind(to: publish, publish)
    _ = Infallible.of(7, 8).bind(to: replay)
    _ = Infallible.of(9).bind(to: optionalReplay)
    #expect(optionalRelay.value == 5)
    #expect(published == [6, 6])
    var replayed: [String] = []
    _ = replay.subscribe(onNext: { replayed.append("\($0)") })
    _ = optionalReplay.subscribe(onNext: { replayed.append("\($0 ?? 0)") })
    #expect(replayed == ["8", "9"])

    var received: Int?
    let binder: (Infallible<Int>) -> ReactiveCoreRx.Disposable = { sequence in
      sequence.subscribe(onNext: { received = $0 })
    }
    Infallible.just(1).bind(to: binder).dispose()
    #expect(received == 1)
    let curried: (Infallible<Int>) -> (Int) -> ReactiveCoreRx.Disposable = { sequence in
      { offset in sequence.subscribe(onNext: { received = $0 + offset }) }
    }
    Infallible.just(1).bind(to: curried)(3).dispose()
    #expect(received == 4)
    Infallible.just(1).bind(to: curried, curriedArgument: 9).dispose()
    #expect(received == 10)
  }
}
