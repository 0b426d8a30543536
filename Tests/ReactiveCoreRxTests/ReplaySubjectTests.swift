import ReactiveCoreRx
import Testing

@Suite struct ReplaySubjectTests {
  @Test func aNewSubscriberGetsUpToBufferSizeOfTheLatestElementsThenWhatFollows() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for element in 1...5 { subject.onNext(element) }
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    subject.onNext(6)
    #expect(late.elements == [4, 5, 6])
    let later = RxRecorder<Int>()
    _ = subject.subscribe(later)
    #expect(later.elements == [5, 6])
  }

  @Test func afterCompletionNewSubscribersGetTheBufferThenTheCompletion() {
    let subject = ReplaySubject<String>.create(bufferSize: 3)
    subject.onNext("a")
    subject.onNext("b")
    subject.onCompleted()
    subject.onNext("dropped")
    let late = RxRecorder<String>()
    _ = subject.subscribe(late)
    #expect(late.events == [.next("a"), .next("b"), .completed])
  }

  @Test func afterAnErrorNewSubscribersGetTheBufferThenTheError() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subject.onNext(2)
    subject.onError(RxTestError("lost"))
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.next(2), .error("lost")])
  }

  @Test func anUnboundedSubjectReplaysEverythingAndASizeOfZeroNothing() {
    let everything = ReplaySubject<Int>.createUnbounded()
    let nothing = ReplaySubject<Int>.create(bufferSize: 0)
    for element in 0..<100 {
      everything.onNext(element)
      nothing.onNext(element)
    }
    let all = RxRecorder<Int>()
    let none = RxRecorder<Int>()
    _ = everything.subscribe(all)
    _ = nothing.subscribe(none)
    #expect(all.elements == Array(0..<100))
    #expect(none.events.isEmpty)
  }

  @Test func aLongRunKeepsOnlyTheLastBufferSizeInOrder() {
    // The buffer trims in batches; what is replayed must still be exactly the last three.
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for element in 0..<1_000 {
      subject.onNext(element)
      let recorder = RxRecorder<Int>()
      _ = subject.subscribe(recorder).dispose()
      #expect(recorder.elements == Array(max(0, element - 2)...element))
    }
  }

  @Test func disposingForgetsTheBufferAndLaterSubscriptionsFail() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.dispose()
    let late = RxRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(subject.isDisposed)
    #expect(late.elements.isEmpty)
    #expect(late.events.count == 1 && late.events.first?.description.hasPrefix("error(") == true)
  }

  @Test func aReplayRelayReplaysItsBufferAndCannotEnd() {
    let relay = ReplayRelay<String>.create(bufferSize: 2)
    for name in ["Buzz", "Punk IPA", "Dead Pony"] { relay.accept(name) }
    let late = RxRecorder<String>()
    _ = relay.subscribe(late)
    relay.accept("Jet Black Heart")
    #expect(late.events == [.next("Punk IPA"), .next("Dead Pony"), .next("Jet Black Heart")])
    let everything = ReplayRelay<Int>.createUnbound()
    for number in 1...3 { everything.accept(number) }
    let all = RxRecorder<Int>()
    _ = everything.subscribe(all)
    #expect(all.elements == [1, 2, 3])
  }
}
