import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct CompletableTests {
  @Test func aCompletableCompletesOrFailsOnceAndThenRunsOnDisposed() {
    var log: [String] = []
    _ = Completable.create { completable in
      completable(.completed)
      completable(.error(RxTestError()))
      return Disposables.create { log.append("cleanup") }
    }.subscribe(
      onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    _ = Completable.error(RxTestError()).subscribe(
      onCompleted: { log.append("?") }, onError: { log.append("error \($0)") })
    // RxSwift's order: the subscriber hears the end (and disposes itself) before the
    // subscription's own cleanup runs.
    #expect(log == ["completed", "disposed", "cleanup", "error boom"])
  }

  @Test func andThenRunsTheNextStepOnlyAfterCompletion() {
    let save = PublishSubject<Int>()
    var started: [String] = []
    let reload = Single<String>.deferred {
      started.append("reload")
      return .just("fresh")
    }
    var result: String?
    _ = save.asCompletable().andThen(reload).subscribe(onSuccess: { result = $0 })
    save.onNext(1)  // ignored: a completable has no elements
    #expect(started == [])
    save.onCompleted()
    #expect(started == ["reload"])
    #expect(result == "fresh")
  }

  @Test func aFailureSkipsEverythingChainedWithAndThen() {
    var outcome: [String] = []
    _ = Completable.error(RxTestError("save failed"))
      .andThen(Observable.of(1, 2))
      .subscribe(onNext: { outcome.append("\($0)") }, onError: { outcome.append("\($0)") })
    _ = Completable.empty().andThen(Completable.empty()).andThen(Maybe<Int>.empty())
      .subscribe(onSuccess: { _ in outcome.append("?") }, onCompleted: { outcome.append("done") })
    #expect(outcome == ["save failed", "done"])
  }

  @Test func zipCompletesWhenEveryCompletableHasAndFailsOnTheFirstError() {
    let first = PublishSubject<Never>()
    let second = PublishSubject<Never>()
    var completed = false
    _ = Completable.zip(first.asCompletable(), second.asCompletable())
      .subscribe(onCompleted: { completed = true })
    first.onCompleted()
    #expect(!completed)
    second.onCompleted()
    #expect(completed)

    var error: String?
    _ = Completable.zip([.never(), .error(RxTestError())]).subscribe(onError: { error = "\($0)" })
    #expect(error == "boom")
  }

  @Test func catchAndRetryRecoverAFailedCompletable() {
    var attempts = 0
    var completed = false
    _ = Completable.deferred {
      attempts += 1
      return attempts < 3 ? .error(RxTestError()) : .empty()
    }.retry(3).subscribe(onCompleted: { completed = true })
    #expect(attempts == 3)
    #expect(completed)

    var recovered = false
    _ = Completable.error(RxTestError()).catch { _ in .empty() }.subscribe(onCompleted: { recovered = true })
    #expect(recovered)
  }
}

@Suite struct MaybeTests {
  @Test func aMaybeSucceedsCompletesEmptyOrFailsAndNeverReportsBothSuccessAndCompletion() {
    var log: [String] = []
    func record(_ maybe: Maybe<Int>) {
      _ = maybe.subscribe(
        onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
        onCompleted: { log.append("completed") })
    }
    record(.just(1))
    record(.empty())
    record(.error(RxTestError()))
    record(
      Maybe.create { maybe in
        maybe(.success(2))
        maybe(.completed)
        return Disposables.create()
      })
    #expect(log == ["success 1", "completed", "error boom", "success 2"])
  }

  @Test func asMaybeTakesZeroOrOneElementAndFailsOnASecond() {
    var outcomes: [String] = []
    _ = Observable<Int>.empty().asMaybe().subscribe { outcomes.append("\($0)") }
    _ = Observable.just(7).asMaybe().subscribe { outcomes.append("\($0)") }
    _ = Observable.of(1, 2).asMaybe().subscribe {
      if case let .error(error) = $0 { outcomes.append("\(error)") }
    }
    #expect(outcomes == ["completed", "success(7)", RxError.moreThanOneElement.description])
  }

  @Test func ifEmptyTurnsAMaybeIntoASingle() {
    var values: [String] = []
    _ = Maybe<String>.empty().ifEmpty(default: "none").subscribe(onSuccess: { values.append($0) })
    _ = Maybe.just("cached").ifEmpty(default: "none").subscribe(onSuccess: { values.append($0) })
    #expect(values == ["none", "cached"])
  }

  @Test func mapFilterAndFlatMapKeepAtMostOneElement() {
    var log: [String] = []
    _ = Maybe.just(4).map { $0 * 10 }.filter { $0 > 100 }
      .subscribe(onSuccess: { log.append("\($0)") }, onCompleted: { log.append("filtered out") })
    _ = Maybe.just(4).flatMap { n in Maybe.just("n = \(n)") }.subscribe(onSuccess: { log.append($0) })
    _ = Single.just(1).asMaybe().subscribe(onSuccess: { log.append("single \($0)") })
    #expect(log == ["filtered out", "n = 4", "single 1"])
  }
}
