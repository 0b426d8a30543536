/// The matched items that keep their place: a longest run of them, in new order, whose old
/// indices increase too. Every other matched item must move, and no smaller set of moves turns
/// the old order into the new one.
///
/// Patience sorting: `m log m` for `m` matched items. Among runs of equal length it picks the
/// one ending with the smallest old indices, so the result is deterministic.
@usableFromInline
struct OrderKeepingItems {
  /// Flags by new index: `true` for items that stay.
  @usableFromInline var stays: [Bool]

  /// Finds the run in `oldIndexOfNew` (old index per new index, -1 for inserted items).
  @inlinable
  init(oldIndexOfNew: [Int]) {
    var stays = [Bool](repeating: false, count: oldIndexOfNew.count)
    // tails[k]: the new index ending the best run of length k + 1 found so far.
    var tails: [Int] = []
    // previous[newIndex]: the new index before it in its run, or -1.
    var previous = [Int](repeating: -1, count: oldIndexOfNew.count)
    // Items matched in order cost nothing beyond this scan; only out-of-order ones search.
    for newIndex in oldIndexOfNew.indices {
      let oldIndex = oldIndexOfNew[newIndex]
      guard oldIndex >= 0 else { continue }
      if let last = tails.last, oldIndexOfNew[last] >= oldIndex {
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if oldIndexOfNew[tails[middle]] < oldIndex { low = middle + 1 } else { high = middle }
        }
        previous[newIndex] = low > 0 ? tails[low - 1] : -1
        tails[low] = newIndex
      } else {
        previous[newIndex] = tails.last ?? -1
        tails.append(newIndex)
      }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      stays[cursor] = true
      cursor = previous[cursor]
    }
    self.stays = stays
  }

  /// Whether the item at `newIndex` stays in place.
  @inlinable
  func contains(_ newIndex: Int) -> Bool { stays[newIndex] }
}
