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
    guard case let .failed(elements, error) = failing.toBlocking().materialize() else {
      Issue.record("expected a failure")
      return
    }
    #expect(elements == [1])
    #expect("\(error)" == "boom")
  }

  @Test func aSequenceThatNeverEndsTimesOut() {
    #expect(throws: RxError.self) { try Observable<Int>.never().toBlocking(timeout: 0.05).toArray() }
    let late = Observable<Int>.never().startWith(1).toBlocking(timeout: 0.05).materialize()
    guard case let .failed(elements, error) = late, case .timeout = error as? RxError else {
      Issue.record("a timeout is a failed result, not a throw: \(late)")
      return
    }
    #expect(elements == [1])
  }

  @Test func singleStopsAtTheSecondMatchAndAsksThePredicateNoFurther() throws {
    let endless = Observable<Int>.never().startWith(1, 2)
    #expect(throws: RxError.self) { try endless.toBlocking(timeout: 5).single() }
    var asked: [Int] = []
    #expect(throws: RxError.self) {
      try Observable.of(42, 43, 44, 45).toBlocking().single { element in
        asked.append(element)
        return element >= 43
      }
    }
    #expect(asked == [42, 43, 44])
    #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
    #expect(throws: TestError.self) {
      try Observable.of(1, 2).toBlocking().single { _ in throw TestError() }
    }
  }
}

/// The waiting thread's run loop keeps turning while `toBlocking` waits (RxBlocking's
/// `RunLoopLock`): on the main thread of an XCTest run, that is what lets a sequence delivered on
/// the main queue end. Shown on a thread of its own, whose run loop the sequence sends from.
@Suite struct BlockingRunLoopTests {
  @Test func aSequenceThatSendsFromTheWaitingThreadsRunLoopEnds() {
    final class Answer: @unchecked Sendable { var elements: [Int]? }  // read after `finished`
    let answer = Answer()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      nonisolated(unsafe) let runLoop = RunLoop.current
      let fromThisRunLoop = Observable<Int>.create { observer in
        runLoop.perform {
          observer.onNext(1)
          observer.onNext(2)
          observer.onCompleted()
        }
        return Disposables.create()
      }
      answer.elements = try? fromThisRunLoop.toBlocking(timeout: 5).toArray()
      finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(answer.elements == [1, 2])
  }
}
