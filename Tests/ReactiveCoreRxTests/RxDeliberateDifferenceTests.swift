import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx
import Synchronization
import Testing

/// The README's "Deliberate differences" from RxSwift that no other suite shows: the sharing
/// scheduler's task-local mock, one scheduler protocol for both modules, virtual time scheduled
/// from any thread, and a `Sendable` `AnyObserver`.
@Suite struct RxDeliberateDifferenceTests {
  @Test func aMockedSharingSchedulerIsSeenOnlyInsideItsOwnAction() {
    let first = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1))
    let second = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 2))
    let schedulers = [first, second]
    let inside = Synchronization.Atomic<Int>(0)
    let sawOwn = Synchronization.Atomic<Int>(0)
    // Both actions run at the same time on two threads; each sees its own scheduler.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      SharingScheduler.mock(scheduler: schedulers[index]) {
        inside.add(1, ordering: .relaxed)
        let deadline = Date().addingTimeInterval(5)
        while inside.load(ordering: .relaxed) < 2, Date() < deadline {}
        if SharingScheduler.make() as AnyObject === schedulers[index] { sawOwn.add(1, ordering: .relaxed) }
      }
    }
    #expect(inside.load(ordering: .relaxed) == 2)
    #expect(sawOwn.load(ordering: .relaxed) == 2)
    #expect(SharingScheduler.make() is MainScheduler, "outside every mock, traits deliver on the main queue")
  }

  @Test func schedulersOfEitherModuleRunTheOperatorsOfBoth() {
    // An RxSwift operator on ReactiveCore's TestScheduler.
    let coreScheduler = ReactiveCore.TestScheduler()
    var rxElements: [Int] = []
    _ = Observable<Int>.timer(.seconds(2), scheduler: coreScheduler).subscribe(onNext: { rxElements.append($0) })
    coreScheduler.advance(by: .seconds(1))
    #expect(rxElements.isEmpty)
    coreScheduler.advance(by: .seconds(1))
    #expect(rxElements == [0])

    // A ReactiveCore operator on RxSwift's HistoricalScheduler.
    let rxScheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    var coreValues: [String] = []
    SignalProducer<String, Never>(value: "late").delay(3, on: rxScheduler).startWithValues { coreValues.append($0) }
    #expect(coreValues.isEmpty)
    rxScheduler.start()
    #expect(coreValues == ["late"])
    #expect(rxScheduler.now == Date(timeIntervalSince1970: 3))
  }

  @Test func aVirtualTimeSchedulerTakesWorkFromAnyThreadAndRunsItOnTheOneThatStartsIt() {
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    let ran = Synchronization.Atomic<Int>(0)
    let elsewhere = Synchronization.Atomic<Int>(0)
    let starter = pthread_self()
    DispatchQueue.concurrentPerform(iterations: 100) { index in
      _ = scheduler.scheduleRelative((), dueTime: .seconds(index % 10)) { _ in
        ran.add(1, ordering: .relaxed)
        if pthread_equal(pthread_self(), starter) == 0 { elsewhere.add(1, ordering: .relaxed) }
        return Disposables.create()
      }
    }
    #expect(ran.load(ordering: .relaxed) == 0, "nothing runs before the scheduler is started")
    scheduler.start()
    #expect(ran.load(ordering: .relaxed) == 100)
    #expect(elsewhere.load(ordering: .relaxed) == 0)
  }

  @Test func anAnyObserverCanBeHandedToAnotherThread() {
    let finished = DispatchSemaphore(value: 0)
    let elements = Synchronization.Atomic<Int>(0)
    let observable = Observable<Int>.create { observer in
      // Swift 6 accepts this capture only because the observer is Sendable.
      DispatchQueue.global().async {
        observer.onNext(20)
        observer.onNext(22)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let subscription = observable.subscribe(
      onNext: { elements.add($0, ordering: .relaxed) }, onCompleted: { finished.signal() })
    #expect(finished.wait(timeout: .now() + 5) == .success)
    #expect(elements.load(ordering: .relaxed) == 42)
    subscription.dispose()
  }
}
