import ReactiveCoreRx
import ReactiveCoreRxTesting
import XCTest

// An XCTest case, not Swift Testing: these assertions report to the XCTest case that runs them,
// so only an XCTest case can show what they report (it keeps the failures instead of failing).

/// RxTest's XCTest assertions as a ported RxSwift test calls them.
final class XCTestAssertionTests: XCTestCase {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What the assertions under test reported, kept instead of failing this case.
  private var reported: [(message: String, line: Int)] = []
  private var collecting = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if collecting {
      reported.append((description, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `assertions`, returning what they reported.
  private func failures(of assertions: () -> Void) -> [(message: String, line: Int)] {
    reported = []
    collecting = true
    assertions()
    collecting = false
    return reported
  }

  func testSingleEventsCompareByElementAndByErrorTypeAndDescription() {
    let none = failures {
      XCTAssertEqual(
        [SingleEvent<Int>.success(1), .failure(Failure(description: "gone"))],
        [.success(1), .failure(Failure(description: "gone"))])
    }
    XCTAssertTrue(none.isEmpty, "equal outcomes reported \(none)")

    let line = #line + 2
    let reported = failures {
      XCTAssertEqual(
        [SingleEvent<Int>.success(1), .failure(Failure(description: "gone"))],
        [.success(2), .failure(Failure(description: "lost"))])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.line, line, "the failure points at the caller's line")
    let message = reported.first?.message ?? ""
    XCTAssertTrue(message.contains("[0] got success(1), expected success(2)"), message)
    XCTAssertTrue(message.contains("[1] got failure(gone), expected failure(lost)"), message)

    let shorter = failures { XCTAssertEqual([SingleEvent<Int>.success(1)], []) }
    XCTAssertTrue(shorter.first?.message.contains("[0] got success(1), expected nothing") == true, "\(shorter)")
  }

  func testRecordedElementsIgnoreTimesAndRejectAStop() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let observer = scheduler.start { source }
    XCTAssertEqual(observer.elements, ["a", "b"])
    XCTAssertTrue(failures { XCTAssertRecordedElements(observer.events, ["a", "b"]) }.isEmpty)

    let wrong = failures { XCTAssertRecordedElements(observer.events, ["a"]) }
    XCTAssertTrue(wrong.first?.message.contains("[1] got b, expected nothing") == true, "\(wrong)")

    let stopped = failures {
      XCTAssertRecordedElements([.next(210, "a"), .completed(230)], ["a"])
    }
    XCTAssertTrue(stopped.first?.message.contains("ended with completed @ 230") == true, "\(stopped)")
  }

  func testXCTestsOwnAssertionsCompareRecordedEventsAsRxTestDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure(description: "gone"))])
    let observer = scheduler.start(disposed: TestScheduler.Defaults.disposed) { source.map { $0 * 2 } }
    XCTAssertEqual(observer.events, [.next(210, 2), .error(220, Failure(description: "gone"))])
    XCTAssertEqual(source.subscriptions, [Subscription(TestScheduler.Defaults.subscribed, 220)])
    let mismatch = failures {
      XCTAssertEqual(observer.events, [.next(210, 2), .error(220, Failure(description: "lost"))])
    }
    XCTAssertEqual(mismatch.count, 1, "an error with another description is another event")
  }
}
