/// How `PagedList` reduces writes (`RowWrites` says what they guarantee).
extension PagedList {
  /// Runs `change` (the user's write, or a failed one put back) and moves `totalCount` by the
  /// rows it added or removed; once every page is loaded, the count is the rows shown.
  mutating func countingRows(_ change: (inout PagedList) -> Void) {
    let before = items.count
    change(&self)
    totalCount = totalCount.map { isComplete ? items.count : $0 + items.count - before }
  }

  /// The user's change: shown at once; sent now, or after the row's request in flight.
  mutating func begin(_ write: RowWrite<Item>) {
    writes.failure = nil
    if let pending = writes.index(of: write.item.id) {
      let entry = writes.pending[pending]
      // An id already on its way to the server is not a new row's.
      guard write.kind != .insert else { return }
      if entry.confirmed == nil, entry.request.write.kind == .insert, write.kind == .update {
        // Its id is the server's to give: a change cannot be aimed at it before that.
        writes.failure = WriteFailure(
          kind: .update,
          error: FeatureError(message: "It is still being added; try again once it is saved.", isRetryable: true))
        return
      }
      guard show(write) else { return }
      writes.pending[pending].waiting = write
      return
    }
    let confirmedIndex: Int
    switch write {
    case let .insert(item, at):
      guard index(of: item.id) == nil else { return }
      confirmedIndex = min(max(0, at), items.count)
    case let .update(item), let .remove(item):
      guard let index = index(of: item.id) else { return }
      confirmedIndex = index
    }
    let confirmed = write.kind == .insert ? nil : items[confirmedIndex]
    let rowBefore = rowID(before: confirmedIndex)
    guard show(write) else { return }
    writes.pending.append(
      RowWrites.Pending(
        request: writes.request(write), confirmed: confirmed, confirmedIndex: confirmedIndex, rowBefore: rowBefore))
  }

  /// The server accepted request `number`: the row shows its answer, or the change waiting for
  /// it goes next, aimed at the row as the server now has it. Returns the id of the row the
  /// server removed, if the request was a removal of a row it had (not one a change made
  /// elsewhere had removed already: that one counted then).
  mutating func finish(request number: Int, saved: Item?) -> Item.ID? {
    guard let pending = writes.index(ofRequest: number) else { return nil }
    var entry = writes.pending[pending]
    var saved = saved
    let sent = entry.request.write
    if entry.confirmed == nil, sent.kind != .insert {
      // Another screen removed the row while this was on its way: whatever the server did with
      // this first, it has no row to show now, nor to change.
      dropRow(pending: pending)
      return nil
    }
    if sent.kind == .insert, let id = saved?.id, id != sent.item.id,
      !keepsNewRow(pending: pending, as: id, saved: &saved)
    {
      return nil
    }
    let removed = sent.kind == .remove && entry.confirmed != nil ? sent.item.id : nil
    let confirmed = sent.kind == .remove ? nil : saved ?? sent.item
    if sent.kind == .remove { writes.rowGone(sent.item.id, followedRow: entry.rowBefore) }
    // A row added on other rows is not of these: a page that brings it was read after it was
    // added, so its copy is as new as this answer, or newer.
    if let confirmed, !(sent.kind == .insert && entry.beganOnOtherRows) {
      confirm(confirmed)
      if sent.kind == .insert, isLoading { addedForTheUserWhileLoading.insert(confirmed.id) }
    }
    guard var next = entry.waiting else {
      writes.pending.remove(at: pending)
      if let confirmed, let index = index(of: sent.item.id) { items[index] = confirmed }
      return removed
    }
    if case .remove = next, let confirmed, confirmed.id != next.item.id {
      next = .remove(confirmed)  // an added row, removed before the server gave it its id
    }
    entry.confirmed = confirmed
    entry.request = writes.request(next)
    entry.waiting = nil
    writes.pending[pending] = entry
    return removed
  }

  /// The server gave the user's new row (the writes at `pending`) the id `id`, which the list
  /// may have heard of meanwhile. Returns whether the new row stays; if so, `saved` becomes the
  /// row as the list keeps it.
  private mutating func keepsNewRow(pending: Int, as id: Item.ID, saved: inout Item?) -> Bool {
    if removedRows.contains(id) {
      // Another screen removed the new row before its answer came.
      dropRow(pending: pending)
      return false
    }
    if writes.index(of: id) != nil {
      // A page read after the server added the row brought it under its id, and the user is
      // changing or removing that copy: its writes are the row's, and this copy goes (a removal
      // of this copy waiting for the answer removes that one).
      let removedHere = writes.pending[pending].waiting?.kind == .remove
      dropRow(pending: pending)
      if removedHere, let copy = writes.index(of: id), writes.pending[copy].latest.kind != .remove {
        let row = writes.pending[copy].latest.item
        writes.pending[copy].waiting = .remove(row)
        countingRows { _ = $0.remove(id: row.id) }
      }
      return false
    }
    // A page read after the server added the row brought it under its id: one copy stays, where
    // the user put it, as the page has it (it was read after this answer was made, and what
    // changed since shows on it); where the page put it if the user's is not shown (added on
    // other rows); none if the user is removing it.
    if let copy = index(of: id) {
      saved = items[copy]
      let usersCopyShown = index(of: writes.pending[pending].request.write.item.id) != nil
      if usersCopyShown || writes.pending[pending].latest.kind == .remove {
        countingRows { _ = $0.remove(id: id) }
      }
    }
    return true
  }

