/// How a `PagedList` reconciles a page with what changed while it was on its way: the server
/// may have read the page before or after each write and removal, and the list must end up
/// showing every row the server has, once, as the server has it.
extension PagedList {
  /// The server confirmed `row` as it now has it: shown, and kept over a page loading now,
  /// which may have been read before.
  mutating func confirm(_ row: Item) {
    if isLoading { confirmedWhileLoading[row.id] = row }
  }

  /// How many rows the pages before the loading one hold: a refresh replaces every row (they
  /// stay on screen until its first part arrives).
  var rowsBeforeLoadingPage: Int {
    isRefreshing ? 0 : items.count - (rowsOfLoadingPage ?? 0)
  }

  /// A part of the loading page is about to replace rows: records those shown that the server
  /// confirmed while it loads (`confirmedRowsShownWhileLoading`).
  mutating func noteConfirmedRowsShown() {
    guard !confirmedWhileLoading.isEmpty else { return }
    for row in items where confirmedWhileLoading[row.id] != nil && !confirmedRowsShownWhileLoading.contains(row.id) {
      confirmedRowsShownWhileLoading.append(row.id)
    }
  }

  /// A page arrived that lacks rows of `candidates` it replaced: the last page (any row the
  /// server confirmed while it loaded), or any page from a server that puts new rows first (the
  /// user's new rows it added meanwhile). Such a row was added after the page was read, and no
  /// later page will bring it, so it stays after the page's rows (showing the user's change of
  /// it still on its way, if any).
  mutating func keepRowsAddedWhileLoading(_ candidates: some Collection<Item.ID>) {
    let candidates = Set(candidates)
    for id in confirmedRowsShownWhileLoading
    where candidates.contains(id) && index(of: id) == nil && !removedRows.contains(id) {
      if let pending = writes.index(of: id) {
        let latest = writes.pending[pending].latest
        if latest.kind != .remove { insert(latest.item, at: items.count) }
      } else if let row = confirmedWhileLoading[id] {
        insert(row, at: items.count)
      }
    }
  }

  /// A page brought `pageItems`: each that another screen removed before the list showed it was
  /// read before the removal, which moved the later pages back one row, as a shown row's does.
  mutating func countRemovalsBeforeShown(broughtBy pageItems: [Item]) {
    let broughtAfterRemoval = pageItems.filter { removedBeforeShown.contains($0.id) }.map(\.id)
    removalsSincePageRequest += broughtAfterRemoval.count
    removedBeforeShown.subtract(broughtAfterRemoval)
  }

  /// The user began `removals` removals of shown rows while a later page loads: the server may
  /// carry them out before it reads that page, which then starts as many rows later, and the
  /// rows it skips end the pages before. So the page as many rows back as all the removals begun
  /// during the load is asked for instead, if it is not the one loading (a page further back
  /// for every page's worth of rows: rows shown again are dropped). A refresh reads from the
  /// first row, so nothing is skipped.
  mutating func stepBackTheLoadingPage(removals: Int) {
    guard removals > 0, let page = loadingPage, page > 1, !isRefreshing else { return }
    var during = removalsDuringLoad ?? RemovalsDuringLoad(firstPageAsked: page, count: 0)
    during.count += removals
    let rowsPerPage = pageSize ?? 1
    let earlier = max(1, during.firstPageAsked - (during.count + rowsPerPage - 1) / rowsPerPage)
    if earlier != page {
      nextPage = earlier
      startLoading(page: earlier)
    }
    removalsDuringLoad = during
  }
}
