import ReactiveCore

/// The state machine of a list loaded from a server, page by page or all at once: what Posts,
/// BeerList and PostDetail's comments share. Drive it with `reduce` and `loading(pages:on:)` in a
/// `Loop`, and test it with `LoopTester`.
///
/// - `fetch` loads the next page (the first from `initial`); ignored while loading or at the end.
/// - `reached(row:)` loads the next page when the row is within `prefetchDistance` of the end
///   (not after a failure: then only the user retries).
/// - `retry` loads again the page that failed, keeping the rows loaded before.
/// - `refresh` loads from page 1 again without emptying the list: the rows stay until page 1
///   arrives and replaces them. `reload` (a list screen's `r`) is `retry` after a failure, else
///   `refresh`.
/// - A page may arrive in parts (`itemsArrived`, a catalogue streamed as it loads); the status stays
///   loading until `pageArrived`.
/// - `write` changes a row at once and sends the change (`writing(insert:update:remove:on:)`):
///   see `RowWrites`. Rows being saved stay as the user left them through page loads, refreshes
///   and retries; a failed write puts back what the server last confirmed.
/// - `serverChanged` shows a change of a row made elsewhere, an edit form's save
///   (`following(_:on:)`).
public struct PagedList<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
  /// Where loading stands.
  public enum Status: Equatable, Sendable {
    /// Nothing asked yet.
    case initial
    /// Page `page` is loading.
    case loading(page: Int)
    /// The last request succeeded.
    case loaded
    /// The last request failed; the rows loaded before stay.
    case failed(FeatureError)
  }

  /// What changes the list.
  public enum Event: Equatable, Sendable {
    /// Load the next page.
    case fetch
    /// Load page 1 again, keeping the rows until it arrives.
    case refresh
    /// Load the failed page again.
    case retry
    /// What a list's `r` does: `retry` after a failure, else `refresh`.
    case reload
    /// The user's selection is on `row`: near the end, the next page loads.
    case reached(row: Int)
    /// Page `page` arrived whole.
    case pageArrived(page: Int, ListPage<Item>)
    /// Part of page `page` arrived: the page's items so far (it is still loading).
    case itemsArrived(page: Int, [Item])
    /// Loading failed.
    case failed(FeatureError)
    /// The user changed a row: shown at once, sent after the row's request in flight, if any.
    case write(RowWrite<Item>)
    /// The server accepted request `number`; `saved` is the row as it keeps it (`nil`: it sent
    /// none back, as for a removal, and what was sent stands).
    case writeSucceeded(request: Int, saved: Item?)
    /// Request `number` failed: the row goes back to what the server last confirmed.
    case writeFailed(request: Int, FeatureError)
    /// The server accepted a change of a row made elsewhere (`following(_:on:)`): the list
    /// shows it, under the user's own changes still on their way (`following(_:on:)`).
    case serverChanged(ServerChange<Item>)
  }

  /// How close to the end the selection must come for the next page to load.
  public var prefetchDistance: Int
  /// Where the server puts a row added to the collection: where a row another screen added
  /// shows (`following(_:on:)`).
  public var newRows: NewRowPlacement
  /// The rows, in order.
  public var items: [Item] = []
  /// Where loading stands.
  public var status: Status = .initial
  /// The page the next fetch asks for.
  public var nextPage = 1
  /// Whether every page is loaded.
  public var isComplete = false
  /// How many items the list has in all, once a page said: the last page's count, plus the
  /// rows the user added and minus the ones they removed since (a failed write undoes its
  /// part), so "4 of 9" follows a removal from "5 of 10" at once. Once every page is loaded,
  /// the rows shown. Before, a change the server carried out before it counted a page and
  /// answered after may count twice until the next page.
  public var totalCount: Int?
  /// How many rows of the page loading now are shown (a page may arrive in parts); `nil` before
  /// its first part.
  public var rowsOfLoadingPage: Int?
  /// Whether the page loading (or failed) is page 1 asked for again by `refresh`: it replaces
  /// every row when it arrives, and `retry` asks for it again.
  public var isRefreshing = false
  /// How many rows a page holds: the size of a page that is not the last (all of them are the
  /// same size). `nil` until one arrives.
  public var pageSize: Int?
  /// The rows the server confirmed removing since page 1 was last asked for: a page asked for
  /// before the server removed one may still bring it, and it is not shown again.
  public var removedRows: Set<Item.ID> = []
  /// The rows among `removedRows` the list had not shown when the server removed them (another
  /// screen's removals): a page read before the removal still brings such a row, and then its
  /// removal moved the later pages back one row, as a shown row's does.
  public var removedBeforeShown: Set<Item.ID> = []
  /// How many rows the server confirmed removing since the page loading (or last loaded) was
  /// asked for: each moved the pages after it back one row.
  public var removalsSincePageRequest = 0
  /// While a page loads that the user's removals moved back: the page asked for before the first
  /// of them, and how many they began during its load (see `write`).
  public var removalsDuringLoad: RemovalsDuringLoad?
  /// The rows' writes the server has not answered, and the last failed one.
  public var writes = RowWrites<Item>()
  /// The rows the server confirmed a change of while the page loading was on its way (the
  /// user's, or another screen's): the page may have been read before the change, so these
  /// win over its copies of them.
  public var confirmedWhileLoading: [Item.ID: Item] = [:]
  /// Those of `confirmedWhileLoading` the list showed before a part of the page replaced them,
  /// in the order it showed them: if the page is the last and lacks one, it was read before
  /// the server added it, and it stays.
  public var confirmedRowsShownWhileLoading: [Item.ID] = []
  /// The new rows of the user's the server added while the page loading was on its way: on a
  /// server that puts new rows first no page after page 1 brings them, so one the page replaced
  /// stays (`NewRowPlacement.atTheStart`).
  public var addedForTheUserWhileLoading: Set<Item.ID> = []
  /// Rows another screen added that the list holds back until it can tell where they go (see
  /// `following(_:on:)`).
  public var additionsOnHold: [Item] = []

  /// An empty list that loads nothing until `fetch`, of a server that puts added rows where
  /// `newRows` says (at the end unless told).
  public init(prefetchDistance: Int = 5, newRows: NewRowPlacement = .atTheEnd) {
    self.prefetchDistance = prefetchDistance
    self.newRows = newRows
  }

  /// Whether a page is loading.
  public var isLoading: Bool { loadingPage != nil }

  /// The page loading now, if any (what the loading effect follows).
  public var loadingPage: Int? {
    if case let .loading(page) = status { return page }
    return nil
  }

  /// Why the last request failed, if it did.
  public var failure: FeatureError? {
    if case let .failed(error) = status { return error }
    return nil
  }

  /// Applies `event`.
  public static func reduce(_ state: inout PagedList, _ event: Event) {
    switch event {
    case .fetch:
      guard !state.isLoading, !state.isComplete else { return }
      state.loadNextPage()
    case .retry:
      state.writes.failure = nil
      guard state.failure != nil else { return }
      state.isRefreshing ? state.startRefreshing() : state.loadNextPage()
    case .refresh:
      state.writes.failure = nil
      guard state.loadingPage != 1 else { return }
      state.startRefreshing()
    case .reload:
      reduce(&state, state.failure == nil ? .refresh : .retry)
    case let .reached(row):
      guard row >= state.items.count - state.prefetchDistance, state.status == .loaded, !state.isComplete else {
        return
      }
      state.loadNextPage()
    case let .itemsArrived(page, items):
      guard state.loadingPage == page else { return }
      state.replaceLoadingPage(with: items)
    case let .pageArrived(page, result):
      guard state.loadingPage == page else { return }
      state.finishLoading(page: page, with: result)
    case let .failed(error):
      guard state.isLoading else { return }
      state.status = .failed(error)
      state.removalsDuringLoad = nil
    case let .write(write):
      let removals = state.writes.pendingRemovalsOfServerRows
      state.countingRows { $0.begin(write) }
      state.stepBackTheLoadingPage(removals: state.writes.pendingRemovalsOfServerRows - removals)
    case let .writeSucceeded(number, saved):
      let removals = state.writes.pendingRemovalsOfServerRows
      if let removed = state.finish(request: number, saved: saved) { state.serverRemoved(removed) }
      // A new row the user removed before it was saved is now a server row being removed.
      state.stepBackTheLoadingPage(removals: state.writes.pendingRemovalsOfServerRows - removals)
      state.showAdditionsOnHold()
    case let .writeFailed(number, error):
      state.countingRows { $0.fail(request: number, error) }
      state.showAdditionsOnHold()
    case let .serverChanged(change): state.applyServerChange(change)
    }
  }

  /// The server removed the row with `id`, which was shown or being removed: it is not shown
  /// again, the pages after it moved back one row, and with few rows left the next page loads.
  mutating func serverRemoved(_ id: Item.ID) {
    removedRows.insert(id)
    removalsSincePageRequest += 1
    loadNextPageIfEveryRowIsNearTheEnd()
  }

  /// A row the list does not show left the server's rows somewhere among them (a row that
  /// joined a `QueriedList`'s query unseen, then left it; a row held back on a server that puts
  /// new rows first, then removed): the pages after it may have moved
  /// back one row, so the next is asked for a row earlier (asking early only brings rows shown
  /// already again).
  mutating func rowLeftUnseen() {
    removalsSincePageRequest += 1
    stepBackTheLoadingPage(removals: 1)
    loadNextPageIfEveryRowIsNearTheEnd()
  }

  /// Page `page` arrived whole: its rows replace what arrived of it, and the list is loaded.
  private mutating func finishLoading(page: Int, with result: ListPage<Item>) {
    replaceLoadingPage(with: result.items)
    if result.isLastPage {
      keepRowsAddedWhileLoading(confirmedWhileLoading.keys)
    } else if newRows == .atTheStart {
      keepRowsAddedWhileLoading(addedForTheUserWhileLoading)
    }
    countRemovalsBeforeShown(broughtBy: result.items)
    let broughtNothingNew = rowsOfLoadingPage == 0
    forgetTheLoad()
    nextPage = page + 1
    isRefreshing = false
    isComplete = result.isLastPage
    if !result.isLastPage, !result.items.isEmpty { pageSize = result.items.count }
    // The server counted what it confirmed; the changes still on their way are the user's, and
    // a row it brought that it has removed since was counted before the removal.
    let countedBeforeRemoval = result.items.count { removedRows.contains($0.id) }
    totalCount = result.totalCount.map {
      // With every page loaded, the rows shown are the count: the server may have counted a
      // change of the user's or another screen's that it has not told of yet, or not.
      isComplete ? items.count : $0 + writes.pendingRowCountChange - countedBeforeRemoval
    }
    status = .loaded
    showAdditionsOnHold()
    guard !result.items.isEmpty else { return }
    let rowsSeen = items.count + removedRows.count + writes.pendingRemovalsOfServerRows
    if broughtNothingNew, !isComplete, let pageSize, rowsSeen >= page * pageSize {
      // A page read again after removals, all of whose rows are shown or removed: the user,
      // whose selection is at the end, could not move to ask for more, so the next loads now.
      loadNextPage()
    } else {
      // A page that brought few new rows leaves the selection where it was: if it is near the
      // end wherever it is, the next page loads now.
      loadNextPageIfEveryRowIsNearTheEnd()
    }
  }

  /// After the server removed a row, or a page arrived: when every row is within
  /// `prefetchDistance` of the end, where any selection would ask for the next page, and more
  /// pages exist, it loads now. The selection may not move (removing the row it is on, or a
  /// page bringing rows below it), so `.reached` may never come, and a list its user emptied
  /// would say "No items yet" with pages still on the server. It waits for the removals the
  /// server has not answered (the last answer asks again): a page asked for beside a removal
  /// may come from before or after it, and only a page asked for after it is sure to count it.
  mutating func loadNextPageIfEveryRowIsNearTheEnd() {
    guard status == .loaded, !isComplete, items.count <= prefetchDistance,
      writes.pendingRemovalsOfServerRows == 0, writes.pendingDepartures == 0
    else { return }
    loadNextPage()
  }

  /// Asks for the page holding the first row not shown yet: `nextPage`, or an earlier one when
  /// the server removed rows since the last page was asked for (each moved the later pages back
  /// one row). The removals still waiting for the server count too, though the server may
  /// answer this page first (then they count again for the next): asking early only brings
  /// rows already shown again, which are dropped, while asking late would skip rows. So do the
  /// changes on their way that may take a row out of a `QueriedList`'s query
  /// (`RowWrites.leavingTheRows`).
  private mutating func loadNextPage() {
    let removed = removalsSincePageRequest + writes.pendingRemovalsOfServerRows + writes.pendingDepartures
    if removed > 0, let pageSize {
      nextPage = max(1, nextPage - (removed + pageSize - 1) / pageSize)
    }
    isRefreshing = false
    startLoading(page: nextPage)
  }

  private mutating func startRefreshing() {
    isRefreshing = true
    // Ids are never given twice, so keeping them is safe: kept while a new row of the user's
    // waits for its id, which may be one another screen removed already.
    if !writes.isWaitingForANewRowsID {
      removedRows = []
      removedBeforeShown = []
    }
    startLoading(page: 1)
  }

  mutating func startLoading(page: Int) {
    status = .loading(page: page)
    removalsSincePageRequest = 0
    forgetTheLoad()
  }

  /// Clears what the list followed while a page was on its way: a new one starts, or it arrived.
  private mutating func forgetTheLoad() {
    rowsOfLoadingPage = nil
    removalsDuringLoad = nil
    confirmedWhileLoading = [:]
    confirmedRowsShownWhileLoading = []
    addedForTheUserWhileLoading = []
  }

  /// The rows with the loading page's part replaced by `pageItems`: an item already shown on an
  /// earlier page (moved by an insertion on the server, or brought again after removals) is not
  /// shown twice, and a row the server removed after the page was asked for is not shown again,
  /// nor, after the rows shown (where it did not stand), one it is removing.
  private mutating func replaceLoadingPage(with pageItems: [Item]) {
    noteConfirmedRowsShown()
    let pageItems = pageItems.map { confirmedWhileLoading[$0.id] ?? $0 }
    let before = items.prefix(rowsBeforeLoadingPage)
    var hidden = Set(before.map(\.id)).union(removedRows)
    if !isRefreshing { hidden.formUnion(writes.pendingRemovalsOfServerRowIDs) }
    let rows = pageItems.filter { !hidden.contains($0.id) }
    items = Array(before) + rows
    rowsOfLoadingPage = rows.count
    keepPendingWrites(over: rows, of: pageItems)
  }
}
