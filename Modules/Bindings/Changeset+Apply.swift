extension Changeset {
  /// `old` changed as this changeset says: the new list.
  ///
  /// Deletes and move sources leave; the remaining items keep their order and fill the places
  /// that insertions and move destinations leave free; updates then replace content.
  /// - Precondition: `old.count == oldCount`, and the changeset is consistent (indices in range,
  ///   no place filled twice).
  public func applied(to old: [Element]) -> [Element] {
    precondition(old.count == oldCount, "a changeset of \(oldCount) items applied to \(old.count)")
    precondition(
      oldCount - deletes.count == newCount - insertions.count,
      "inconsistent changeset: \(self)")
    var placed = [Element?](repeating: nil, count: newCount)
    var leaves = [Bool](repeating: false, count: oldCount)
    for insertion in insertions {
      precondition(placed[insertion.index] == nil, "two items inserted at \(insertion.index)")
      placed[insertion.index] = insertion.element
    }
    for move in moves {
      precondition(placed[move.destination] == nil, "two items moved to \(move.destination)")
      placed[move.destination] = old[move.source]
      leaves[move.source] = true
    }
    for index in deletes { leaves[index] = true }
    var free = 0
    for (index, element) in old.enumerated() where !leaves[index] {
      while placed[free] != nil { free += 1 }
      placed[free] = element
    }
    for update in updates { placed[update.destination] = update.element }
    return placed.map { $0! }
  }
}
