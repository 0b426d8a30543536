import Foundation
import ReactiveCoreRx
import Testing

/// `Single`, `Maybe` and `Completable` as RxSwift's one `PrimitiveSequence` type: the operators
/// they share keep the kind, and each has its own.
@Suite struct PrimitiveSequenceOperatorTests {
  /// A `Single`'s outcome as a test compares it (a failure naming it when there was none).
  private func outcome<Element: Equatable>(of single: Single<Element>) -> SingleEvent<Element> {
    var result: SingleEvent<Element> = .failure(RxTestError("no outcome during subscribe"))
    _ = single.subscribe { result = $0 }
    return result
  }

  @Test func anExtensionCanTargetOneKindByItsTrait() {
    #expect(outcome(of: Single.just(20).doubled()) == .success(40))
  }

  @Test func singleZipOfEightAndAsTuples() {
    let one = Single.just(1)
    let two = Single.just(2)
    let eight = Single.zip(one, two, one, two, one, two, one, two) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    #expect(outcome(of: eight) == .success(12))
    let pair = Single.zip(Single.just("a"), Single.just(1))
    var received: (String, Int)?
    _ = pair.subscribe(onSuccess: { received = $0 })
    #expect(received?.0 == "a" && received?.1 == 1)
  }

  @Test func singleZipFailsWithTheFirstFailure() {
    let zipped = Single.zip(Single.just(1), Single<Int>.error(RxTestError("second"))) { $0 + $1 }
    #expect(outcome(of: zipped) == .failure(RxTestError("second")))
  }

  @Test func singleZipOfACollection() {
    #expect(outcome(of: Single.zip([Single.just(1), .just(2), .just(3)])) == .success([1, 2, 3]))
    #expect(outcome(of: Single.zip([Single<Int>]())) == .success([]))
    #expect(outcome(of: Single.zip([Single.just(1), .just(2)]) { $0.reduce(0, +) }) == .success(3))
  }

  @Test func maybeZipCompletesEmptyWhenOneIsEmpty() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }.subscribe { events.append($0) }
    #expect(events == [.completed])
    var both: [MaybeEvent<Int>] = []
    _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.subscribe { both.append($0) }
    #expect(both == [.success(3)])
  }

  @Test func singleFilterAndCompactMapMakeMaybes() {
    var kept: [MaybeEvent<Int>] = []
    var dropped: [MaybeEvent<Int>] = []
    _ = Single.just(4).filter { $0.isMultiple(of: 2) }.subscribe { kept.append($0) }
    _ = Single.just("x").compactMap { Int($0) }.subscribe { dropped.append($0) }
    #expect(kept == [.success(4)])
    #expect(dropped == [.completed])
  }

  @Test func singleFlatMapsToMaybeAndCompletable() {
    var maybe: [MaybeEvent<String>] = []
    _ = Single.just(1).flatMapMaybe { _ in Maybe<String>.empty() }.subscribe { maybe.append($0) }
    #expect(maybe == [.completed])
    var saved: [Int] = []
    var completable: [CompletableEvent] = []
    _ = Single.just(7).flatMapCompletable { value in
      Completable.create { observer in
        saved.append(value)
        observer(.completed)
        return Disposables.create()
      }
    }.subscribe { completable.append($0) }
    #expect(saved == [7])
    #expect(completable == [.completed])
  }

  @Test func maybeIfEmptySwitchesToAMaybeOrASingle() {
    var maybe: [MaybeEvent<Int>] = []
    _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2)).subscribe { maybe.append($0) }
    #expect(maybe == [.success(2)])
    #expect(outcome(of: Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3))) == .success(3))
    #expect(outcome(of: Maybe.just(1).ifEmpty(switchTo: Single.just(3))) == .success(1))
  }

  @Test func theFullDoFormsRunBeforeAndAfterTheOutcome() {
    var log: [String] = []
    _ = Single.just(1).do(
      onSuccess: { _ in log.append("onSuccess") }, afterSuccess: { _ in log.append("afterSuccess") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).subscribe(onSuccess: { _ in log.append("subscriber") })
    #expect(log == ["onSubscribe", "onSuccess", "subscriber", "afterSuccess", "onSubscribed", "onDispose"])
    var completableLog: [String] = []
    _ = Completable.error(RxTestError()).do(
      onError: { _ in completableLog.append("onError") }, afterError: { _ in completableLog.append("afterError") }
    ).subscribe(onError: { _ in completableLog.append("subscriber") })
    #expect(completableLog == ["onError", "subscriber", "afterError"])
  }

  @Test func sharedOperatorsKeepTheKind() {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(RxTestError("flaky")) : .just(attempts)
    }
    #expect(outcome(of: flaky.retry()) == .success(3))
    let recovered: Maybe<Int> = Maybe<Int>.error(RxTestError()).catch { _ in .just(9) }
    var events: [MaybeEvent<Int>] = []
    _ = recovered.subscribe { events.append($0) }
    #expect(events == [.success(9)])
    let never: Single<Int> = .never()
    var neverEnded = false
    _ = never.subscribe { _ in neverEnded = true }
    #expect(!neverEnded)
  }

  @Test func usingDisposesTheResourceWhenTheSingleEnds() {
    let resource = BooleanDisposable()
    let single = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .just(1) })
    #expect(outcome(of: single) == .success(1))
    #expect(resource.isDisposed)
  }

  @Test func completableConcatAndMerge() {
    var order: [String] = []
    func step(_ name: String) -> Completable {
      Completable.create { observer in
        order.append(name)
        observer(.completed)
        return Disposables.create()
      }
    }
    var events: [CompletableEvent] = []
    _ = Completable.concat(step("a"), step("b")).concat(step("c")).subscribe { events.append($0) }
    #expect(order == ["a", "b", "c"])
    #expect(events == [.completed])
    var merged: [CompletableEvent] = []
    _ = Completable.merge(step("d"), .error(RxTestError("merge"))).subscribe { merged.append($0) }
    #expect(merged == [.error(RxTestError("merge"))])
  }

  @Test func traitEventsCompareErrorsByTypeAndDescription() {
    #expect(SingleEvent<Int>.failure(RxTestError("a")) == .failure(RxTestError("a")))
    #expect(SingleEvent<Int>.failure(RxTestError("a")) != .failure(RxTestError("b")))
    #expect(MaybeEvent<Int>.error(RxTestError("a")) != .completed)
    #expect(CompletableEvent.error(RxTestError("a")) == .error(RxTestError("a")))
  }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Int {
  /// What a user's extension of one kind looks like (as Moya's `Single<Response>` helpers).
  fileprivate func doubled() -> Single<Int> {
    map { $0 * 2 }
  }
}

