import Bindings
import BindingsTesting
import ReactiveCoreTesting

/// D1 and D1s of shared/BENCHMARKS.md: diffing N structs where 1/40 of them are deleted, 1/40
/// moved, 1/40 changed and 1/40 new ones inserted.
enum DiffWorkloads {
  struct Item: Identifiable, Hashable {
    var id: Int
    var value: Int
  }

  /// The old and new lists for size `n`, and how many items the workload moved.
  static func lists(_ n: Int) -> (old: [Item], new: [Item], moved: Int) {
    let old = (0..<n).map { Item(id: $0, value: $0 * 7919 % 10007) }
    let quarter = n / 40
    var generator = SplitMix64(seed: 0xC0FFEE)
    // 3 * (n / 40) distinct indices: a partial Fisher-Yates shuffle of 0..<n.
    var indices = Array(0..<n)
    for position in 0..<(3 * quarter) { indices.swapAt(position, position + generator.below(n - position)) }
    let deleted = Set(indices[0..<quarter])
    let moved = Array(indices[quarter..<(2 * quarter)])
    let changed = Set(indices[(2 * quarter)..<(3 * quarter)])
    let movedSet = Set(moved)
    var new: [Item] = []
    new.reserveCapacity(n)
    for item in old where !deleted.contains(item.id) && !movedSet.contains(item.id) {
      new.append(changed.contains(item.id) ? Item(id: item.id, value: item.value + 1) : item)
    }
    for index in moved {
      let item = changed.contains(index) ? Item(id: index, value: old[index].value + 1) : old[index]
      new.insert(item, at: generator.below(new.count + 1))
    }
    for fresh in 0..<quarter {
      new.insert(Item(id: n + fresh, value: generator.below(10007)), at: generator.below(new.count + 1))
    }
    return (old, new, quarter)
  }

  /// Times one diff of `old` into `new`. The checksum (shared with D1s, so the run can compare
  /// them) is the length of the list the diff leads to.
  static func d1(_ old: [Item], _ new: [Item]) -> (elapsed: UInt64, checksum: Int) {
    var changeset: Changeset<Item>?
    let elapsed = timed { changeset = Changeset(from: old, to: new) }
    return (elapsed, changeset?.newCount ?? -1)
  }

  /// Times the standard library's `difference(from:).inferringMoves()` on the same lists.
  static func d1s(_ old: [Item], _ new: [Item]) -> (elapsed: UInt64, checksum: Int) {
    var difference: CollectionDifference<Item>?
    let elapsed = timed { difference = new.difference(from: old).inferringMoves() }
    return (elapsed, difference.map { old.count - $0.removals.count + $0.insertions.count } ?? -1)
  }

  /// D2: the old D1 list of size `n` against itself reversed, and against a full shuffle (a
  /// Fisher-Yates shuffle driven by SplitMix64, seed 0xD2): lists where no row matches in place.
  static func worstCases(_ n: Int) -> [(name: String, old: [Item], new: [Item])] {
    let old = lists(n).old
    var shuffled = old
    var generator = SplitMix64(seed: 0xD2)
    for position in shuffled.indices.dropLast() {
      shuffled.swapAt(position, position + generator.below(n - position))
    }
    return [("reversed", old, Array(old.reversed())), ("shuffled", old, shuffled)]
  }

  /// Checks, untimed, that the changeset turns `old` into `new`, and describes it.
  static func verify(_ old: [Item], _ new: [Item], moved: Int) -> String {
    let changeset = Changeset(from: old, to: new)
    guard changeset.applied(to: old) == new else { return "WRONG: applying the changeset does not give new" }
    let verdict = changeset.moves.count <= moved ? "ok" : "TOO MANY MOVES"
    return "\(changeset.deletes.count) deleted, \(changeset.inserts.count) inserted, "
      + "\(changeset.moves.count) moved (workload moved \(moved): \(verdict)), \(changeset.updates.count) updated"
  }
}

extension SplitMix64 {
  /// `next() % bound`, as the workload definitions say.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
