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

extension IdentityMatching {
  /// The changeset this matching stands for: unmatched old items are deleted, unmatched new
  /// ones inserted; of the matched ones, those outside a longest run that kept its order move.
  @inlinable
  func changeset<Element>(
    old: [Element], new: [Element], contentEquals: (Element, Element) -> Bool
  ) -> Changeset<Element> {
    var deletes: [Int] = []
    for oldIndex in old.indices where newIndexOfOld[oldIndex] < 0 { deletes.append(oldIndex) }
    let staying = OrderKeepingItems(oldIndexOfNew: oldIndexOfNew, oldCount: old.count)
    var insertions: [Changeset<Element>.Insertion] = []
    var moves: [Changeset<Element>.Move] = []
    var updates: [Changeset<Element>.Update] = []
    for newIndex in new.indices {
      let oldIndex = Int(oldIndexOfNew[newIndex])
      if oldIndex < 0 {
        insertions.append(.init(index: newIndex, element: new[newIndex]))
        continue
      }
      if !staying.contains(oldIndex: oldIndex) { moves.append(.init(source: oldIndex, destination: newIndex)) }
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
