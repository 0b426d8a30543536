import ReactiveCoreRx
import XCTest

// RxTest's XCTest assertions, for view-model tests ported from RxSwift with their XCTest cases.
// Lists of `Event`s, `MaybeEvent`s, `CompletableEvent`s and `Recorded` events are `Equatable`
// here, so XCTest's own `XCTAssertEqual` compares them; the assertions below cover what it
// cannot: a `SingleEvent` is a `Result` with an untyped error, which is not `Equatable`.

/// Fails the current XCTest case unless the two lists of `Single` outcomes are equal: the same
/// number, each a success with an equal element or a failure with an error of the same type and
/// description (RxTest's comparison on Linux). The failure message lists the positions that differ.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
  let differences = sequenceDifferences(lhs, rhs, ==)
  if !differences.isEmpty {
    XCTFail("XCTAssertEqual failed: the Single events differ\n\(differences)", file: file, line: line)
  }
}

/// Fails the current XCTest case unless `stream` holds exactly `elements` as `next` events, in
/// order, whatever their times; a completion or an error in `stream` fails it too (RxTest's
/// `XCTAssertRecordedElements`).
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    XCTFail("XCTAssertRecordedElements failed: the stream ended with \(stop.debugDescription)", file: file, line: line)
    return
  }
  let recorded = stream.compactMap { $0.value.element }
  let differences = sequenceDifferences(recorded, elements, ==)
  if !differences.isEmpty {
    XCTFail("XCTAssertRecordedElements failed: the elements differ\n\(differences)", file: file, line: line)
  }
}

/// One line per position where `lhs` and `rhs` differ ("[1] got …, expected …"), an extra
/// element counting as a difference; empty when they are equal.
func sequenceDifferences<Item>(_ lhs: [Item], _ rhs: [Item], _ equal: (Item, Item) -> Bool) -> String {
  (0..<max(lhs.count, rhs.count)).compactMap { index -> String? in
    let got = index < lhs.count ? String(describing: lhs[index]) : "nothing"
    let expected = index < rhs.count ? String(describing: rhs[index]) : "nothing"
    if index < lhs.count, index < rhs.count, equal(lhs[index], rhs[index]) { return nil }
    return "[\(index)] got \(got), expected \(expected)"
  }.joined(separator: "\n")
}
