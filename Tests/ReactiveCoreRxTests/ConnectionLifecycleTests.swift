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
