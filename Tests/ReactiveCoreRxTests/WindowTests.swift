import Dispatch
import ReactiveCore
import ReactiveCoreRx
import Testing

@Suite struct WindowTests {
  /// Subscribes to each window as it arrives and records what each one receives.
  final class WindowRecorder {
    private(set) var windows: [RxRecorder<Int>] = []
    private(set) var outer: [String] = []

    func record(_ source: Observable<Observable<Int>>) -> ReactiveCoreRx.Disposable {
      source.subscribe(
        onNext: { window in
          let recorder = RxRecorder<Int>()
          self.windows.append(recorder)
          _ = window.subscribe(recorder)
        },
        onError: { self.outer.append("error \($0)") },
        onCompleted: { self.outer.append("completed") })
    }

    var contents: [[Recorded<Int>]] { windows.map(\.events) }
  }

  @Test func aWindowClosesWhenFullOrWhenItsTimeRunsOutAndTheNextOpensAtOnce() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = WindowRecorder()
    _ = recorder.record(source.window(timeSpan: .seconds(2), count: 2, scheduler: scheduler))
    #expect(recorder.windows.count == 1)  // the first window opens on subscription
    source.onNext(1)
    source.onNext(2)  // full: closes, the next opens and its timer starts now
    #expect(recorder.contents == [[.next(1), .next(2), .completed], []])
    scheduler.advance(by: .seconds(1))
    source.onNext(3)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.windows.count == 2)
    scheduler.advance(by: .milliseconds(1))  // 2 s after the second window opened
    #expect(recorder.contents == [[.next(1), .next(2), .completed], [.next(3), .completed], []])
    scheduler.advance(by: .seconds(2))  // an empty window closes on time too
    #expect(recorder.windows.count == 4)
    source.onNext(4)
    source.onCompleted()
    #expect(recorder.contents.last == [.next(4), .completed])
    #expect(recorder.outer == ["completed"])
    scheduler.advance(by: .seconds(10))
    #expect(recorder.windows.count == 4)  // no timer outlives completion
  }

  @Test func anErrorEndsTheOpenWindowAndTheSequenceOfWindows() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = WindowRecorder()
    _ = recorder.record(source.window(timeSpan: .seconds(1), count: 5, scheduler: scheduler))
    source.onNext(1)
    source.onError(RxTestError())
    #expect(recorder.contents == [[.next(1), .error("boom")]])
    #expect(recorder.outer == ["error boom"])
  }

  @Test func aCountOfZeroLeavesOnlyTimeToCloseAWindow() {
    let scheduler = TestScheduler()
    let source = PublishSubject<Int>()
    let recorder = WindowRecorder()
    _ = recorder.record(source.window(timeSpan: .seconds(1), count: 0, scheduler: scheduler))
    (1...3).forEach(source.onNext)
    #expect(recorder.contents == [[.next(1), .next(2), .next(3)]])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.contents == [[.next(1), .next(2), .next(3), .completed], []])
  }

  @Test func disposingStopsTheTimer() {
    let scheduler = TestScheduler()
    let recorder = WindowRecorder()
    let subscription = recorder.record(
      PublishSubject<Int>().window(timeSpan: .seconds(1), count: 5, scheduler: scheduler))
    subscription.dispose()
    scheduler.advance(by: .seconds(5))
    #expect(recorder.windows.count == 1)
  }
}
