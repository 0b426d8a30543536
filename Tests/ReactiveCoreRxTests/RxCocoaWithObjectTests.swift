import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

/// RxCocoa's forms that hand an object to the closures without keeping it alive, and a
/// `Signal` sampling a `Driver`.
@Suite struct RxCocoaWithObjectTests {
  final class Screen { var titles: [String] = [] }

  @Test func bindWithAnObjectPassesItWhileItLives() {
    let titles = PublishRelay<String>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    _ = titles.bind(with: screen!) { screen, title in screen.titles.append(title) }
    titles.accept("a")
    #expect(screen?.titles == ["a"])
    screen = nil
    #expect(weakScreen == nil, "the binding does not keep the object alive")
    titles.accept("b")
  }

  @Test func aSignalPairsElementsWithAnObjectUntilItIsGone() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Int>()
      var screen: Screen? = Screen()
      var received: [Int] = []
      var completed = false
      _ = taps.asSignal().withUnretained(screen!) { _, tap in tap }
        .emit(onNext: { received.append($0) }, onCompleted: { completed = true })
      taps.accept(1)
      scheduler.advance()
      screen = nil
      taps.accept(2)
      scheduler.advance()
      #expect(received == [1])
      #expect(completed)
    }
  }

  @Test func aSignalSamplesTheLatestElementOfADriver() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Void>()
      let text = BehaviorRelay(value: "first")
      var sent: [String] = []
      let submitted = taps.asSignal().withLatestFrom(text.asDriver())
      _ = submitted.emit(onNext: { sent.append($0) })  // a Signal: emit, not drive
      scheduler.advance()
      taps.accept(())
      scheduler.advance()
      text.accept("second")
      taps.accept(())
      scheduler.advance()
      #expect(sent == ["first", "second"])
    }
  }
}
