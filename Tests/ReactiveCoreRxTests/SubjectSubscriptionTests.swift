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
    #expect((subscription as? Cancelable)?.isDisposed == false, "completed, but nobody disposed it")
    subscription.dispose()
    subscription.dispose()
    #expect(disposals == 1)
    #expect((subscription as? Cancelable)?.isDisposed == true)
  }

  /// A subscriber arriving while another thread completes the subject: whichever comes first,
  /// it gets the elements sent before (a behavior subject replays its latest), exactly one
  /// completion, and nothing after it. Both kinds of hub: a publish subject's pipe, where a
  /// subscription attached just after the pipe ended is answered with the recorded stop, and a
  /// behavior subject's property.
  @Test(arguments: ["publish", "behavior"])
  func aSubscriptionRacingTheCompletionGetsOneCompletionAndNothingAfter(kind: String) {
    for _ in 0..<500 {
      let subject: Observable<Int> = kind == "publish" ? PublishSubject<Int>() : BehaviorSubject(value: 1)
      let input: AnyObserver<Int> =
        (subject as? PublishSubject<Int>)?.asObserver() ?? (subject as! BehaviorSubject<Int>).asObserver()
      let recorder = LockedRecorder()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          _ = subject.subscribe(
            onNext: { recorder.append("next \($0)") }, onCompleted: { recorder.append("completed") })
        } else {
          input.onNext(2)
          input.onCompleted()
          input.onNext(3)
        }
      }
      let events = recorder.events
      #expect(events.last == "completed")
      #expect(events.filter { $0 == "completed" }.count == 1)
      #expect(!events.contains("next 3"))
      if events.count > 1 { #expect(events.first == "next 1" || events.first == "next 2") }
    }
  }

  /// Many subscriptions in a row on one thread while another completes the publish subject:
  /// every one of them ends with exactly one completion, including those whose attachment met a
  /// pipe that had ended after the subscription looked for a stop (answered with the stop).
  @Test func everySubscriptionAroundThePublishSubjectsCompletionIsCompleted() {
    for _ in 0..<100 {
      let subject = PublishSubject<Int>()
      let recorders = (0..<2_000).map { _ in LockedRecorder() }
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          for recorder in recorders {
            _ = subject.subscribe(
              onCompleted: { recorder.append("completed") }, onDisposed: { recorder.append("ended") })
          }
        } else {
          while !subject.hasObservers {}
          subject.onCompleted()
        }
      }
      #expect(
        recorders.allSatisfy { $0.events == ["completed", "ended"] },
        "\(recorders.map(\.events).filter { $0 != ["completed", "ended"] })")
    }
  }

  @Test func aSubscriberAddedDuringADeliveryGetsTheNextElementNotTheCurrentOne() {
    let subject = PublishSubject<Int>()
    let late = RxRecorder<Int>()
    var subscribed = false
    _ = subject.subscribe(onNext: { _ in
      if !subscribed {
        subscribed = true
        _ = subject.subscribe(late)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(late.elements == [2])
  }

  @Test func disposingAPublishSubjectEndsItsSubscribersSilently() {
    let subject = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    var disposed = false
    _ = subject.subscribe(recorder)
    _ = subject.subscribe(onDisposed: { disposed = true })
    subject.onNext(1)
    subject.dispose()
    subject.onNext(2)
    #expect(recorder.events == [.next(1)])
    #expect(disposed)
    #expect(!subject.hasObservers)
  }

  final class LockedRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func append(_ event: String) { lock.withLock { recorded.append(event) } }
    var events: [String] { lock.withLock { recorded } }
  }
}
