@testable import Bindings
import ReactiveCoreTesting
import Testing

/// The longest in-order run that decides which matched items stay (`OrderKeepingItems`), and
/// the branch-free search inside it, against plain reference code.
@Suite("Order-keeping items: the longest run, and its search")
struct OrderKeepingItemsTests {
  /// How many of `sorted` are below `value`, counted one by one.
  static func countBelow(_ value: Int32, _ sorted: [Int32]) -> Int {
    sorted.reduce(0) { $0 + ($1 < value ? 1 : 0) }
  }

  /// The length of the longest increasing run in `values`, by the quadratic recurrence.
  static func longestRun(_ values: [Int32]) -> Int {
    var longest = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        longest[end] = max(longest[end], longest[start] + 1)
      }
    }
    return longest.max() ?? 0
  }

  @Test("the search counts the values below, for every length up to 300 and every position")
  func searchAgainstCounting() {
    var generator = SplitMix64(seed: 11)
    for count in 1...300 {
      // Ascending, distinct, with gaps, as a run's tails are.
      var sorted: [Int32] = []
      var next: Int32 = 0
      for _ in 0..<count {
        next += Int32.random(in: 1...3, using: &generator)
        sorted.append(next)
      }
      let reference = sorted
      sorted.withUnsafeMutableBufferPointer { buffer in
        for value in -1...(next + 1) {
          let found = OrderKeepingItems.count(below: value, in: buffer.baseAddress!, count: count)
          guard found == Self.countBelow(value, reference) else {
            Issue.record("\(count) values: \(found) below \(value), expected \(Self.countBelow(value, reference))")
            return
          }
        }
      }
    }
  }

  @Test("the search is exact on runs longer than its written-out steps (2^20 and more)")
  func searchOnLongRuns() {
    var generator = SplitMix64(seed: 12)
    for count in [(1 << 20) - 1, 1 << 20, (1 << 20) + 1, (1 << 21) + 12_345] {
      let sorted = (0..<Int32(count)).map { $0 * 2 }
      var values: [Int32] = [-5, 0, 1, 2, Int32(2 * count - 2), Int32(2 * count - 1), Int32(2 * count + 7)]
      for _ in 0..<200 { values.append(Int32.random(in: 0...Int32(2 * count), using: &generator)) }
      var mismatches: [String] = []
      sorted.withUnsafeBufferPointer { buffer in
        let start = UnsafeMutablePointer(mutating: buffer.baseAddress!)
        for value in values {
          // Every value is below exactly (value + 1) / 2 of the even numbers, clamped.
          let expected = min(max(0, (Int(value) + 1) / 2), count)
          let found = OrderKeepingItems.count(below: value, in: start, count: count)
          if found != expected { mismatches.append("\(count) values: \(found) below \(value), expected \(expected)") }
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }
  }

  /// Old indices in new order for lists of `count` rows: shuffled, nearly in order, adjacent
  /// pairs swapped, one row of every ten moved forward, reversed, with some rows inserted (-1).
  static func orders(count: Int, _ generator: inout SplitMix64) -> [[Int32]] {
    let inOrder = (0..<Int32(count)).map { $0 }
    var nearly = inOrder
    for _ in 0..<max(1, count / 40) {
      nearly.swapAt(Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
    }
    var pairs = inOrder
    for index in stride(from: 0, to: count - 1, by: 2) { pairs.swapAt(index, index + 1) }
    var blocks = inOrder
    for index in stride(from: 0, to: count - 10, by: 10) { blocks.insert(blocks.remove(at: index), at: index + 9) }
    var withInserts = inOrder.shuffled(using: &generator)
    for _ in 0..<count / 10 { withInserts.insert(-1, at: Int.random(in: 0...withInserts.count, using: &generator)) }
    return [inOrder.shuffled(using: &generator), nearly, pairs, blocks, Array(inOrder.reversed()), withInserts]
  }

  @Test("the items that stay are a longest in-order run, whatever the order", arguments: [5, 40, 700, 2_000])
  func longestRunKept(count: Int) {
    var generator = SplitMix64(seed: UInt64(count))
    for order in Self.orders(count: count, &generator) {
      let kept = OrderKeepingItems(oldIndexOfNew: order, oldCount: count)
      let staying = order.filter { $0 >= 0 && kept.contains(oldIndex: Int($0)) }
      // In order, and as long as the longest run.
      #expect(zip(staying, staying.dropFirst()).allSatisfy { $0 < $1 })
      #expect(staying.count == Self.longestRun(order.filter { $0 >= 0 }))
    }
  }
}
