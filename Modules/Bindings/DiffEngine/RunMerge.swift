/// Builds a new list from an old one, the items at `leaving` (old indices) removed and the
/// `arriving` items put at their new indices, copying the untouched runs between them whole.
///
/// Time is one pass of copying (memory speed) plus the number of changes; no per-item lookups.
/// - Returns: `nil` if the positions do not fit (out of range, repeated, or leaving a gap).
func mergeRuns<Item>(old: [Item], leaving: [Int], arriving: [(index: Int, element: Item)]) -> [Item]? {
  let leaving = leaving.sorted()
  let arriving = arriving.sorted { $0.index < $1.index }
  let newCount = old.count - leaving.count + arriving.count
  guard newCount >= 0 else { return nil }
  var result: [Item] = []
  result.reserveCapacity(newCount)
  var oldCursor = 0
  var nextLeaving = 0
  var nextArriving = 0
  while result.count < newCount {
    if nextArriving < arriving.count, arriving[nextArriving].index == result.count {
      result.append(arriving[nextArriving].element)
      nextArriving += 1
      continue
    }
    while nextLeaving < leaving.count, leaving[nextLeaving] == oldCursor {
      oldCursor += 1
      nextLeaving += 1
    }
    let runEnd = min(
      nextLeaving < leaving.count ? leaving[nextLeaving] : old.count,
      oldCursor + ((nextArriving < arriving.count ? arriving[nextArriving].index : newCount) - result.count))
    guard runEnd > oldCursor, runEnd <= old.count else { return nil }
    result.append(contentsOf: old[oldCursor..<runEnd])
    oldCursor = runEnd
  }
  // Everything placed, every leaving index passed and nothing left over.
  while nextLeaving < leaving.count, leaving[nextLeaving] == oldCursor {
    oldCursor += 1
    nextLeaving += 1
  }
  guard nextArriving == arriving.count, nextLeaving == leaving.count, oldCursor == old.count else { return nil }
  return result
}