/// Swift concurrency bridges: awaiting traits, iterating sequences, and back.
@Suite struct ConcurrencyBridgeTests {
  @Test func awaitingATraitsValue() async throws {
    #expect(try await Single.just(5).value == 5)
    #expect(try await Maybe<Int>.empty().value == nil)
    #expect(try await Maybe.just(6).value == 6)
    try await Completable.empty().value
    await #expect(throws: RxTestError.self) { try await Single<Int>.error(RxTestError()).value }
  }

  @Test func iteratingValues() async throws {
    var elements: [Int] = []
    for try await element in Observable.of(1, 2, 3).values { elements.append(element) }
    #expect(elements == [1, 2, 3])
    var infallible: [Int] = []
    for await element in Infallible.from([4, 5]).values { infallible.append(element) }
    #expect(infallible == [4, 5])
  }

  /// RxSwift's `values`: a loop whose task is cancelled before the sequence ends throws
  /// `CancellationError` (and the subscription is disposed); one that already ended does not.
  @Test func cancellingAnIterationThrowsCancellationError() async throws {
    let disposed = DisposedFlag()
    let endless = Observable<Int>.never().do(onDispose: { disposed.set() })
    let iteration = Task { () -> Error? in
      do {
        for try await _ in endless.values {}
        return nil
      } catch {
        return error
      }
    }
    iteration.cancel()
    #expect(await iteration.value is CancellationError)
    #expect(disposed.isSet)
    let ended = Task { () -> [Int] in
      var elements: [Int] = []
      for try await element in Observable.of(1, 2, 3).values { elements.append(element) }
      return elements
    }
    ended.cancel()
    #expect(try await ended.value == [1, 2, 3])
  }

  /// Awaiting a trait's `value` in a task that is cancelled throws `CancellationError`: a
  /// completable does not pass for completed, a maybe for empty.
  @Test func cancellingAnAwaitedValueThrowsCancellationError() async {
    let single = Task { try await Single<Int>.never().value }
    let maybe = Task { try await Maybe<Int>.never().value }
    let completable = Task { try await Completable.never().value }
    single.cancel()
    maybe.cancel()
    completable.cancel()
    await #expect(throws: CancellationError.self) { try await single.value }
    await #expect(throws: CancellationError.self) { try await maybe.value }
    await #expect(throws: CancellationError.self) { try await completable.value }
  }

  /// As in RxSwift, a `CancellationError` thrown by the async sequence completes the observable.
  @Test func anAsyncSequenceThatThrowsCancellationCompletes() async throws {
    let cutOff = AsyncThrowingStream<Int, Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    #expect(try await cutOff.asObservable().toArray().value == [1])
  }

  @Test func anAsyncSequenceAsAnObservable() async throws {
    let stream = AsyncStream<Int> { continuation in
      for number in 1...3 { continuation.yield(number) }
      continuation.finish()
    }
    let elements = try await stream.asObservable().toArray().value
    #expect(elements == [1, 2, 3])
  }

  @MainActor
  @Test func anAsyncSequenceSubscribedOnTheMainThreadIsIteratedOffIt() async throws {
    struct Failure: Error {}
    for detached in [false, true] {
      let stream = AsyncThrowingStream<Int, Error> { continuation in
        for number in 1...3 { continuation.yield(number) }
        continuation.finish(throwing: Failure())
      }
      let result = await withCheckedContinuation { (done: CheckedContinuation<([Int], Bool, Bool), Never>) in
        var elements: [Int] = []
        var offMain = true
        _ = stream.asObservable(detached: detached).subscribe(
          onNext: { element in
            elements.append(element)
            offMain = offMain && !Thread.isMainThread
          },
          onError: { error in done.resume(returning: (elements, offMain, error is Failure)) },
          onCompleted: { done.resume(returning: (elements, offMain, false)) })
      }
      #expect(result.0 == [1, 2, 3])
      #expect(result.1, "iterated off the main thread (detached: \(detached))")
      #expect(result.2)
    }
  }

  @Test func anAsyncFunctionAsASingle() async throws {
    let single = Single<String>.create { () async throws -> String in
      try await Task.sleep(for: .milliseconds(1))
      return "fetched"
    }
    #expect(try await single.value == "fetched")
    let failing = Single<String>.create(detached: true) { () async throws -> String in throw RxTestError("async") }
    await #expect(throws: RxTestError("async")) { try await failing.value }
  }
}

/// Records, across threads, that a subscription was disposed.
private final class DisposedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
