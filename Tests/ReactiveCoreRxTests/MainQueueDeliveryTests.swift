import Dispatch
import ReactiveCoreRx
import Testing

/// A driver subscribed on the main queue delivers during the call, as RxCocoa's does:
/// `MainScheduler.instance` runs work at once there when it has nothing of its own queued.
///
/// Other tests in this process may have main-queue work of `MainScheduler.instance` queued at
/// any moment (which rightly makes delivery asynchronous), so each check drains the main queue
/// and tries again a few times; an implementation that never delivers synchronously fails every
/// try.
@MainActor
@Suite struct MainQueueDeliveryTests {
  /// Runs `scenario` until it reports synchronous delivery, at most `attempts` times, letting the
  /// main queue drain before each try.
  private func eventually(attempts: Int = 20, _ scenario: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
      await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
      if scenario() { return true }
    }
    return false
  }

  @Test func aDriverOfASynchronousSourceDeliversDuringSubscribe() async {
    let synchronous = await eventually {
      var log: [String] = []
      let subscription = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
        .drive(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
      log.append("returned")
      subscription.dispose()
      return log == ["1", "2", "done", "returned"]
    }
    #expect(synchronous)
  }

  @Test func aRelaysNewValueReachesItsDriverDuringAccept() async {
    let synchronous = await eventually {
      var log: [Int] = []
      let relay = BehaviorRelay(value: 1)
      let subscription = relay.asDriver().drive(onNext: { log.append($0) })
      relay.accept(2)
      let seen = log
      subscription.dispose()
      return seen == [1, 2]
    }
    #expect(synchronous)
  }

  @Test func aDriverDrivingARelayReachesTheRelaysOwnDriverDuringTheCall() async {
    let synchronous = await eventually {
      func sample(_ item: String) -> Driver<String> {
        Observable.create { observer in
          observer.onNext(item)
          observer.onCompleted()
          return Disposables.create()
        }
        .asDriver(onErrorJustReturn: "")
      }
      var log: [String] = []
      let bag = DisposeBag()
      let relay = BehaviorRelay(value: "initial")
      relay.asDriver().drive(onNext: { log.append($0) }).disposed(by: bag)
      sample("first").drive(relay).disposed(by: bag)
      sample("second").drive(relay).disposed(by: bag)
      Observable.just("third").bind(to: relay).disposed(by: bag)
      return log == ["initial", "first", "second", "third"]
    }
    #expect(synchronous, "each trait has a main scheduler of its own, as in RxCocoa")
  }

  @Test func driversFlatMappedIntoDriversDeliverDuringSubscribe() async {
    let synchronous = await eventually {
      var latest: Int?
      let state = BehaviorRelay(value: 1)
      let subscription = state.asDriver()
        .flatMapLatest { Driver.just($0 * 2) }
        .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
        .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in .empty() }) }
        .drive(onNext: { latest = $0 })
      subscription.dispose()
      return latest == 2
    }
    #expect(synchronous)
  }

  @Test func aSignalOfOneElementEmitsItAndCompletesDuringTheCall() async {
    let synchronous = await eventually {
      var first: [String] = []
      var second: [String] = []
      let observer1 = AnyObserver<Int> { first.append("\($0)") }
      let observer2 = AnyObserver<Int> { second.append("\($0)") }
      _ = ReactiveCoreRx.Signal.just(1).emit(to: observer1, observer2)
      let relay = BehaviorRelay<Int?>(value: 0)
      _ = ReactiveCoreRx.Signal.just(1).emit(to: relay)
      return first == ["next(1)", "completed"] && second == first && relay.value == 1
    }
    #expect(synchronous)
  }
}
