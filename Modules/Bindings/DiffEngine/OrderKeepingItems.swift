/// The matched items that keep their place: a longest run of them, in new order, whose old
/// indices increase too. Every other matched item must move, and no smaller set of moves turns
/// the old order into the new one.
///
/// Patience sorting: `m log m` for `m` matched items, and one comparison per item for items
/// matched in order. Among runs of equal length it picks the one ending with the smallest old
/// indices, so the result is deterministic.
@usableFromInline
struct OrderKeepingItems {
  /// One bit per old index, set for items that stay.
  @usableFromInline var stays: [UInt64]

  /// Finds the run in `oldIndexOfNew` (old index per new index, -1 for inserted items; every
  /// old index is below `oldCount` and appears once).
  @inlinable
  init(oldIndexOfNew: [Int32], oldCount: Int) {
    var stays = [UInt64](repeating: 0, count: (oldCount + 63) / 64)
    // tails[k]: the old index ending the best run of length k + 1 found so far.
    // previous[oldIndex]: the old index before it in its run, or -1 (only read for the items
    // of the final run).
    let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: min(oldCount, oldIndexOfNew.count))
    let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: oldCount)
    defer {
      tails.deallocate()
      previous.deallocate()
    }
    var runLength = 0
    let tailsStart = tails.baseAddress.unsafelyUnwrapped
    for oldIndex in oldIndexOfNew where oldIndex >= 0 {
      // Items matched in order extend the longest run; an out-of-order one replaces the first
      // tail above it. In a list with few moves that is the last tail (the item after one that
      // moved forward) or one of the last few, so those are looked at first, with branches that
      // such lists predict; anywhere else (a shuffled list) a branch-free search finds it.
      var low = runLength
      if runLength > 0 && tails[runLength - 1] >= oldIndex {
        low = runLength - 1
        if low > 0 && tails[low - 1] >= oldIndex {
          let near = low - Self.nearEnd
          if near > 0 && tails[near - 1] < oldIndex {
            low = near + Self.count(below: oldIndex, in: tailsStart + near, count: Self.nearEnd)
          } else {
            low = Self.count(below: oldIndex, in: tailsStart, count: low)
          }
        }
      }
      previous[Int(oldIndex)] = low > 0 ? tails[low - 1] : -1
      tails[low] = oldIndex
      if low == runLength { runLength += 1 }
    }
    var cursor = runLength > 0 ? Int(tails[runLength - 1]) : -1
    while cursor >= 0 {
      stays[cursor &>> 6] |= 1 &<< UInt64(cursor & 63)
      cursor = Int(previous[cursor])
    }
    self.stays = stays
  }

  /// Whether the item at `oldIndex` stays in place.
  @inlinable
  func contains(oldIndex: Int) -> Bool { stays[oldIndex &>> 6] & (1 &<< UInt64(oldIndex & 63)) != 0 }
}
