import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

/// RxSwift 6's `Infallible` operators, each behaving as the `Observable` operator of its name.
@Suite struct InfallibleOperatorTests {
  private func elements<Element>(_ infallible: Infallible<Element>) -> [Element] {
    var elements: [Element] = []
    _ = infallible.subscribe(onNext: { elements.append($0) })
    return elements
  }

  @Test func creationOnASchedulerSendsFromIt() {
    let scheduler = TestScheduler()
    var received: [Int] = []
    _ = Infallible.just(1, scheduler: scheduler).subscribe(onNext: { received.append($0) })
    _ = Infallible.of(2, 3, scheduler: scheduler).subscribe(onNext: { received.append($0) })
    _ = Infallible.from([4], scheduler: scheduler).subscribe(onNext: { received.append($0) })
    #expect(received == [], "nothing is sent before the scheduler runs")
    scheduler.run()
    #expect(received.sorted() == [1, 2, 3, 4])
  }

  @Test func distinctUntilChangedByKeyByComparerAndAtAKeyPath() {
    let words = Infallible.of("a", "A", "b", "bb", "B")
    #expect(elements(words.distinctUntilChanged { $0.lowercased() }) == ["a", "b", "bb", "B"])
    #expect(elements(words.distinctUntilChanged({ $0.count }, comparer: { abs($0 - $1) < 2 })) == ["a"])
    #expect(elements(words.distinctUntilChanged(at: \.count)) == ["a", "bb", "B"])
  }

  @Test func scanIntoUpdatesTheRunningValueInPlace() {
    #expect(elements(Infallible.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }) == [[1], [1, 2], [1, 2, 3]])
  }

  @Test func doRunsEachClosureInRxSwiftsOrder() {
    var log: [String] = []
    _ = Infallible.of(1)
      .do(
        onNext: { log.append("next \($0)") }, afterNext: { log.append("after next \($0)") },
        onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
        onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
        onDispose: { log.append("dispose") }
      )
      .subscribe(onNext: { log.append("observer \($0)") })
    #expect(
      log == [
        "subscribe", "next 1", "observer 1", "after next 1", "completed", "after completed", "subscribed", "dispose",
      ])
  }

  @Test func withUnretainedCompletesOnceTheObjectIsGone() {
    final class Screen {}
    var screen: Screen? = Screen()
    let taps = PublishRelay<Int>()
    var received: [Int] = []
    var completed = false
    _ = taps.asInfallible().withUnretained(screen!) { _, tap in tap }
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    taps.accept(1)
    screen = nil
    taps.accept(2)
    #expect(received == [1])
    #expect(completed)
  }

  @Test func concatAndMergeJoinInfallibles() {
    let first = Infallible.of(1, 2)
    let second = Infallible.of(3)
    #expect(elements(first.concat(second)) == [1, 2, 3])
    #expect(elements(first.concat(Observable.of(4))) == [1, 2, 4])
    #expect(elements(Infallible.concat(first, second)) == [1, 2, 3])
    #expect(elements(Infallible.concat([second, first])) == [3, 1, 2])
    let a = PublishRelay<Int>()
    let b = PublishRelay<Int>()
    var merged: [Int] = []
    _ = Infallible.merge([a.asInfallible(), b.asInfallible()]).subscribe(onNext: { merged.append($0) })
    a.accept(1)
    b.accept(2)
    a.accept(3)
    #expect(merged == [1, 2, 3])
  }

  @Test func flatteningAcceptsAnyInnerSequence() {
    #expect(elements(Infallible.of(1, 2).flatMap { Single.just($0 * 10) }) == [10, 20])
    #expect(elements(Infallible.of(1, 2).concatMap { Infallible.of($0, $0) }) == [1, 1, 2, 2])
    #expect(elements(Infallible.of(1, 2).flatMapLatest { Observable.just($0) }) == [1, 2])
  }

  @Test func combineLatestOfACollectionAndZipOfSeveral() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 10)
    var sums: [Int] = []
    _ = Infallible.combineLatest([a.asInfallible(), b.asInfallible()]) { $0.reduce(0, +) }
      .subscribe(onNext: { sums.append($0) })
    a.accept(2)
    #expect(sums == [11, 12])
    var arrays: [[Int]] = []
    _ = Infallible.combineLatest([a.asInfallible(), b.asInfallible()]).subscribe(onNext: { arrays.append($0) })
    #expect(arrays == [[2, 10]])
    #expect(elements(Infallible.zip(.of(1, 2, 3), .of(10, 20)) { $0 + $1 }) == [11, 22])
    #expect(elements(Infallible.zip(.of(1), .of("a"), .of(true)).map { "\($0)\($1)\($2)" }) == ["1atrue"])
  }

  @Test func withLatestFromCombinesWithTheLatestOfTheSecond() {
    let taps = PublishRelay<Int>()
    let text = BehaviorRelay(value: "x")
    var received: [String] = []
    _ = taps.asInfallible().withLatestFrom(text.asInfallible()) { "\($0)\($1)" }
      .subscribe(onNext: { received.append($0) })
    taps.accept(1)
    text.accept("y")
    taps.accept(2)
    #expect(received == ["1x", "2y"])
  }

  @Test func takeAndSkipByPredicateByAnotherSequenceAndByTime() {
    let numbers = Infallible.of(1, 2, 3, 4)
    #expect(elements(numbers.take(while: { $0 < 3 })) == [1, 2])
    #expect(elements(numbers.take(while: { $0 < 3 }, behavior: .inclusive)) == [1, 2, 3])
    #expect(elements(numbers.take(until: { $0 == 2 }, behavior: .inclusive)) == [1, 2])
    #expect(elements(numbers.skip(while: { $0 < 3 })) == [3, 4])

    let source = PublishRelay<Int>()
    let stop = PublishRelay<Void>()
    let start = PublishSubject<Void>()
    var taken: [Int] = []
    var skipped: [Int] = []
    _ = source.asInfallible().take(until: stop.asInfallible()).subscribe(onNext: { taken.append($0) })
    _ = source.asInfallible().skip(until: start).subscribe(onNext: { skipped.append($0) })
    source.accept(1)
    start.onNext(())
    stop.accept(())
    source.accept(2)
    #expect(taken == [1])
    #expect(skipped == [2])

    let scheduler = TestScheduler()
    let ticks = PublishRelay<Int>()
    var timed: [Int] = []
    var ended = false
    _ = ticks.asInfallible().take(for: .seconds(2), scheduler: scheduler)
      .subscribe(onNext: { timed.append($0) }, onCompleted: { ended = true })
    ticks.accept(1)
    scheduler.advance(by: .seconds(2))
    ticks.accept(2)
    #expect(timed == [1])
    #expect(ended)
  }
}
