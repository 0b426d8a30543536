import ReactiveCore
import ReactiveCoreRx
import Testing

/// Connectable and shared sequences after their source ended, as RxSwift 6 has them.
@Suite struct ConnectionLifecycleTests {
  @Test func publishConnectedAgainAfterCompletionUsesAFreshSubject() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .of(subscriptions * 10)
    }
    let published = source.publish()
    let first = RxRecorder<Int>()
    _ = published.subscribe(first)
    _ = published.connect()
    #expect(first.events == [.next(10), .completed])
    let second = RxRecorder<Int>()
    _ = published.subscribe(second)
    #expect(second.events.isEmpty, "a fresh subject: not the old completion")
    _ = published.connect()
    #expect(second.events == [.next(20), .completed])
  }

  @Test func replayConnectedAgainAfterCompletionReplaysOnlyTheNewConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .of(subscriptions, subscriptions + 100)
    }
    let replayed = source.replay(1)
    _ = replayed.connect()
    let late = RxRecorder<Int>()
    _ = replayed.subscribe(late)
    #expect(late.events.isEmpty, "after the connection ended, a late subscriber waits for the next one")
    _ = replayed.connect()
    #expect(late.events == [.next(2), .next(102), .completed])
    let all = source.replayAll()
    _ = all.connect()
    let after = RxRecorder<Int>()
    _ = all.subscribe(after)
    #expect(after.events.isEmpty)
  }

  @Test func shareWhileConnectedSubscribesAgainForALateSubscriber() {
    let subject = PublishSubject<Int>()
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return subject.take(1)
    }
    let shared = source.share(replay: 1, scope: .whileConnected)
    let first = RxRecorder<Int>()
    _ = shared.subscribe(first)
    subject.onNext(1)
    #expect(first.events == [.next(1), .completed])
    let late = RxRecorder<Int>()
    _ = shared.subscribe(late)
    #expect(subscriptions == 2, "the source is subscribed to again")
    #expect(late.events.isEmpty, "neither the old element nor the old completion")
    subject.onNext(2)
    #expect(late.events == [.next(2), .completed])
  }

  @Test func multicastThroughOneGivenSubjectKeepsIt() {
    let subject = PublishSubject<Int>()
    let connectable = Observable.of(1).multicast(subject)
    _ = connectable.connect()
    let late = RxRecorder<Int>()
    _ = connectable.subscribe(late)
    #expect(late.events == [.completed], "the given subject has completed: a late subscriber gets that")
  }
}

/// `share(scope: .forever)` is `multicast(ReplaySubject).refCount()`, as RxSwift defines it.
@Suite struct ShareForeverTests {
  @Test func theSourceIsDisposedWithTheLastSubscriberAndLateSubscribersGetTheBufferAndTheEnd() {
    var subscriptions = 0
    var disposals = 0
    let source = PublishSubject<Int>()
    let shared = Observable<Int>.deferred {
      subscriptions += 1
      return source.asObservable()
    }.do(onDispose: { disposals += 1 }).share(replay: 1, scope: .forever)
    let first = shared.subscribe()
    source.onNext(1)
    first.dispose()
    #expect(disposals == 1, "no subscriber, no subscription to the source")
    let second = RxRecorder<Int>()
    _ = shared.subscribe(second)
    #expect(subscriptions == 2)
    #expect(second.events == [.next(1)], "the one subject keeps its buffer across connections")
    source.onNext(2)
    source.onCompleted()
    let late = RxRecorder<Int>()
    _ = shared.subscribe(late)
    #expect(late.events == [.next(2), .completed])
    #expect(subscriptions == 2, "after the end, the subject answers without subscribing again")
  }
}

/// Subscribing or connecting from inside a completion is answered at once, as in RxSwift: a
/// stopped subject sends nothing more, so nothing can come out of order.
@Suite struct ReentrantSubscriptionTests {
  @Test func aSubscriptionInsideOnCompletedGetsTheEndDuringTheSubscribingCall() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { _ in log.append("early next") }, onCompleted: { log.append("early completed") })
    _ = subject.subscribe(onCompleted: {
      log.append("outer completed")
      _ = subject.subscribe(onCompleted: { log.append("late completed") })
      log.append("after late subscribe")
    })
    _ = subject.subscribe(onCompleted: { log.append("last completed") })
    subject.onCompleted()
    #expect(log == ["early completed", "outer completed", "late completed", "after late subscribe", "last completed"])
  }

  @Test func aReplaySubjectAnswersALateSubscriberInsideItsOwnDeliveryWithBufferAndEnd() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    var late: [String] = []
    _ = subject.subscribe(onCompleted: {
      _ = subject.subscribe(onNext: { late.append("\($0)") }, onCompleted: { late.append("done") })
      late.append("subscribed")
    })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    #expect(late == ["2", "3", "done", "subscribed"])
  }

  @Test func connectingAgainInsideOnCompletedRunsTheNewConnectionAtOnce() {
    var log: [String] = []
    let source = PublishSubject<Int>()
    let published = source.publish()
    _ = published.subscribe(onCompleted: {
      log.append("first connection completed")
      _ = published.subscribe(onCompleted: { log.append("second completed") })
      _ = published.connect()
      log.append("connected again")
    })
    _ = published.connect()
    source.onCompleted()
    #expect(log == ["first connection completed", "second completed", "connected again"])
  }

  /// The one deliberate difference: an element sent from inside a subscriber waits until the
  /// current one has reached every subscriber (RxSwift delivers it in the middle, and warns of
  /// reentrancy in debug builds).
  @Test func anElementSentFromInsideASubscriberIsQueued() {
    var log: [String] = []
    let subject = BehaviorSubject(value: 0)
    _ = subject.subscribe(onNext: { value in
      log.append("got \(value)")
      if value == 0 {
        subject.onNext(1)
        log.append("sent 1")
      }
    })
    #expect(log == ["got 0", "sent 1", "got 1"])
  }
}
