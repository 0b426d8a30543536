import Foundation
import ReactiveCoreRx
import Testing

/// What a subscription to a subject or relay owes its subscriber beyond the elements: one
/// terminal event and then nothing, its closures released when the subject stops (the subject
/// itself may live on), a subscription made from inside the subject's own delivery answered at
/// once, and all of it when another thread stops the subject meanwhile.
@Suite struct SubjectSubscriptionTests {
  /// Something a subscriber's closure keeps, to see when the closure is released.
  final class Token {}

  @Test(arguments: ["completed", "error", "disposed"])
  func aStoppedSubjectReleasesItsSubscribersClosures(stop: String) {
    let subject = PublishSubject<Int>()
    var token: Token? = Token()
    weak let released = token
    let subscription = subject.subscribe(onNext: { [token] _ in _ = token }, onError: { _ in })
    token = nil
    #expect(released != nil, "the subscription keeps its closure while the subject runs")
    switch stop {
    case "completed": subject.onCompleted()
    case "error": subject.onError(RxTestError("stop"))
    default: subject.dispose()
    }
    #expect(released == nil, "the subject stopped (\(stop)): the subscriber's closure is released")
    withExtendedLifetime((subject, subscription)) {}
  }

  @Test func aBehaviorSubjectsSubscribersAreReleasedAtItsCompletion() {
    let subject = BehaviorSubject(value: 0)
    var token: Token? = Token()
    weak let released = token
    let subscription = subject.subscribe(onNext: { [token] _ in _ = token })
    token = nil
    subject.onCompleted()
    #expect(released == nil)
    withExtendedLifetime((subject, subscription)) {}
  }

  @Test func hasObserversIsFalseOnceTheSubjectStopped() {
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { _ in })
    #expect(subject.hasObservers)
    subject.onCompleted()
    #expect(!subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func aSubscriptionMadeInsideTheSubjectsCompletionIsAnsweredDuringTheCall() {
    let subject = PublishSubject<Int>()
    let late = RxRecorder<Int>()
    var answeredDuringTheCall = false
    _ = subject.subscribe(onCompleted: {
      _ = subject.subscribe(late)
      answeredDuringTheCall = late.events == [.completed]
    })
    subject.onCompleted()
    #expect(answeredDuringTheCall)
    #expect(late.events == [.completed])
  }

  @Test func disposingASubscriptionAfterItsCompletionRunsOnDisposedOnce() {
    let subject = PublishSubject<Int>()
    var disposals = 0
    let subscription = subject.subscribe(onDisposed: { disposals += 1 })
    subject.onCompleted()
    subscription.dispose()
    subscription.dispose()
    #expect(disposals == 1)
  }

  /// A subscriber arriving while another thread completes the subject: whichever comes first,
  /// it gets the elements sent before, exactly one completion, and nothing after it.
  @Test func aSubscriptionRacingTheCompletionGetsOneCompletionAndNothingAfter() {
    for _ in 0..<500 {
      let subject = BehaviorSubject(value: 1)
      let recorder = LockedRecorder()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          _ = subject.subscribe(
            onNext: { recorder.append("next \($0)") }, onCompleted: { recorder.append("completed") })
        } else {
          subject.onNext(2)
          subject.onCompleted()
          subject.onNext(3)
        }
      }
      let events = recorder.events
      #expect(events.last == "completed")
      #expect(events.filter { $0 == "completed" }.count == 1)
      #expect(!events.contains("next 3"))
      if events.count > 1 { #expect(events.first == "next 1" || events.first == "next 2") }
    }
  }

  final class LockedRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func append(_ event: String) { lock.withLock { recorded.append(event) } }
    var events: [String] { lock.withLock { recorded } }
  }
}
