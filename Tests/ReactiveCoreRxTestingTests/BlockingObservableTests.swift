import Dispatch
import Foundation
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

@Suite struct BlockingObservableTests {
  struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  @Test func toArrayWaitsForCompletionFromAnotherThread() throws {
    let elements = try Observable.of(1, 2, 3)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
      .toBlocking(timeout: 5).toArray()
    #expect(elements == [1, 2, 3])
  }

  @Test func firstLastAndSingleReadTheElements() throws {
    let never = Observable<Int>.never().startWith(7)
    #expect(try never.toBlocking(timeout: 5).first() == 7)  // the first element is enough
    #expect(try Observable.of(1, 2).toBlocking().last() == 2)
    #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    #expect(try Observable.just("one").toBlocking().single() == "one")
    #expect(throws: RxError.self) { try Observable.of(1, 2).toBlocking().single() }
  }

  @Test func errorsAreThrownOrMaterialized() throws {
    let failing = Observable.of(1).concat(Observable<Int>.error(TestError()))
    #expect(throws: TestError.self) { try failing.toBlocking().toArray() }
    guard case let .failed(elements, error) = try failing.toBlocking().materialize() else {
      Issue.record("expected a failure")
      return
    }
    #expect(elements == [1])
    #expect("\(error)" == "boom")
  }

  @Test func aSequenceThatNeverEndsTimesOut() {
    #expect(throws: RxError.self) { try Observable<Int>.never().toBlocking(timeout: 0.05).toArray() }
  }
}
