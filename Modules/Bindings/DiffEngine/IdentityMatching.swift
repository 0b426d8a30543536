/// Which item of the new list is which item of the old one.
///
/// The rule: the k-th occurrence of an identity in `old` is the k-th occurrence of it in `new`;
/// occurrences beyond the shorter count are deleted or inserted.
///
/// The lists are walked side by side. Where both have the same identity at the walk's position
/// and no earlier occurrence of it is waiting for a partner, the two match with no hashing at
/// all: in real edits (a few rows deleted, inserted, moved) that is nearly every row. Elsewhere
/// each occurrence meets the waiting occurrences of the other list (`WaitingOccurrences`): it
/// takes the first one waiting, or waits itself. Whichever side the walk advances, every match
/// follows the rule, so the result is the same as hashing every row, at a fraction of the cost.
@usableFromInline
struct IdentityMatching {
  /// For each new index, the old index of the same item, or -1 for an inserted one.
  ///
  /// Indices are stored as `Int32`: half the memory of `Int`, and the diff of a long list
  /// spends much of its time bringing fresh memory in. Lists are limited to `Int32.max` items.
  @usableFromInline var oldIndexOfNew: [Int32]
  /// For each old index, the new index of the same item, or -1 for a deleted one.
  @usableFromInline var newIndexOfOld: [Int32]

  /// Matches `old` and `new` by the identities `id` gives.
  @inlinable
  init<Element, ID: Hashable>(old: [Element], new: [Element], id: (Element) -> ID) {
    self = withoutActuallyEscaping(id) { id in IdentityMatching(oldIDs: old.lazy.map(id), newIDs: new.lazy.map(id)) }
  }

  /// Matches the positions of two sequences of identities (lazy ones, so nothing is copied and
  /// the identity function is inlined). Indices in the result count from each start.
  @inlinable
  init<OldIDs: RandomAccessCollection, NewIDs: RandomAccessCollection>(oldIDs: OldIDs, newIDs: NewIDs)
  where OldIDs.Element: Hashable, NewIDs.Element == OldIDs.Element, OldIDs.Index == Int, NewIDs.Index == Int {
    let oldCount = oldIDs.count
    let newCount = newIDs.count
    precondition(max(oldCount, newCount) <= Int32.max, "Changeset: lists are limited to Int32.max items")
    self.oldIndexOfNew = [Int32](repeating: -1, count: newCount)
    self.newIndexOfOld = [Int32](repeating: -1, count: oldCount)
    var waiting = WaitingOccurrences<OldIDs.Element>(oldCount: oldCount, newCount: newCount)
    let oldStart = oldIDs.startIndex
    let newStart = newIDs.startIndex
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldCount && newIndex < newCount {
      let oldID = oldIDs[oldStart + oldIndex]
      let newID = newIDs[newStart + newIndex]
      if oldID == newID && !waiting.mayHold(oldID) {
        match(oldIndex, newIndex)
        oldIndex += 1
        newIndex += 1
        continue
      }
      let newKey = waiting.key(for: newID)
      if let partner = waiting.takeOld(newKey) {
        // The new row's partner was passed over earlier: it moved towards the front. The old
        // row at the walk's position is looked at again against the next new row.
        match(partner, newIndex)
        newIndex += 1
        continue
      }
      let oldKey = waiting.key(for: oldID)
      if let partner = waiting.takeNew(oldKey) {
        match(oldIndex, partner)
        oldIndex += 1
      } else if oldID == newID {
        // `mayHold` was a false alarm: nothing of this identity waits.
        match(oldIndex, newIndex)
        oldIndex += 1
        newIndex += 1
      } else {
        waiting.addOld(oldIndex, oldID, oldKey)
        // `newKey` is still right: entries never move, and the identities differ.
        waiting.addNew(newIndex, newID, newKey)
        oldIndex += 1
        newIndex += 1
      }
    }
    while oldIndex < oldCount {
      let oldID = oldIDs[oldStart + oldIndex]
      let oldKey = waiting.key(for: oldID)
      if let partner = waiting.takeNew(oldKey) {
        match(oldIndex, partner)
      } else {
        waiting.addOld(oldIndex, oldID, oldKey)
      }
      oldIndex += 1
    }
    while newIndex < newCount {
      let newID = newIDs[newStart + newIndex]
      let newKey = waiting.key(for: newID)
      if let partner = waiting.takeOld(newKey) {
        match(partner, newIndex)
      } else {
        waiting.addNew(newIndex, newID, newKey)
      }
      newIndex += 1
    }
  }

  /// Records that the old item at `oldIndex` is the new one at `newIndex`.
  @inlinable @inline(__always)
  mutating func match(_ oldIndex: Int, _ newIndex: Int) {
    oldIndexOfNew[newIndex] = Int32(truncatingIfNeeded: oldIndex)
    newIndexOfOld[oldIndex] = Int32(truncatingIfNeeded: newIndex)
  }
}
