import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct ObservableCreationTests {
  @Test func justSendsOneElementThenCompletes() {
    let recorder = RxRecorder<Int>()
    _ = Observable.just(7).subscribe(recorder)
    #expect(recorder.events == [.next(7), .completed])
  }

  @Test func fromAndOfSendTheElementsInOrder() {
    let from = RxRecorder<String>()
    let of = RxRecorder<String>()
    _ = Observable.from(["a", "b"]).subscribe(from)
    _ = Observable.of("x", "y", "z").subscribe(of)
    #expect(from.events == [.next("a"), .next("b"), .completed])
    #expect(of.events == [.next("x"), .next("y"), .next("z"), .completed])
  }

  @Test func emptyNeverAndErrorSendWhatTheirNamesSay() {
    let empty = RxRecorder<Int>()
    let never = RxRecorder<Int>()
    let failing = RxRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(empty)
    let forever = Observable<Int>.never().subscribe(never)
    _ = Observable<Int>.error(RxTestError()).subscribe(failing)
    #expect(empty.events == [.completed])
    #expect(never.events == [])
    #expect(failing.events == [.error("boom")])
    forever.dispose()
  }

  @Test func createRunsItsSubscribeClosurePerSubscriptionAndDisposesOnceAfterTheTerminalEvent() {
    var subscriptions = 0
    var cleanups = 0
    let numbers = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(1)
      observer.on(.next(2))
      observer.onCompleted()
      observer.onNext(3)  // after completion: dropped
      return Disposables.create { cleanups += 1 }
    }
    let first = RxRecorder<Int>()
    let second = RxRecorder<Int>()
    let subscription = numbers.subscribe(first)
    _ = numbers.subscribe(second)
    subscription.dispose()
    #expect(subscriptions == 2)
    #expect(cleanups == 2)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == first.events)
  }

  @Test func disposingACreateSubscriptionRunsItsDisposableAndStopsDelivery() {
    var send: AnyObserver<Int>?
    var cleanups = 0
    let numbers = Observable<Int>.create { observer in
      send = observer
      return Disposables.create { cleanups += 1 }
    }
    let recorder = RxRecorder<Int>()
    let subscription = numbers.subscribe(recorder)
    send?.onNext(1)
    subscription.dispose()
    subscription.dispose()
    send?.onNext(2)
    #expect(recorder.events == [.next(1)])
    #expect(cleanups == 1)
  }

  @Test func deferredCallsItsFactoryForEachSubscription() {
    var made = 0
    let numbers = Observable<Int>.deferred {
      made += 1
      return .just(made)
    }
    let recorder = RxRecorder<Int>()
    _ = numbers.subscribe(recorder)
    _ = numbers.subscribe(recorder)
    #expect(recorder.elements == [1, 2])
  }

  @Test func aThrowingDeferredFactoryFailsTheSubscription() {
    let recorder = RxRecorder<Int>()
    _ = Observable<Int>.deferred { throw RxTestError("no factory") }.subscribe(recorder)
    #expect(recorder.events == [.error("no factory")])
  }

  @Test func rangeSendsConsecutiveIntegers() {
    let recorder = RxRecorder<Int>()
    _ = Observable.range(start: 3, count: 3).subscribe(recorder)
    #expect(recorder.events == [.next(3), .next(4), .next(5), .completed])
  }
}

@Suite struct SubscribeClosureTests {
  @Test func onDisposedRunsAfterCompletion() {
    var log: [String] = []
    _ = Observable.of(1, 2).subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test func onDisposedRunsAfterAnError() {
    var log: [String] = []
    _ = Observable<Int>.error(RxTestError()).subscribe(
      onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
    #expect(log == ["error boom", "disposed"])
  }

  @Test func onDisposedRunsOnceWhenTheSubscriptionIsDisposedFirst() {
    var disposals = 0
    var completions = 0
    let subscription = Observable<Int>.never().subscribe(
      onCompleted: { completions += 1 }, onDisposed: { disposals += 1 })
    #expect(disposals == 0)
    subscription.dispose()
    subscription.dispose()
    #expect(disposals == 1)
    #expect(completions == 0)
  }

  @Test func subscribeWithAnObjectPassesItWhileItLives() {
    final class Screen { var titles: [String] = [] }
    let screen = Screen()
    _ = Observable.of("a", "b").subscribe(with: screen, onNext: { screen, title in screen.titles.append(title) })
    #expect(screen.titles == ["a", "b"])
  }

  @Test func anEventClosureSeesEveryEvent() {
    var events: [String] = []
    _ = Observable.of(1).subscribe { events.append($0.debugDescription) }
    #expect(events == ["next(1)", "completed"])
  }
}

@Suite struct ConversionTests {
  @Test func aSignalProducerBecomesAnObservableInOneCall() {
    let recorder = RxRecorder<Int>()
    _ = SignalProducer<Int, Never>([1, 2]).asObservable().subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func aFailingProducersErrorArrivesAsOnError() {
    let recorder = RxRecorder<Int>()
    _ = SignalProducer<Int, RxTestError>(error: RxTestError("typed")).asObservable().subscribe(recorder)
    #expect(recorder.events == [.error("typed")])
  }

  @Test func anObservableBecomesASignalProducerInOneCall() {
    var values: [Int] = []
    var failure: String?
    Observable.of(1, 2).concat(Observable<Int>.error(RxTestError())).asSignalProducer()
      .start { event in
        switch event {
        case let .value(value): values.append(value)
        case let .failed(error): failure = "\(error)"
        default: break
        }
      }.dispose()
    #expect(values == [1, 2])
    #expect(failure == "boom")
  }

  @Test func aPropertyBecomesAnObservableOfItsValueAndChanges() {
    let property = MutableProperty(1)
    let recorder = RxRecorder<Int>()
    let subscription = property.asObservable().subscribe(recorder)
    property.value = 2
    subscription.dispose()
    #expect(recorder.elements == [1, 2])
  }

  @Test func disposingTheObservableSubscriptionInterruptsTheProducerSilently() {
    var interrupted = false
    let (signal, input) = Signal<Int, Never>.pipe()
    let producer = SignalProducer(signal).on(interrupted: { interrupted = true })
    let recorder = RxRecorder<Int>()
    let subscription = producer.asObservable().subscribe(recorder)
    input.send(value: 1)
    subscription.dispose()
    input.send(value: 2)
    #expect(interrupted)
    #expect(recorder.events == [.next(1)])
  }
}
