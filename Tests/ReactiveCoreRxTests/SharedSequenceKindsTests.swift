import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

/// Driver and Signal operators that cross kinds or take RxCocoa's fuller forms.
@Suite struct SharedSequenceKindsTests {
  @Test func aDriverFlattensSignalsIntoASignal() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let selection = BehaviorRelay(value: 0)
      let first = PublishRelay<String>()
      let second = PublishRelay<String>()
      let tapsByPage: [ReactiveCoreRx.Signal<String>] = [first.asSignal(), second.asSignal()]
      let latest: ReactiveCoreRx.Signal<String> = selection.asDriver().flatMapLatest { tapsByPage[$0] }
      let merged: ReactiveCoreRx.Signal<String> = selection.asDriver().flatMap { tapsByPage[$0] }
      var latestTaps: [String] = []
      var mergedTaps: [String] = []
      _ = latest.emit(onNext: { latestTaps.append($0) })
      _ = merged.emit(onNext: { mergedTaps.append($0) })
      scheduler.advance()
      first.accept("a")
      scheduler.advance()
      selection.accept(1)
      scheduler.advance()
      first.accept("b")
      second.accept("c")
      scheduler.advance()
      #expect(latestTaps == ["a", "c"])
      #expect(mergedTaps == ["a", "b", "c"])
    }
  }

  @Test func switchLatestAndMergeOfInnerTraitsTakeTheInnerKind() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let pages = PublishRelay<Driver<Int>>()
      let switched: Driver<Int> = pages.asSignal().switchLatest()
      let mergedSignals: ReactiveCoreRx.Signal<Int> = Driver.of(1, 2).map { ReactiveCoreRx.Signal.just($0 * 10) }
        .merge()
      var seen: [Int] = []
      var merged: [Int] = []
      _ = switched.drive(onNext: { seen.append($0) })
      _ = mergedSignals.emit(onNext: { merged.append($0) })
      pages.accept(.just(1))
      scheduler.advance()
      pages.accept(.of(2, 3))
      scheduler.advance()
      #expect(seen == [1, 2, 3])
      #expect(merged == [10, 20])
    }
  }

  @Test func distinctUntilChangedDoAndDeferredInTheirFullForms() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      var made = 0
      let words = Driver.deferred {
        made += 1
        return Driver.of("apple", "avocado", "banana")
      }
      var log: [String] = []
      _ =
        words
        .distinctUntilChanged({ $0.first }, comparer: { $0 == $1 })
        .do(
          onNext: { log.append("next \($0)") }, afterCompleted: { log.append("after completed") },
          onSubscribed: { log.append("subscribed") }
        )
        .drive()
      var compared: [String] = []
      _ = Driver.of("a", "A", "b").distinctUntilChanged { $0.lowercased() == $1.lowercased() }
        .drive(onNext: { compared.append($0) })
      scheduler.advance()
      #expect(made == 1)
      #expect(log == ["subscribed", "next apple", "next banana", "after completed"])
      #expect(compared == ["a", "b"])
      var all: [Int] = []
      _ = Driver.merge([Driver.just(1), Driver.just(2)]).drive(onNext: { all.append($0) })
      scheduler.advance()
      #expect(all.sorted() == [1, 2])
    }
  }

  @Test func collectionsOfTraitsScanIntoAndTimers() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let a = BehaviorRelay(value: 1)
      let b = BehaviorRelay(value: 10)
      var sums: [Int] = []
      var pairs: [[Int]] = []
      var concatenated: [Int] = []
      var running: [Int] = []
      var ticks: [Int] = []
      _ = Driver.combineLatest([a.asDriver(), b.asDriver()]) { $0.reduce(0, +) }.drive(onNext: { sums.append($0) })
      _ = Driver.zip([a.asDriver(), b.asDriver()]).drive(onNext: { pairs.append($0) })
      _ = Driver.concat(AnySequence([Driver.of(1, 2), Driver.just(3)])).drive(onNext: { concatenated.append($0) })
      _ = Driver.of(1, 2, 3).scan(into: 0) { $0 += $1 }.drive(onNext: { running.append($0) })
      let timer = Driver<Int>.interval(.seconds(1)).drive(onNext: { ticks.append($0) })
      scheduler.advance()
      a.accept(2)
      b.accept(20)
      scheduler.advance(by: .seconds(3))
      timer.dispose()
      #expect(sums == [11, 12, 22])
      #expect(pairs == [[1, 10], [2, 20]])
      #expect(concatenated == [1, 2, 3])
      #expect(running == [1, 3, 6])
      #expect(ticks == [0, 1, 2])
    }
  }

  @Test func mergeOfInnerTraitsWithAConcurrencyLimitWaitsInOrder() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let first = PublishRelay<Int>()
      let inners = PublishRelay<ReactiveCoreRx.Signal<Int>>()
      var seen: [Int] = []
      _ = inners.asSignal().merge(maxConcurrent: 1).emit(onNext: { seen.append($0) })
      inners.accept(first.asSignal().take(1))
      inners.accept(.just(2))
      scheduler.advance()
      #expect(seen.isEmpty, "the second waits for the first to complete")
      first.accept(1)
      scheduler.advance()
      #expect(seen == [1, 2])
    }
  }

  @Test func aVariableDrivesAndASignalRecoversFromAnError() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      var variable: Variable<Int>? = Variable(1)
      var driven: [Int] = []
      var completed = false
      _ = variable!.asDriver().drive(onNext: { driven.append($0) }, onCompleted: { completed = true })
      scheduler.advance()
      variable?.value = 2
      scheduler.advance()
      variable = nil
      scheduler.advance()
      #expect(driven == [1, 2])
      #expect(completed, "a deinitialized variable completes its driver")
      let failing = PublishSubject<Int>()
      var emitted: [Int] = []
      _ = failing.asSignal { _ in .just(-1) }.emit(onNext: { emitted.append($0) })
      failing.onNext(1)
      failing.onError(RxTestError("boom"))
      scheduler.advance()
      #expect(emitted == [1, -1])
    }
  }

  @Test func driveAndBindIntoVariablesAndADriverFromAnOptional() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let count = Variable(0)
      let name = Variable<String?>(nil)
      _ = Driver.just(1).drive(count)
      _ = Driver.just("ann").drive(name)
      scheduler.advance()
      #expect(count.value == 1)
      #expect(name.value == "ann")
      _ = Observable.of(2, 3).bind(to: count)
      #expect(count.value == 3)
      var some: [Int] = []
      var none: [Int] = []
      var noneCompleted = false
      _ = Driver.from(optional: 5 as Int?).drive(onNext: { some.append($0) })
      _ = Driver.from(optional: nil as Int?).drive(onNext: { none.append($0) }, onCompleted: { noneCompleted = true })
      scheduler.advance()
      #expect(some == [5])
      #expect(none.isEmpty && noneCompleted)
    }
  }
}
