import ReactiveCoreRx
import Testing

@Suite struct UsingTests {
  /// A resource that logs when it is made and disposed.
  final class Resource: Disposable {
    let log: Log
    init(_ log: Log) {
      self.log = log
      log.entries.append("made")
    }
    func dispose() { log.entries.append("resource disposed") }
  }

  final class Log {
    var entries: [String] = []
  }

  struct Refused: Error, CustomStringConvertible {
    var description: String { "refused" }
  }

  @Test func eachSubscriptionMakesAResourceAndDisposesItAfterTheInnerSubscription() {
    let log = Log()
    let inner = PublishSubject<Int>()
    let observable = Observable<Int>.using(
      { Resource(log) },
      observableFactory: { _ in inner.do(onDispose: { log.entries.append("inner disposed") }) })
    #expect(log.entries.isEmpty)  // nothing is made before a subscription
    let recorder = RxRecorder<Int>()
    let subscription = observable.subscribe(recorder)
    inner.onNext(1)
    subscription.dispose()
    inner.onNext(2)
    #expect(recorder.elements == [1])
    #expect(log.entries == ["made", "inner disposed", "resource disposed"])
  }

  @Test func theResourceIsDisposedAfterTheTerminalEventReachesTheSubscriber() {
    let log = Log()
    let observable = Observable<Int>.using({ Resource(log) }, observableFactory: { _ in .of(1, 2) })
    _ = observable.subscribe(
      onNext: { log.entries.append("next \($0)") },
      onCompleted: { log.entries.append("completed") })
    #expect(log.entries == ["made", "next 1", "next 2", "completed", "resource disposed"])
  }

  @Test func aThrowingFactoryFailsTheSubscriptionAndStillDisposesTheResource() {
    let log = Log()
    let recorder = RxRecorder<Int>()
    _ = Observable<Int>.using({ Resource(log) }) { _ in throw Refused() }.subscribe(recorder)
    #expect(recorder.events == [.error("refused")])
    #expect(log.entries == ["made", "resource disposed"])
    let noResource = RxRecorder<Int>()
    _ = Observable<Int>.using({ () throws -> Resource in throw Refused() }) { _ in .just(1) }.subscribe(noResource)
    #expect(noResource.events == [.error("refused")])
  }
}
