import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx
import Synchronization
import Testing

/// RxSwift's events exactly: none dropped, added or reordered (issue 28's first list), each
/// written from RxSwift's documented behaviour.
@Suite struct EventFidelityTests {
  @Test func driveAndEmitToObserversForwardTheCompletionToo() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let driven = RxRecorder<Int>()
      let alsoDriven = RxRecorder<Int>()
      let optional = RxRecorder<Int?>()
      let emitted = RxRecorder<String>()
      _ = Driver.of(1, 2).drive(driven, alsoDriven)
      _ = Driver.of(3).drive(optional)
      _ = Signal.of("a").emit(to: emitted)
      scheduler.advance()
      #expect(driven.events == [.next(1), .next(2), .completed])
      #expect(alsoDriven.events == driven.events)
      #expect(optional.events == [.next(3), .completed])
      #expect(emitted.events == [.next("a"), .completed])
    }
  }

  @Test func takeZeroCompletesAtOnceWithoutSubscribing() {
    var subscribed = false
    let source = Observable<Int>.create { _ in
      subscribed = true
      return Disposables.create()
    }
    let recorder = RxRecorder<Int>()
    _ = source.take(0).subscribe(recorder)
    #expect(recorder.events == [.completed])
    #expect(!subscribed)
  }

  @Test func sampleSendsWhatWaitsWhenTheSamplerCompletesAndEndsWithIt() {
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.sample(sampler).subscribe(recorder)
    source.onNext(1)
    sampler.onNext(())
    sampler.onNext(())  // nothing new: nothing sent
    source.onNext(2)
    sampler.onCompleted()
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func sampleAfterTheSourceCompletedSendsWhatWaitsAtTheNextTickThenCompletes() {
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.sample(sampler, defaultValue: 0).subscribe(recorder)
    sampler.onNext(())  // nothing yet: the default
    source.onNext(5)
    source.onCompleted()
    #expect(recorder.events == [.next(0)], "the source's completion alone ends nothing")
    sampler.onNext(())
    #expect(recorder.events == [.next(0), .next(5), .completed])
  }

  @Test func skipWhileStopsAskingOnceItsPredicateSaidNo() {
    var asked: [Int] = []
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 5, 1, 2).skip(while: { value -> Bool in
      asked.append(value)
      return value < 3
    }).subscribe(recorder)
    #expect(recorder.events == [.next(5), .next(1), .next(2), .completed])
    #expect(asked == [1, 2, 5])
  }

  @Test func skipUntilEndsSilentlyWhenTheSourceCompletesBeforeTheTrigger() {
    let source = PublishSubject<Int>()
    let trigger = PublishSubject<Void>()
    let recorder = RxRecorder<Int>()
    _ = source.skip(until: trigger).subscribe(recorder)
    source.onNext(1)
    source.onCompleted()
    #expect(recorder.events.isEmpty, "RxSwift forwards neither the element nor the completion")
    #expect(!trigger.hasObservers, "the trigger is let go")

    let opened = RxRecorder<Int>()
    let second = PublishSubject<Int>()
    let open = PublishSubject<Void>()
    _ = second.skip(until: open).subscribe(opened)
    open.onNext(())
    second.onNext(2)
    second.onCompleted()
    #expect(opened.events == [.next(2), .completed])
  }

  @Test func doOnDisposeRunsAfterTheSourceIsDisposedAndAfterOnSubscribed() {
    var log: [String] = []
    let synchronous = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create { log.append("source disposed") }
    }
    _ = synchronous.do(
      onNext: { _ in log.append("next") }, onCompleted: { log.append("completed") },
      onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
      onDispose: { log.append("dispose") }
    ).subscribe()
    #expect(log == ["subscribe", "next", "completed", "source disposed", "subscribed", "dispose"])

    log = []
    let never = Observable<Int>.create { _ in Disposables.create { log.append("source disposed") } }
    let subscription = never.do(onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
      .subscribe()
    subscription.dispose()
    #expect(log == ["subscribed", "source disposed", "dispose"])

    log = []
    let later = PublishSubject<Void>()
    let endingLater = Observable<Int>.create { observer in
      let trigger = later.subscribe(onNext: { observer.onCompleted() })
      return Disposables.create {
        trigger.dispose()
        log.append("source disposed")
      }
    }
    _ = endingLater.do(
      onCompleted: { log.append("completed") }, onSubscribed: { log.append("subscribed") },
      onDispose: { log.append("dispose") }
    ).subscribe()
    later.onNext(())
    #expect(
      log == ["subscribed", "completed", "source disposed", "dispose"], "a source ending later is let go first too")
  }

  @Test func retrySubscribesAgainWithoutGrowingTheStack() {
    var attempts = 0
    // Fails 200,000 times while being subscribed to (recursing would overflow the stack).
    let flaky = Observable<Int>.create { observer in
      attempts += 1
      if attempts < 200_000 {
        observer.onError(RxTestError("flaky"))
      } else {
        observer.onNext(attempts)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let recorder = RxRecorder<Int>()
    _ = flaky.retry().subscribe(recorder)
    #expect(recorder.events == [.next(200_000), .completed])
    attempts = 0
    let limited = RxRecorder<Int>()
    _ = flaky.retry(3).subscribe(limited)
    #expect(limited.events == [.error("flaky")])
    #expect(attempts == 3, "retry(3): one try and two retries")
  }

  @Test func retryAfterALaterFailureSubscribesAgain() {
    var subjects: [PublishSubject<Int>] = []
    let source = Observable<Int>.deferred {
      subjects.append(PublishSubject())  // a fresh source per subscription
      return subjects[subjects.count - 1].asObservable()
    }
    let recorder = RxRecorder<Int>()
    _ = source.retry(2).subscribe(recorder)
    subjects[0].onNext(1)
    subjects[0].onError(RxTestError("once"))
    #expect(subjects.count == 2)
    subjects[1].onNext(2)
    subjects[1].onError(RxTestError("twice"))
    #expect(recorder.events == [.next(1), .next(2), .error("twice")])
    #expect(subjects.count == 2)
  }

  @Test func zipOfThreeOrMoreFixedSourcesAlsoWaitsForEverySource() {
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    let three = RxRecorder<Int>()
    let four = RxRecorder<Int>()
    _ = Observable.zip(subjects[0], subjects[1], subjects[2]) { $0 + $1 + $2 }.subscribe(three)
    _ = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 + $1 + $2 + $3 }.subscribe(four)
    subjects[0].onCompleted()
    subjects[1].onCompleted()
    subjects[2].onNext(1)  // can never be paired in either
    #expect(three.events.isEmpty, "nothing can be paired, but the third source has not completed")
    subjects[2].onCompleted()
    #expect(three.events == [.completed])
    subjects[3].onNext(1)
    #expect(four.events.isEmpty, "nothing can be paired, but the fourth source has not completed")
    subjects[3].onCompleted()
    #expect(four.events == [.completed])
  }

  @Test func zipOfFixedSourcesCompletesWhenAllHaveCompletedAndZipOfACollectionAlsoWhenNothingCanBePaired() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let fixed = RxRecorder<String>()
    _ = Observable.zip(first, second) { "\($0)\($1)" }.subscribe(fixed)
    first.onNext(1)
    first.onCompleted()
    second.onNext(1)
    second.onNext(2)  // can never be paired: RxSwift 6's zip(a, b) waits all the same
    #expect(fixed.events == [.next("11")])
    second.onCompleted()
    #expect(fixed.events == [.next("11"), .completed], "every source completed")

    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let collection = RxRecorder<[Int]>()
    _ = Observable.zip([a, b]).subscribe(collection)
    a.onNext(1)
    a.onCompleted()
    b.onNext(1)
    #expect(collection.events == [.next([1, 1])], "still open: the first has nothing waiting, but b may")
    b.onNext(2)  // can never be paired: the collection form ends here, as RxSwift's does
    #expect(collection.events == [.next([1, 1]), .completed])

    let c = PublishSubject<Int>()
    let d = PublishSubject<Int>()
    let both = RxRecorder<[Int]>()
    _ = Observable.zip([c, d]).subscribe(both)
    c.onNext(1)
    c.onCompleted()
    d.onCompleted()
    #expect(both.events == [.completed], "every source completed")
  }

  @Test func combineLatestEndsAsSoonAsItCanNeverCombine() {
    let silent = PublishSubject<Int>()
    let talker = PublishSubject<Int>()
    let recorder = RxRecorder<String>()
    _ = Observable.combineLatest(silent, talker) { "\($0)\($1)" }.subscribe(recorder)
    silent.onCompleted()
    #expect(recorder.events.isEmpty)
    talker.onNext(1)  // the other completed without ever sending: nothing can be combined
    #expect(recorder.events == [.completed])

    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let combined = RxRecorder<String>()
    _ = Observable.combineLatest(first, second, first) { "\($0)\($1)\($2)" }.subscribe(combined)
    first.onNext(1)
    first.onCompleted()
    second.onNext(2)
    second.onNext(3)
    #expect(combined.events == [.next("121"), .next("131")], "a completed source keeps its latest")
    second.onCompleted()
    #expect(combined.events == [.next("121"), .next("131"), .completed])
  }
}