  /// Drops the writes at `pending` and their row, which another screen removed (its removal
  /// counted then) or which is shown as another copy: the row goes, and the rows a failure would
  /// put back after it go after the row it followed.
  private mutating func dropRow(pending: Int) {
    let entry = writes.pending.remove(at: pending)
    writes.rowGone(entry.rowID, followedRow: entry.rowBefore)
    countingRows { _ = $0.remove(id: entry.rowID) }
  }

  /// Request `number` failed: the row goes back to what the server last confirmed (an added row
  /// goes away, a removed one comes back where it stood; a row a refresh has not brought back
  /// yet is left to its page), the changes waiting for it are
  /// dropped (they were made on top of it), and the status says why.
  mutating func fail(request number: Int, _ error: FeatureError) {
    guard let pending = writes.index(ofRequest: number) else { return }
    let entry = writes.pending.remove(at: pending)
    switch (index(of: entry.rowID), entry.confirmed) {
    case let (index?, confirmed?): items[index] = confirmed
    case (_?, nil): remove(id: entry.rowID)
    case let (nil, confirmed?) where entry.latest.kind == .remove && !entry.beganOnOtherRows:
      insert(confirmed, at: position(after: entry.rowBefore) ?? entry.confirmedIndex)
    case (nil, _): break  // not of these rows, or a refresh has not brought it back yet
    }
    writes.failure = WriteFailure(kind: entry.request.write.kind, error: error)
  }

  /// After a page replaced rows (`pageRows` of the page's `pageItems` are shown): the server's
  /// rows in it become what it confirmed, and the rows with writes pending show the user's
  /// changes again. A row being removed is not shown, but the page says where it stands: after
  /// the nearest row before it that is shown or being changed (first on page 1 if none), which
  /// is where a failure puts it back.
  mutating func keepPendingWrites(over pageRows: [Item], of pageItems: [Item]) {
    for pending in writes.pending.indices {
      let entry = writes.pending[pending]
      if let id = entry.confirmed?.id, let fresh = pageRows.first(where: { $0.id == id }), let at = index(of: id) {
        writes.pending[pending].beganOnOtherRows = false
        writes.pending[pending].confirmed = fresh
        writes.pending[pending].confirmedIndex = at
        writes.pending[pending].rowBefore = rowID(before: at)
      } else if let id = entry.confirmed?.id, let inPage = pageItems.firstIndex(where: { $0.id == id }) {
        writes.pending[pending].beganOnOtherRows = false
        writes.pending[pending].confirmed = pageItems[inPage]
        let placed = pageItems[..<inPage].last { index(of: $0.id) != nil || writes.index(of: $0.id) != nil }
        if let placed {
          writes.pending[pending].rowBefore = placed.id
          if let at = index(of: placed.id) { writes.pending[pending].confirmedIndex = at + 1 }
        } else if loadingPage == 1 {
          writes.pending[pending].rowBefore = nil
          writes.pending[pending].confirmedIndex = 0
        }
      }
      // A row added on other rows is not of these until a page brings it.
      if !(entry.beganOnOtherRows && entry.latest.kind == .insert) { show(entry.latest) }
    }
  }

  /// Where a row put back after `rowBefore` goes: after it if it is shown; if it is itself
  /// being removed, after the row it followed, and so on; first for none. `nil` when the chain
  /// ends at a row no longer known.
  private func position(after rowBefore: Item.ID?) -> Int? {
    var before = rowBefore
    for _ in 0...writes.pending.count {
      guard let id = before else { return 0 }
      if let index = index(of: id) { return index + 1 }
      guard let entry = writes.pending.first(where: { $0.rowID == id }) else { return nil }
      before = entry.rowBefore
    }
    return nil
  }

  /// The id of the row before `index`, if any.
  private func rowID(before index: Int) -> Item.ID? {
    index > 0 && index <= items.count ? items[index - 1].id : nil
  }

  /// Shows `write` in the rows; says whether it applied (the row it changes or removes is
  /// there). An insert always applies: a row already shown with its id (a page brought it) is
  /// replaced.
  @discardableResult
  private mutating func show(_ write: RowWrite<Item>) -> Bool {
    switch write {
    case let .insert(item, at):
      if update(item) { return true }
      insert(item, at: at)
      return true
    case let .update(item): return update(item)
    case let .remove(item): return remove(id: item.id) != nil
    }
  }
}
