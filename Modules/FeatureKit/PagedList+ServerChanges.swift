import ReactiveCore

/// How a list follows changes of its rows made elsewhere: the row an edit form opened from the
/// list saved, a row another screen removed.
extension PagedList {
  /// The loop's feedback that follows `changes` (a provider's, usually made with
  /// `APIClient.changes(of:as:)`), each reduced on `scheduler` as `serverChanged`. Every change
  /// counts: none is dropped while the list loads or saves. The list's own writes may come back
  /// this way too (a client announces each write it makes), before or after their own answer,
  /// and change nothing more than the answer does.
  ///
  /// - `updated`: a shown row shows the server's row. A row with a change of the user's still on
  ///   its way keeps showing that change, which the server's row is now under: a failure puts
  ///   the server's row back. A row not shown yet is left to its page. The news carries no
  ///   time: of this and the answer to the user's own change of the row, the later to arrive
  ///   shows.
  /// - `removed`: a shown row goes, and counts as a row the server removed (not shown again,
  ///   the next page steps back one row; a page loading is asked for a row earlier, as it may
  ///   have been read after the removal). A row the user is still saving stays until its own
  ///   answer (a failure then takes it away); a row not shown yet is never shown, and if a page
  ///   read before the removal brings it, the next page steps back one row. A page read after
  ///   the removal and answered before its news may have skipped a row, until a refresh.
  /// - `added`: a row with an id already shown is `updated`. Once every page is loaded the row
  ///   is added at the end, where a numbered page would bring it; before that its page brings
  ///   it. On a server that puts new rows first (`newRows` is `.atTheStart`) it shows first as
  ///   soon as page 1 is loaded. It is held back (`additionsOnHold`) while a row of the user's
  ///   own waits for its id, as it may be that row, and while page 1 loads again, which may have
  ///   been read before it: then it shows unless the answer or the page brought it.
  public static func following(
    _ changes: Signal<ServerChange<Item>, Never>, on scheduler: DateScheduler
  ) -> Feedback<PagedList, Event> {
    Feedback(source: changes.observe(on: scheduler), as: Event.serverChanged)
  }

  /// Shows a change the server accepted from elsewhere, as `following(_:on:)` says.
  mutating func applyServerChange(_ change: ServerChange<Item>) {
    switch change {
    case let .updated(item): applyServerUpdate(item)
    case let .removed(id): applyServerRemoval(id)
    case let .added(item):
      if index(of: item.id) != nil || writes.index(of: item.id) != nil {
        applyServerUpdate(item)
      } else if let held = additionsOnHold.firstIndex(where: { $0.id == item.id }) {
        additionsOnHold[held] = item
      } else if !removedRows.contains(item.id) {
        additionsOnHold.append(item)
        showAdditionsOnHold()
      }
    }
  }

  /// Shows the rows added elsewhere that the list held back where the server put them
  /// (`newRows`): at the end once every page is loaded and nothing loads, at the start once
  /// page 1 is loaded and is not loading again; either way once no new row of the user's waits
  /// for its id. Drops those shown since (a page or an answer brought them) or removed.
  mutating func showAdditionsOnHold() {
    guard !additionsOnHold.isEmpty else { return }
    let rows = additionsOnHold.filter {
      index(of: $0.id) == nil && writes.index(of: $0.id) == nil && !removedRows.contains($0.id)
    }
    additionsOnHold = rows
    let placeable =
      switch newRows {
      case .atTheEnd: isComplete && !isLoading
      case .atTheStart: (isComplete || nextPage > 1) && loadingPage != 1 && !isRefreshing
      }
    guard placeable, !writes.isWaitingForANewRowsID, !rows.isEmpty else { return }
    additionsOnHold = []
    countingRows { list in
      for row in rows { list.insert(row, at: list.newRows == .atTheEnd ? list.items.count : 0) }
    }
  }

  private mutating func applyServerUpdate(_ item: Item) {
    confirm(item)
    if let pending = writes.index(of: item.id) {
      guard writes.pending[pending].confirmed != nil else { return }
      writes.pending[pending].confirmed = item
    } else if !update(item), let held = additionsOnHold.firstIndex(where: { $0.id == item.id }) {
      additionsOnHold[held] = item
    }
  }

  private mutating func applyServerRemoval(_ id: Item.ID) {
    let shown = index(of: id)
    let beforeTheLoadingPage = shown.map { $0 < rowsBeforeLoadingPage } ?? false
    if let pending = writes.index(of: id) {
      // The server no longer has what the entry would put back; the user's change stays on
      // screen until its own answer. A removal of the user's then confirms nothing more.
      guard writes.pending[pending].confirmed != nil else { return }
      writes.pending[pending].confirmed = nil
    } else if let shown {
      writes.rowGone(id, followedRow: shown > 0 ? items[shown - 1].id : nil)
      countingRows { $0.remove(id: id) }
    } else {
      let wasHeld = additionsOnHold.contains { $0.id == id }
      if removedRows.insert(id).inserted { removedBeforeShown.insert(id) }
      additionsOnHold.removeAll { $0.id == id }
      // On a server that puts new rows first, a row held back stood before every row shown.
      if wasHeld, newRows == .atTheStart { rowLeftUnseen() }
      return
    }
    serverRemoved(id)
    // The page loading may have been read after the removal, starting a row later.
    if beforeTheLoadingPage { stepBackTheLoadingPage(removals: 1) }
  }
}