/// RxCocoa's controls subscribe on the main queue, wherever they are subscribed from.
@Suite struct ControlSubscriptionTests {
  @Test func controlEventsAndPropertiesSubscribeOnTheMainQueue() async {
    let onMain = MainQueueLog()
    let source = Observable<Int>.create { observer in
      onMain.record(UIScheduler.isOnMainQueue)
      observer.onNext(1)
      return Disposables.create()
    }
    let controls = Unchecked(
      (ControlEvent(events: source), ControlProperty(values: source, valueSink: AnyObserver<Int> { _ in })))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        _ = controls.value.0.subscribe(onNext: { _ in })
        _ = controls.value.1.subscribe(onNext: { _ in done.resume() })
      }
    }
    #expect(onMain.entries == [true, true], "subscribed to on the main queue, not the caller's")
  }
}

/// A value handed to another thread by a test that knows it is safe.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Where a source was subscribed to, recorded from any thread.
final class MainQueueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Bool] = []
  var entries: [Bool] { lock.withLock { recorded } }
  func record(_ onMain: Bool) { lock.withLock { recorded.append(onMain) } }

  @Test func twoSourceCombineLatestKeepsACompletedSourcesLatestAndEndsAtTheFirstError() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let recorder = RxRecorder<String>()
    _ = Observable.combineLatest(first, second) { "\($0)\($1)" }.subscribe(recorder)
    first.onNext(1)
    first.onCompleted()
    second.onNext("a")
    second.onNext("b")
    #expect(recorder.events == [.next("1a"), .next("1b")], "a completed source keeps its latest")
    second.onError(RxTestError("broken"))
    second.onNext("c")
    #expect(recorder.events == [.next("1a"), .next("1b"), .error("broken")])
  }

  /// Two threads sending into the two sources at once: the combined values come one at a time,
  /// each pairing what was latest, and the last pairs both last elements.
  @Test func twoSourceCombineLatestStaysSerialUnderConcurrentSources() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let inside = Synchronization.Atomic<Int>(0)
    let overlaps = Synchronization.Atomic<Int>(0)
    var last: (Int, Int)?
    _ = Observable.combineLatest(first, second) { ($0, $1) }.subscribe(onNext: { pair in
      if inside.add(1, ordering: .acquiring).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
      last = pair
      inside.subtract(1, ordering: .releasing)
    })
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for value in 1...10_000 { (index == 0 ? first : second).onNext(value) }
    }
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(last.map { [$0.0, $0.1] } == [10_000, 10_000])
  }
}
