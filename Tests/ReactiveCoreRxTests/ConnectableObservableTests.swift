import ReactiveCoreRx
import Testing

@Suite struct ConnectableObservableTests {
  /// A cold source that counts its subscriptions and sends what it is told to.
  final class CountingSource {
    private(set) var subscriptions = 0
    private(set) var disposals = 0
    private var observers: [AnyObserver<Int>] = []

    var observable: Observable<Int> {
      Observable.create { observer in
        self.subscriptions += 1
        self.observers.append(observer)
        return Disposables.create { self.disposals += 1 }
      }
    }

    func send(_ event: Event<Int>) {
      for observer in observers { observer.on(event) }
    }
  }

  @Test func publishSubscribesTheSourceOnlyOnConnectAndOnceForEveryone() {
    let source = CountingSource()
    let published = source.observable.publish()
    let first = RxRecorder<Int>()
    let second = RxRecorder<Int>()
    _ = published.subscribe(first)
    _ = published.subscribe(second)
    #expect(source.subscriptions == 0)
    let connection = published.connect()
    #expect(published.connect() as AnyObject === connection as AnyObject)  // again: the same connection
    source.send(.next(1))
    #expect(source.subscriptions == 1)
    #expect(first.elements == [1] && second.elements == [1])
    connection.dispose()
    #expect(source.disposals == 1)
  }

  @Test func reconnectingSubscribesAfreshThroughANewSubjectUnlessOneWasGiven() {
    // RxSwift 6: a connection's end (a disconnect too) drops `publish()`'s subject; the next
    // connection has a new one, which only subscribers after the disconnect are on.
    let source = CountingSource()
    let published = source.observable.publish()
    let before = RxRecorder<Int>()
    _ = published.subscribe(before)
    published.connect().dispose()
    let after = RxRecorder<Int>()
    _ = published.subscribe(after)
    _ = published.connect()
    source.send(.next(7))
    #expect(source.subscriptions == 2)
    #expect(before.elements.isEmpty)
    #expect(after.elements == [7])  // once: the first connection's subscription is gone

    let given = CountingSource()
    let multicast = given.observable.multicast(PublishSubject<Int>())
    let kept = RxRecorder<Int>()
    _ = multicast.subscribe(kept)
    multicast.connect().dispose()
    _ = multicast.connect()
    given.send(.next(8))
    #expect(kept.elements == [8], "the given subject serves every connection")
  }

  @Test func replayGivesLateSubscribersTheLatestElements() {
    let source = PublishSubject<Int>()
    let replayed = source.replay(2)
    _ = replayed.connect()
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    let late = RxRecorder<Int>()
    _ = replayed.subscribe(late)
    #expect(late.elements == [2, 3])
    let all = source.replayAll()
    _ = all.connect()
    source.onNext(4)
    source.onNext(5)
    let everything = RxRecorder<Int>()
    _ = all.subscribe(everything)
    #expect(everything.elements == [4, 5])
  }

  @Test func whenTheSourceEndsTheConnectionEndsAndAFreshSubjectServesTheNext() {
    let subjects = SubjectCounter()
    let connectable = Observable.of(1, 2).multicast(makeSubject: { subjects.make() })
    let first = RxRecorder<Int>()
    _ = connectable.subscribe(first)
    _ = connectable.connect()
    #expect(first.events == [.next(1), .next(2), .completed])
    let second = RxRecorder<Int>()
    _ = connectable.subscribe(second)
    _ = connectable.connect()
    #expect(second.events == [.next(1), .next(2), .completed])
    #expect(subjects.made == 2)
  }

  @Test func aFixedSubjectOnceEndedGivesLateSubscribersOnlyTheEnd() {
    let connectable = Observable.of(1, 2).multicast(PublishSubject<Int>())
    _ = connectable.connect()
    let late = RxRecorder<Int>()
    _ = connectable.subscribe(late)
    #expect(late.events == [.completed])
  }

  @Test func refCountConnectsForTheFirstSubscriberAndDisconnectsAfterTheLast() {
    let source = CountingSource()
    let shared = source.observable.publish().refCount()
    let first = RxRecorder<Int>()
    let second = RxRecorder<Int>()
    let firstSubscription = shared.subscribe(first)
    let secondSubscription = shared.subscribe(second)
    #expect(source.subscriptions == 1)
    source.send(.next(1))
    firstSubscription.dispose()
    #expect(source.disposals == 0)
    source.send(.next(2))
    secondSubscription.dispose()
    #expect(source.disposals == 1)
    #expect(first.elements == [1] && second.elements == [1, 2])
    _ = shared.subscribe(RxRecorder<Int>())
    #expect(source.subscriptions == 2)  // a new first subscriber connects again
  }

  @Test func refCountOverAFreshSubjectPerConnectionRestartsAColdSourceAfterItEnds() {
    let shared = Observable.of(1, 2, 3).multicast(makeSubject: { PublishSubject<Int>() }).refCount()
    let first = RxRecorder<Int>()
    let second = RxRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .next(2), .next(3), .completed])
    #expect(second.events == first.events)
  }
}

/// Counts the subjects `multicast(makeSubject:)` asks for.
final class SubjectCounter {
  private(set) var made = 0

  func make() -> PublishSubject<Int> {
    made += 1
    return PublishSubject()
  }
}
