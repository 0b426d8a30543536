extension Changeset {
  /// The changeset that turns `old` into `new`, identifying items by `id` and comparing their
  /// content with `contentEquals`.
  ///
  /// Linear in the lengths (plus `m log m` for the `m` items in both lists, to find the fewest
  /// moves), deterministic, and total: duplicate identities are matched in order of appearance
  /// (the k-th `x` in `old` is the k-th `x` in `new`), and extra ones are deleted or inserted.
  @inlinable
  public init<ID: Hashable>(
    from old: [Element], to new: [Element], identifiedBy id: (Element) -> ID,
    contentEquals: (Element, Element) -> Bool
  ) {
    let matching = IdentityMatching(old: old, new: new, id: id)
    self = matching.changeset(old: old, new: new, contentEquals: contentEquals)
  }
}

extension Changeset where Element: Equatable {
  /// The changeset that turns `old` into `new`, identifying items by `id`; an item with the same
  /// identity and different content (`!=`) is an update.
  @inlinable
  public init<ID: Hashable>(from old: [Element], to new: [Element], identifiedBy id: (Element) -> ID) {
    self.init(from: old, to: new, identifiedBy: id, contentEquals: ==)
  }
}

extension Changeset where Element: Identifiable & Equatable {
  /// The changeset that turns `old` into `new`: identity is `id`, content is `==`.
  @inlinable
  public init(from old: [Element], to new: [Element]) {
    self.init(from: old, to: new, identifiedBy: { $0.id }, contentEquals: ==)
  }
}

/// Which item of the new list is which item of the old one.
@usableFromInline
struct IdentityMatching {
  /// For each new index, the old index of the same item, or -1 for an inserted one.
  @usableFromInline var oldIndexOfNew: [Int]
  /// For each old index, the new index of the same item, or -1 for a deleted one.
  @usableFromInline var newIndexOfOld: [Int]

  /// Matches by identity; the k-th occurrence of an identity in `old` matches its k-th in `new`.
  @inlinable
  init<Element, ID: Hashable>(old: [Element], new: [Element], id: (Element) -> ID) {
    self = withoutActuallyEscaping(id) { id in IdentityMatching(oldIDs: old.lazy.map(id), newIDs: new.lazy.map(id)) }
  }

  /// Matches the positions of two sequences of identities (lazy ones, so nothing is copied and
  /// the identity function is inlined).
  @inlinable
  init<OldIDs: RandomAccessCollection, NewIDs: RandomAccessCollection>(oldIDs: OldIDs, newIDs: NewIDs)
  where OldIDs.Element: Hashable, NewIDs.Element == OldIDs.Element, OldIDs.Index == Int, NewIDs.Index == Int {
    let oldCount = oldIDs.count
    let newCount = newIDs.count
    // The first unmatched occurrence of each identity in `old`, and a link from each occurrence
    // to the next, so duplicates cost no extra hashing.
    var nextUnmatched = [OldIDs.Element: Int](minimumCapacity: oldCount)
    var laterOccurrence = [Int](repeating: -1, count: oldCount)
    var index = oldCount - 1
    while index >= 0 {
      if let later = nextUnmatched.updateValue(index, forKey: oldIDs[index]) { laterOccurrence[index] = later }
      index -= 1
    }
    var oldIndexOfNew = [Int](repeating: -1, count: newCount)
    var newIndexOfOld = [Int](repeating: -1, count: oldCount)
    for newIndex in 0..<newCount {
      guard let slot = nextUnmatched.index(forKey: newIDs[newIndex]) else { continue }
      let oldIndex = nextUnmatched.values[slot]
      guard oldIndex >= 0 else { continue }
      oldIndexOfNew[newIndex] = oldIndex
      newIndexOfOld[oldIndex] = newIndex
      nextUnmatched.values[slot] = laterOccurrence[oldIndex]
    }
    self.oldIndexOfNew = oldIndexOfNew
    self.newIndexOfOld = newIndexOfOld
  }

  /// The changeset this matching stands for: unmatched old items are deleted, unmatched new
  /// ones inserted; of the matched ones, those outside a longest run that kept its order move.
  @inlinable
  func changeset<Element>(
    old: [Element], new: [Element], contentEquals: (Element, Element) -> Bool
  ) -> Changeset<Element> {
    var deletes: [Int] = []
    for oldIndex in old.indices where newIndexOfOld[oldIndex] < 0 { deletes.append(oldIndex) }
    let staying = OrderKeepingItems(oldIndexOfNew: oldIndexOfNew)
    var insertions: [Changeset<Element>.Insertion] = []
    var moves: [Changeset<Element>.Move] = []
    var updates: [Changeset<Element>.Update] = []
    for newIndex in new.indices {
      let oldIndex = oldIndexOfNew[newIndex]
      if oldIndex < 0 {
        insertions.append(.init(index: newIndex, element: new[newIndex]))
        continue
      }
      if !staying.contains(newIndex) { moves.append(.init(source: oldIndex, destination: newIndex)) }
      if !contentEquals(old[oldIndex], new[newIndex]) {
        updates.append(.init(source: oldIndex, destination: newIndex, element: new[newIndex]))
      }
    }
    if !moves.isEmpty { updates.sort { $0.source < $1.source } }
    return Changeset(
      oldCount: old.count, newCount: new.count, deletes: deletes, insertions: insertions, moves: moves,
      updates: updates)
  }
}
