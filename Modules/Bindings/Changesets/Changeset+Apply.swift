extension Changeset {
  /// `old` changed as this changeset says: the new list.
  ///
  /// Deletes and move sources leave; the remaining items keep their order and fill the places
  /// that insertions and move destinations leave free; updates then replace content. One pass
  /// that copies the untouched runs whole.
  /// - Precondition: `old.count == oldCount`, and the changeset is consistent (indices in range,
  ///   no place filled twice).
  public func applied(to old: [Element]) -> [Element] {
    precondition(old.count == oldCount, "a changeset of \(oldCount) items applied to \(old.count)")
    precondition(
      oldCount - deletes.count == newCount - insertions.count,
      "inconsistent changeset: \(self)")
    let leaving = deletes + moves.map { $0.source }
    let arriving =
      insertions.map { (index: $0.index, element: $0.element) }
      + moves.map { (index: $0.destination, element: old[$0.source]) }
    guard var result = mergeRuns(old: old, leaving: leaving, arriving: arriving) else {
      preconditionFailure("inconsistent changeset: \(self)")
    }
    for update in updates { result[update.destination] = update.element }
    return result
  }
}
