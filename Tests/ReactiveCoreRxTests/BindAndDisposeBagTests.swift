import ReactiveCoreRx
import Testing

@Suite struct DisposeBagTests {
  @Test func aBagDisposesWhatItHoldsWhenDeinitialized() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var disposed = 0
    var bag: DisposeBag? = DisposeBag()
    subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposed += 1 }).disposed(by: bag!)
    bag!.insert(Disposables.create { disposed += 1 })
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    #expect(received == [1])
    #expect(disposed == 2)
    #expect(!subject.hasObservers)
  }

  @Test func replacingTheBagDisposesTheOldOne() {
    final class Screen {
      var bag = DisposeBag()
    }
    let screen = Screen()
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    relay.bind(onNext: { received.append($0) }).disposed(by: screen.bag)
    relay.accept(1)
    screen.bag = DisposeBag()
    relay.accept(2)
    #expect(received == [1])
  }

  @Test func disposablesCreatedTogetherDisposeInOrderOnce() {
    var log: [String] = []
    let both = Disposables.create(Disposables.create { log.append("a") }, Disposables.create { log.append("b") })
    both.dispose()
    both.dispose()
    #expect(log == ["a", "b"])
    #expect(both.isDisposed)
  }

  @Test func disposablesCreateTakesTwoThreeOrFourAndMoreAsRxSwiftsDoes() {
    var log: [String] = []
    func named(_ name: String) -> Disposable { Disposables.create { log.append(name) } }
    // Nested `create()`s as the arguments: with a variadic form that also took two, the inner
    // calls were ambiguous and this did not compile.
    Disposables.create(Disposables.create(), Disposables.create()).dispose()
    Disposables.create(named("1"), named("2"), named("3")).dispose()
    Disposables.create(named("a"), named("b"), named("c"), named("d"), named("e")).dispose()
    #expect(log == ["1", "2", "3", "a", "b", "c", "d", "e"])
  }
}

@Suite struct BindTests {
  @Test func bindToASubjectOrRelayForwardsElements() {
    let source = PublishSubject<String>()
    let subject = PublishSubject<String>()
    let relay = BehaviorRelay(value: "")
    let recorder = RxRecorder<String>()
    _ = subject.subscribe(recorder)
    let bag = DisposeBag()
    source.bind(to: subject).disposed(by: bag)
    source.bind(to: relay).disposed(by: bag)
    source.onNext("hi")
    #expect(recorder.elements == ["hi"])
    #expect(relay.value == "hi")
  }

  @Test func bindToAnOptionalObserverWrapsElements() {
    let relay = BehaviorRelay<Int?>(value: nil)
    _ = Observable.just(3).bind(to: relay)
    #expect(relay.value == 3)
  }

  @Test func bindToABinderFunctionHandsItTheObservable() {
    let count = Observable.of(1, 2, 3).bind { (numbers: Observable<Int>) -> Int in
      var total = 0
      _ = numbers.subscribe(onNext: { total += $0 })
      return total
    }
    #expect(count == 6)
  }
}
