import Foundation

/// A readable line-by-line difference of two values, from their `dump` output: lines only in
/// the expected value are marked `−`, lines only in the actual value `+`.
public func describeStateDifference<State>(expected: State, actual: State) -> String {
  var expectedDump = ""
  var actualDump = ""
  dump(expected, to: &expectedDump)
  dump(actual, to: &actualDump)
  let left = expectedDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let right = actualDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var lines = ["State differs (− expected, + actual):"]
  let difference = right.difference(from: left)
  var removed = Set<Int>()
  var inserted: [Int: [String]] = [:]
  for change in difference {
    switch change {
    case let .remove(offset, _, _): removed.insert(offset)
    case let .insert(offset, element, _): inserted[offset, default: []].append(element)
    }
  }
  var rightIndex = 0
  for (index, line) in left.enumerated() {
    while let added = inserted[rightIndex] {
      lines += added.map { "+ \($0)" }
      inserted[rightIndex] = nil
      rightIndex += added.count
    }
    if removed.contains(index) {
      lines.append("− \(line)")
    } else {
      lines.append("  \(line)")
      rightIndex += 1
    }
  }
  for offset in inserted.keys.sorted() { lines += inserted[offset]!.map { "+ \($0)" } }
  return lines.filter { $0.trimmingCharacters(in: .whitespaces) != "" }.joined(separator: "\n")
}
