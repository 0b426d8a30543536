import ReactiveCore
import Testing

/// Records a test issue, with a line-by-line comparison, unless `recorder` received exactly
/// `expected`.
public func expectEvents<Value: Equatable, Error: Swift.Error & Equatable>(
  _ recorder: EventRecorder<Value, Error>,
  _ expected: [Signal<Value, Error>.Event],
  _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = recorder.events
  guard actual != expected else { return }
  Issue.record(
    Comment(rawValue: describeDifference(expected: expected, actual: actual) + (comment.map { "\n\($0)" } ?? "")),
    sourceLocation: sourceLocation)
}

/// Records a test issue unless `recorder` received exactly the values `expected`, then `terminal`
/// (or no terminal event when `terminal` is nil).
public func expectValues<Value: Equatable, Error: Swift.Error & Equatable>(
  _ recorder: EventRecorder<Value, Error>,
  _ expected: [Value],
  then terminal: Signal<Value, Error>.Event? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEvents(recorder, expected.map { .value($0) } + (terminal.map { [$0] } ?? []), sourceLocation: sourceLocation)
}

/// A readable comparison of two event sequences: one line per position, mismatches marked.
public func describeDifference<Value, Error>(
  expected: [Signal<Value, Error>.Event], actual: [Signal<Value, Error>.Event]
) -> String {
  var lines = ["Events differ (expected | actual):"]
  for index in 0..<max(expected.count, actual.count) {
    let left = index < expected.count ? expected[index].description : "—"
    let right = index < actual.count ? actual[index].description : "—"
    let marker = left == right ? "  " : "✗ "
    lines.append("\(marker)\(index): \(left) | \(right)")
  }
  return lines.joined(separator: "\n")
}
