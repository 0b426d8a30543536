import Foundation
import Testing

@testable import ReactiveCoreRx

/// `debug` writes RxSwift's lines: a local timestamp to the millisecond, the identifier, and the
/// subscription's life; `trimOutput` keeps an event's first and last 20 characters.
@Suite struct DebugOutputTests {
  /// The lines `debug` writes while `body` runs in this task.
  private func lines(_ body: () -> Void) -> [String] {
    let captured = CapturedLines()
    DebugLog.$capture.withValue({ captured.append($0) }, operation: body)
    return captured.lines
  }

  /// A line without its timestamp, after checking the timestamp's shape.
  private func content(_ line: String) -> String {
    let stamp = #/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: /#
    #expect(line.firstMatch(of: stamp) != nil, "RxSwift's timestamp starts \(line)")
    return String(line.dropFirst("2026-12-06 03:05:01.123: ".count))
  }

  @Test func aSubscriptionsLifeInRxSwiftsWords() {
    let written = lines { _ = Observable.of(1, 2).debug("numbers").subscribe() }
    #expect(
      written.map(content) == [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
    let failing = lines {
      _ = Observable<Int>.error(RxError.noElements).debug("f").subscribe(onError: { _ in })
    }
    #expect(failing.map(content) == ["f -> subscribed", "f -> Event error(\(RxError.noElements))", "f -> isDisposed"])
  }

  @Test func theDefaultIdentifierIsTheFileLineAndFunction() {
    let line = #line + 1
    let written = lines { _ = Observable.just(1).debug().subscribe() }
    #expect(
      content(written[0])
        == "DebugOutputTests.swift:\(line) (theDefaultIdentifierIsTheFileLineAndFunction()) -> subscribed")
  }

  @Test func trimmingKeepsTheFirstAndLastTwentyCharactersOfALongEvent() {
    let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
    let written = lines { _ = Observable.of(long, "short").debug("t", trimOutput: true).subscribe() }
    // "next(" and 15 a's, then 19 z's and ")": the event's text is what is trimmed.
    #expect(content(written[1]) == "t -> Event next(aaaaaaaaaaaaaaa...zzzzzzzzzzzzzzzzzzz)")
    #expect(content(written[2]) == "t -> Event next(short)")
    let untrimmed = lines { _ = Observable.just(long).debug("u").subscribe() }
    #expect(content(untrimmed[1]) == "u -> Event next(\(long))")
  }
}

/// Lines written from any thread, read after the writing is over.
private final class CapturedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var written: [String] = []
  var lines: [String] { lock.withLock { written } }
  func append(_ line: String) { lock.withLock { written.append(line) } }
}
