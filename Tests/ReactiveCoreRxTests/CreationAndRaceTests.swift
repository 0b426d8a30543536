import ReactiveCoreRx
import Testing

@Suite struct CreationAndRaceTests {
  @Test func generateIsAForLoopAsASequence() {
    let recorder = RxRecorder<Int>()
    _ = Observable.generate(initialState: 1, condition: { $0 < 50 }, iterate: { $0 * 3 }).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(3), .next(9), .next(27), .completed])
  }

  @Test func generateStopsWhenDisposedAndFailsWithAThrowingClosure() {
    let firstThree = RxRecorder<Int>()
    _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 }).take(3)
      .subscribe(firstThree)
    #expect(firstThree.events == [.next(0), .next(1), .next(2), .completed])
    let failing = RxRecorder<Int>()
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        guard state < 1 else { throw RxTestError("too far") }
        return state + 1
      }
    ).subscribe(failing)
    #expect(failing.events == [.next(0), .next(1), .error("too far")])
  }

  @Test func repeatElementRepeatsUntilTheSubscriptionEnds() {
    let recorder = RxRecorder<String>()
    _ = Observable.repeatElement("cheers").take(4).subscribe(recorder)
    #expect(recorder.elements == Array(repeating: "cheers", count: 4))
    #expect(recorder.events.last == .completed)
  }

  @Test func fromOptionalIsOneElementOrNone() {
    let some = RxRecorder<Int>()
    let none = RxRecorder<Int>()
    _ = Observable.from(optional: 5).subscribe(some)
    _ = Observable<Int>.from(optional: nil).subscribe(none)
    #expect(some.events == [.next(5), .completed])
    #expect(none.events == [.completed])
  }

  @Test func fromReadsItsSequenceLazilySoAnEndlessOneStopsAtTake() {
    let recorder = RxRecorder<Int>()
    _ = Observable.from(sequence(first: 1) { $0 * 2 }).take(4).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(4), .next(8), .completed])
    var pulled = 0
    let counted = AnySequence { () -> AnyIterator<Int> in
      var next = 0
      return AnyIterator {
        pulled += 1
        next += 1
        return next <= 3 ? next : nil
      }
    }
    let numbers = Observable.from(counted)
    _ = numbers.take(1).subscribe()
    #expect(pulled == 1, "one element read for one taken")
    let again = RxRecorder<Int>()
    _ = numbers.subscribe(again)
    #expect(again.elements == [1, 2, 3], "each subscription iterates anew")
  }

  @Test func rangeMayEndAtTheLargestValue() {
    let recorder = RxRecorder<Int8>()
    _ = Observable<Int8>.range(start: 126, count: 2).subscribe(recorder)
    #expect(recorder.events == [.next(126), .next(127), .completed])
    let empty = RxRecorder<Int>()
    _ = Observable.range(start: .max, count: 0).subscribe(empty)
    #expect(empty.events == [.completed])
  }

  @Test func ambFollowsTheFirstSourceToSendAnythingAndDropsTheOther() {
    let left = PublishSubject<String>()
    let right = PublishSubject<String>()
    let recorder = RxRecorder<String>()
    _ = left.amb(right).subscribe(recorder)
    #expect(left.hasObservers && right.hasObservers)
    right.onNext("right first")
    #expect(!left.hasObservers)  // the loser is disposed at once
    left.onNext("ignored")
    right.onNext("again")
    right.onCompleted()
    #expect(recorder.events == [.next("right first"), .next("again"), .completed])
  }

  @Test func ambCountsATerminalEventAsSending() {
    let slow = PublishSubject<Int>()
    let failing = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = Observable.amb([slow.asObservable(), failing.asObservable()]).subscribe(recorder)
    failing.onError(RxTestError())
    slow.onNext(1)
    #expect(recorder.events == [.error("boom")])
  }
}
