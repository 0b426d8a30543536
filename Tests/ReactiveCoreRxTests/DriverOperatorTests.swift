import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct DriverOperatorTests {
  @Test func combineLatestOfFourDriversEnablesTheSignUpButton() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let username = BehaviorRelay(value: "")
      let password = BehaviorRelay(value: "")
      let repeated = BehaviorRelay(value: "")
      let signingIn = BehaviorRelay(value: false)
      var enabled: [Bool] = []
      _ = Driver.combineLatest(
        username.asDriver(), password.asDriver(), repeated.asDriver(), signingIn.asDriver()
      ) { username, password, repeated, signingIn in
        !username.isEmpty && password.count >= 6 && password == repeated && !signingIn
      }
      .distinctUntilChanged()
      .drive(onNext: { enabled.append($0) })
      scheduler.advance()
      username.accept("emilys")
      password.accept("emilyspass")
      repeated.accept("emilyspass")
      scheduler.advance()
      signingIn.accept(true)
      scheduler.advance()
      #expect(enabled == [false, true, false])
    }
  }

  @Test func tuplesZipAndTheSideEffectOperators() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      var pairs: [String] = []
      var seen: [Int] = []
      _ = Driver.zip(Driver.of(1, 2, 3), Driver.of("a", "b"))
        .drive(onNext: { pairs.append("\($0)\($1)") })
      _ = Driver.of(1, 2, 3, 4, 5).skip(1).take(3).do(onNext: { seen.append($0) }).drive(onNext: { _ in })
      var latest: [String] = []
      _ = Driver.combineLatest(Driver.just(1), Driver.just("x")).drive(onNext: { latest.append("\($0)\($1)") })
      scheduler.advance()
      #expect(pairs == ["1a", "2b"])
      #expect(seen == [2, 3, 4])
      #expect(latest == ["1x"])
    }
  }

  @Test func flatMapFirstIgnoresTapsWhileARequestRuns() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Void>()
      var started = 0
      var results: [String] = []
      _ = taps.asSignal().asObservable().asDriver(onErrorJustReturn: ())
        .flatMapFirst { _ -> Driver<String> in
          started += 1
          return Driver.just("done").delay(.seconds(1))
        }
        .drive(onNext: { results.append($0) })
      taps.accept(())
      scheduler.advance()
      taps.accept(())  // the first request is still running: ignored
      scheduler.advance()
      scheduler.advance(by: .seconds(1))
      #expect(started == 1)
      #expect(results == ["done"])
    }
  }
}
