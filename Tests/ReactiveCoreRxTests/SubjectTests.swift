import ReactiveCoreRx
import Testing

@Suite struct PublishSubjectTests {
  @Test func aSubscriberGetsOnlyWhatIsSentAfterItSubscribed() {
    let subject = PublishSubject<String>()
    let early = RxRecorder<String>()
    let late = RxRecorder<String>()
    subject.onNext("before anyone")
    _ = subject.subscribe(early)
    subject.onNext("a")
    _ = subject.subscribe(late)
    subject.onNext("b")
    #expect(early.elements == ["a", "b"])
    #expect(late.elements == ["b"])
  }

  @Test func afterCompletionNewSubscribersGetTheCompletionAndNothingElseIsSent() {
    let subject = PublishSubject<Int>()
    let early = RxRecorder<Int>()
    _ = subject.subscribe(early)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(early.events == [.next(1), .completed])
    #expect(late.events == [.completed])
  }

  @Test func afterAnErrorNewSubscribersGetTheError() {
    let subject = PublishSubject<Int>()
    subject.onError(RxTestError("gone"))
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.error("gone")])
  }

  @Test func hasObserversFollowsSubscriptions() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let subscription = subject.subscribe(onNext: { _ in })
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func aValueSentFromInsideASubscriberIsDeliveredAfterTheCurrentOneWithoutDeadlock() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    _ = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 { subject.onNext(2) }
    })
    _ = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    // Every subscriber sees 1 before anyone sees 2: the same order for all.
    #expect(first == [1, 2])
    #expect(second == [1, 2])
  }

  @Test func aDisposedSubjectFailsNewSubscriptions() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    #expect(subject.isDisposed)
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events.count == 1)
    #expect(late.events.first?.description.contains("disposed") == true)
  }

  @Test func aSubjectIsAnObservableAndAnObserver() {
    let subject = PublishSubject<Int>()
    let observable: Observable<Int> = subject
    let observer: AnyObserver<Int> = subject.asObserver()
    let recorder = RxRecorder<Int>()
    _ = observable.subscribe(recorder)
    observer.onNext(5)
    #expect(recorder.elements == [5])
  }

  /// As in RxSwift, a subject's `asObserver()` is the subject itself unless an `AnyObserver` is
  /// asked for, so it can stand where an observable is expected (RxCocoa's
  /// `ControlProperty(values: subject.asObserver(), …)`).
  @Test func asObserverGivesTheSubjectItselfUnlessAnAnyObserverIsAskedFor() throws {
    let publish = PublishSubject<Int>()
    let itself = publish.asObserver()
    #expect(itself === publish)
    let behavior = BehaviorSubject(value: 1)
    #expect(try behavior.asObserver().value() == 1)
    #expect(ReplaySubject<Int>.create(bufferSize: 1).asObserver().hasObservers == false)
    let async = AsyncSubject<Int>()
    #expect(async.asObserver() === async)
    _ = ControlProperty(values: behavior.asObserver(), valueSink: AnyObserver<Int> { _ in })
    let recorder = RxRecorder<Int>()
    _ = behavior.asObserver().subscribe(recorder)
    let wrapped: AnyObserver<Int> = behavior.asObserver()
    wrapped.onNext(2)
    #expect(recorder.elements == [1, 2])
  }
}

@Suite struct BehaviorSubjectTests {
  @Test func aSubscriberGetsTheCurrentValueAtOnceThenChanges() throws {
    let subject = BehaviorSubject(value: "initial")
    let recorder = RxRecorder<String>()
    _ = subject.subscribe(recorder)
    subject.onNext("next")
    let late = RxRecorder<String>()
    _ = subject.subscribe(late)
    #expect(recorder.elements == ["initial", "next"])
    #expect(late.elements == ["next"])
    #expect(try subject.value() == "next")
  }

  @Test func afterCompletionNewSubscribersGetOnlyTheCompletionButValueStillReadsTheLastElement() throws {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(2)
    subject.onCompleted()
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.completed])
    #expect(try subject.value() == 2)
  }

  @Test func afterAnErrorValueThrowsIt() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(RxTestError("broken"))
    #expect(throws: RxTestError("broken")) { try subject.value() }
  }

  @Test func settingTheValueInsideItsOwnSubscriberNeitherDeadlocksNorReorders() throws {
    let subject = BehaviorSubject(value: 0)
    var seen: [Int] = []
    _ = subject.subscribe(onNext: { value in
      seen.append(value)
      if value < 3 { subject.onNext(value + 1) }
    })
    #expect(seen == [0, 1, 2, 3])
    #expect(try subject.value() == 3)
  }
}

@Suite struct RelayTests {
  @Test func aPublishRelayForwardsAcceptedValuesToCurrentSubscribers() {
    let relay = PublishRelay<Int>()
    relay.accept(0)
    let recorder = RxRecorder<Int>()
    _ = relay.subscribe(recorder)
    relay.accept(1)
    relay.accept(2)
    #expect(recorder.events == [.next(1), .next(2)])
  }

  @Test func aBehaviorRelayHasAValueAndReplaysIt() {
    let relay = BehaviorRelay(value: [1])
    relay.accept(relay.value + [2])
    let recorder = RxRecorder<[Int]>()
    _ = relay.asObservable().subscribe(recorder)
    relay.accept([3])
    #expect(relay.value == [3])
    #expect(recorder.elements == [[1, 2], [3]])
  }

  @Test func aRelayIsFreedOnceItsSubscriptionsAreDisposedAndItIsDropped() {
    var relay: BehaviorRelay<Int>? = BehaviorRelay(value: 1)
    weak let weakRelay = relay
    let subscription = relay!.subscribe(onNext: { _ in })
    relay = nil
    subscription.dispose()
    #expect(weakRelay == nil)
  }
}

@Suite struct VariableTests {
  @Test func aVariableSendsItsValueThenChangesAndCompletesWhenDeinitialized() {
    var variable: Variable<String>? = Variable("a")
    let recorder = RxRecorder<String>()
    _ = variable!.asObservable().subscribe(recorder)
    variable!.value = "b"
    #expect(variable!.value == "b")
    variable = nil
    #expect(recorder.events == [.next("a"), .next("b"), .completed])
  }
}
