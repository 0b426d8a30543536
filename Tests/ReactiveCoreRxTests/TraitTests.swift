import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct DriverTests {
  @Test func aDriverReplacesAnErrorWithItsFallbackAndCompletes() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let failing = Observable.of(1).concat(Observable<Int>.error(RxTestError()))
      var received: [Int] = []
      var completed = false
      _ = failing.asDriver(onErrorJustReturn: -1).drive(
        onNext: { received.append($0) }, onCompleted: { completed = true })
      scheduler.advance()
      #expect(received == [1, -1])
      #expect(completed)
    }
  }

  @Test func aDriverDeliversOnItsSchedulerNotOnTheSendersThread() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let subject = PublishSubject<Int>()
      var received: [Int] = []
      _ = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { received.append($0) })
      subject.onNext(1)
      #expect(received == [])
      scheduler.advance()
      #expect(received == [1])
    }
  }

  @Test func aDriverSharesOneSubscriptionAndReplaysTheLatestElement() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      var subscriptions = 0
      let subject = PublishSubject<String>()
      let source = Observable<String>.deferred {
        subscriptions += 1
        return subject.asObservable()
      }
      let driver = source.asDriver(onErrorJustReturn: "")
      var first: [String] = []
      var second: [String] = []
      let a = driver.drive(onNext: { first.append($0) })
      subject.onNext("title")
      scheduler.advance()
      let b = driver.drive(onNext: { second.append($0) })
      scheduler.advance()
      #expect(subscriptions == 1)
      #expect(first == ["title"])
      #expect(second == ["title"])
      a.dispose()
      b.dispose()
    }
  }

  @Test func driverDebounceRunsInVirtualTimeUnderAMockedScheduler() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let query = PublishRelay<String>()
      var searched: [String] = []
      _ = query.asSignal().debounce(.milliseconds(300)).emit(onNext: { searched.append($0) })
      query.accept("b")
      scheduler.advance(by: .milliseconds(100))
      query.accept("be")
      scheduler.advance(by: .milliseconds(100))
      query.accept("bee")
      scheduler.advance(by: .milliseconds(300))
      #expect(searched == ["bee"])
    }
  }

  @Test func aDriverCanDriveARelayAndAnObserver() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = BehaviorRelay(value: 0)
      let subject = PublishSubject<Int>()
      let recorder = RxRecorder<Int>()
      _ = subject.subscribe(recorder)
      let driver = Driver.just(5)
      _ = driver.drive(relay)
      _ = driver.map { $0 * 2 }.drive(subject)
      scheduler.advance()
      #expect(relay.value == 5)
      #expect(recorder.elements == [10])
    }
  }

  @MainActor
  @Test func withoutAMockADriverDeliversOnTheMainQueueInOrder() async {
    let relay = BehaviorRelay(value: "ready")
    var received: [String] = []
    let subscription = relay.asDriver().drive(onNext: { received.append($0) })
    relay.accept("go")
    // At once when nothing else waits on the main scheduler; otherwise after what waits, in
    // order. Other tests in this process may have queued work there, so wait for it.
    while received.count < 2 { await Task.yield() }
    #expect(received == ["ready", "go"])
    subscription.dispose()
  }
}

@Suite struct SignalTraitTests {
  @Test func emitToSendsEachElementToRelaysAndObservers() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Int>()
      let forwarded = PublishRelay<Int>()
      let subject = PublishSubject<Int>()
      var relayed: [Int] = []
      var observed: [Int] = []
      _ = forwarded.subscribe(onNext: { relayed.append($0) })
      _ = subject.subscribe(onNext: { observed.append($0) })
      _ = taps.asSignal().emit(to: forwarded)
      _ = taps.asSignal().emit(to: subject)
      taps.accept(7)
      scheduler.advance()
      #expect(relayed == [7])
      #expect(observed == [7])
    }
  }

  @Test func aSignalReplaysNothingToLateSubscribers() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Void>()
      let signal = taps.asSignal()
      var early = 0
      var late = 0
      let a = signal.emit(onNext: { early += 1 })
      taps.accept(())
      scheduler.advance()
      let b = signal.emit(onNext: { late += 1 })
      scheduler.advance()
      taps.accept(())
      scheduler.advance()
      #expect(early == 2)
      #expect(late == 1)
      a.dispose()
      b.dispose()
    }
  }
}
