import ReactiveCoreRx
import Testing

@Suite struct AsyncSubjectTests {
  @Test func sendsOnlyTheLastElementAndCompletionWhenItCompletes() {
    let subject = AsyncSubject<Int>()
    let early = RxRecorder<Int>()
    _ = subject.subscribe(early)
    subject.onNext(1)
    subject.onNext(2)
    #expect(early.events.isEmpty, "nothing before the end")
    #expect(subject.hasObservers)
    subject.onCompleted()
    #expect(early.events == [.next(2), .completed])
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.next(2), .completed])
    subject.onNext(3)
    let later = RxRecorder<Int>()
    _ = subject.subscribe(later)
    #expect(later.events == [.next(2), .completed], "events after the end are dropped")
  }

  @Test func completingEmptyOnlyCompletes() {
    let subject = AsyncSubject<Int>()
    subject.onCompleted()
    let recorder = RxRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func anErrorDropsTheHeldElement() {
    let subject = AsyncSubject<Int>()
    let early = RxRecorder<Int>()
    _ = subject.subscribe(early)
    subject.onNext(1)
    subject.onError(RxTestError("boom"))
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(early.events == [.error("boom")])
    #expect(late.events == [.error("boom")])
  }
}

@Suite struct MulticastSelectorTests {
  @Test func theSourceIsSubscribedOnceForEveryUseInTheSelector() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .of(1, 2, 3)
    }
    let recorder = RxRecorder<Int>()
    _ = source.multicast({ PublishSubject<Int>() }) { shared in
      Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
    }.subscribe(recorder)
    #expect(subscriptions == 1)
    #expect(recorder.events == [.next(11), .next(22), .next(33), .completed])
  }

  @Test func eachSubscriptionHasItsOwnSubjectAndConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .just(subscriptions)
    }
    let shared = source.multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
    let first = RxRecorder<Int>()
    let second = RxRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  @Test func aThrowingSelectorFailsTheSubscription() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1).multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in
      throw RxTestError("no selector")
    }.subscribe(recorder)
    #expect(recorder.events == [.error("no selector")])
  }
}

/// A connectable type of one's own: `refCount()` works on any `ConnectableObservableType`.
private final class CountingConnectable: ConnectableObservableType {
  typealias Element = Int
  let subject = PublishSubject<Int>()
  private(set) var connections = 0
  private(set) var disconnections = 0

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
    subject.subscribe(observer)
  }

  func connect() -> Disposable {
    connections += 1
    return Disposables.create { self.disconnections += 1 }
  }
}

@Suite struct ConnectableProtocolTests {
  @Test func refCountConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
    let connectable = CountingConnectable()
    let shared = connectable.refCount()
    let first = shared.subscribe()
    let second = shared.subscribe()
    #expect(connectable.connections == 1)
    first.dispose()
    #expect(connectable.disconnections == 0)
    second.dispose()
    #expect(connectable.disconnections == 1)
  }
}
