import ReactiveCore

/// A list whose rows the server picks by a query: a search, a filter, a sort order. The query
/// is part of every request, so the rows shown always answer the query shown:
///
/// - It loads page 1 of its query from the start.
/// - `query` with another query empties the list and loads page 1 for it, cancelling the
///   request in flight, even one for page 1 of the query before (whose answer would be wrong
///   now); an answer already on its way for the query before is ignored. The same query again
///   changes nothing, so a screen may send it on every keystroke it settles
///   (`Debounced.applied`).
/// - `list` carries the list's own events (`fetch`, `reached(row:)`, `retry`, `refresh`,
///   writes): they page, retry and refresh the current query as `PagedList` does.
/// - The user's writes still on their way when the query changes are not cancelled: the server
///   gets them and their answers apply. Their rows are not of the new query's rows unless its
///   pages bring them (then they show the user's change, as any page does): a row being added
///   is not shown, and a row whose removal fails comes back only if a page of the new query
///   brought it. The status still says what is being saved; a failed write's words go with the
///   old rows.
/// - Of the changes made elsewhere (`PagedList.following`), a row added is not shown until a
///   page brings it, as only the server knows whether it answers the query, unless the query
///   says so itself (`RowMatchingQuery`): then a row that answers it is shown as in `PagedList`
///   (at the end, once every page is loaded) and one that does not is left out. Updates and
///   removals of rows shown apply as in `PagedList`; with a `RowMatchingQuery`, a row an update
///   leaves no longer answering the query goes, as the server removed it from the query's rows
///   (the user's own change too, once the server answers it; while it saves, pages are asked
///   for as if it were a removal on its way). A row an update makes answer the query is left to
///   its page, which alone knows where it stands; if it leaves again unseen, the next page is
///   asked for a row earlier, as it may have joined among the rows loaded.
///
/// Drive it with `reduce` and `loading(pages:on:)`, whose `pages` gets the query with the page,
/// and run the list's other feedbacks (writes, changes made elsewhere) on the list inside with
/// `forList(_:)`; in a screen's own `State`, pull it back as any other part
/// (`pullback(value:embedEvent:)`).
public struct QueriedList<Query: Equatable & Sendable, Item: Identifiable & Equatable & Sendable>: Equatable, Sendable
where Item.ID: Sendable {
  /// The query the rows answer (or are loading for). Change it with the `query` event, which
  /// empties the rows and loads; set directly, the rows of the query before stay.
  public var query: Query
  /// The rows, and where loading and writes stand.
  public var list: PagedList<Item>
  /// With a `RowMatchingQuery`, the rows not shown that a change made elsewhere made answer the
  /// query since page 1 was asked for: they joined the server's rows somewhere, maybe among those
  /// loaded, so if they leave again the pages after them move back one row.
  public internal(set) var rowsJoinedUnseen: Set<Item.ID> = []

  /// A list of what the server answers to `query`, loading page 1 from the start;
  /// `prefetchDistance` and `newRows` as `PagedList`'s.
  public init(query: Query, prefetchDistance: Int = 5, newRows: NewRowPlacement = .atTheEnd) {
    self.query = query
    list = PagedList(prefetchDistance: prefetchDistance, newRows: newRows)
    PagedList.reduce(&list, .fetch)
  }

  /// What changes the list.
  public enum Event: Equatable, Sendable {
    /// Show the rows for this query (nothing if it is the query shown).
    case query(Query)
    /// The list's own event: a user's `fetch`, `reached(row:)`, `retry`, `refresh` or `reload`,
    /// or a write and its answer.
    case list(PagedList<Item>.Event)
    /// What the loading effect sends for `query`: applied only while that is the query shown.
    case answered(Query, PagedList<Item>.Event)
  }

  /// Applies `event`.
  public static func reduce(_ state: inout QueriedList, _ event: Event) {
    switch event {
    case let .query(query):
      guard query != state.query else { return }
      var fresh = PagedList<Item>(prefetchDistance: state.list.prefetchDistance, newRows: state.list.newRows)
      fresh.writes = state.list.writes
      fresh.writes.failure = nil
      for index in fresh.writes.pending.indices { fresh.writes.pending[index].beganOnOtherRows = true }
      state.query = query
      state.list = fresh
      state.rowsJoinedUnseen = []
      if let matchingQuery = state.matchingQuery { state.noteRowsLeaving(matchingQuery) }
      PagedList.reduce(&state.list, .fetch)
    case let .list(.serverChanged(.added(item)))
    where state.list.index(of: item.id) == nil && state.list.writes.index(of: item.id) == nil
      && !state.queryMatches(item):
      // Whether a row added elsewhere answers the query is the server's to say: a page brings it.
      return
    case let .list(event):
      state.reduceList(event)
    case let .answered(query, event):
      guard query == state.query else { return }
      state.reduceList(event)
    }
  }

  /// Reduces the list's own `event`; with a `RowMatchingQuery`, then follows the rows that
  /// leave the query's rows (`dropRowsThatStoppedAnswering`, `noteRowsLeaving`) and those that
  /// join it unseen (`rowsJoinedUnseen`).
  private mutating func reduceList(_ event: PagedList<Item>.Event) {
    guard let query = matchingQuery else {
      PagedList.reduce(&list, event)
      return
    }
    let departures = list.writes.pendingDepartures
    let leftUnseen = rowJoinedUnseen(leavingBy: event, query)
    PagedList.reduce(&list, event)
    followRowsJoinedUnseen(after: event, leftUnseen: leftUnseen, query)
    noteRowsLeaving(query)
    let moreLeaving = list.writes.pendingDepartures - departures
    // The server may carry such a change out before it reads the page loading, as a removal.
    if moreLeaving > 0 { list.stepBackTheLoadingPage(removals: moreLeaving) }
    dropRowsThatStoppedAnswering(query)
    if moreLeaving < 0 { list.loadNextPageIfEveryRowIsNearTheEnd() }
  }

  /// The row of `rowsJoinedUnseen`, still not shown, that `event` (a change made elsewhere)
  /// takes out of the query's rows, if any.
  private func rowJoinedUnseen(leavingBy event: PagedList<Item>.Event, _ query: any RowMatchingQuery<Item>)
    -> Item.ID?
  {
    guard case let .serverChanged(change) = event, rowsJoinedUnseen.contains(change.id),
      list.index(of: change.id) == nil
    else { return nil }
    switch change {
    case let .updated(row): return query.matches(row) ? nil : row.id
    case .removed: return change.id
    case .added: return nil
    }
  }

  /// Keeps `rowsJoinedUnseen` after `event`: empty once page 1 is asked for again (its pages
  /// count every row anew), with a row not shown that an update made answer, and without
  /// `leftUnseen`, which moved the pages after it back a row.
  private mutating func followRowsJoinedUnseen(
    after event: PagedList<Item>.Event, leftUnseen: Item.ID?, _ query: any RowMatchingQuery<Item>
  ) {
    if list.isRefreshing { rowsJoinedUnseen = [] }
    if case let .serverChanged(.updated(row)) = event, list.index(of: row.id) == nil,
      list.writes.index(of: row.id) == nil, query.matches(row)
    {
      rowsJoinedUnseen.insert(row.id)
    }
    if let leftUnseen {
      rowsJoinedUnseen.remove(leftUnseen)
      list.rowLeftUnseen()
    }
  }

  /// The query shown, if the client can check rows against it.
  private var matchingQuery: (any RowMatchingQuery<Item>)? { query as? any RowMatchingQuery<Item> }

  /// Whether the query shown is known to pick `row`: only a `RowMatchingQuery` can say so.
  func queryMatches(_ row: Item) -> Bool {
    matchingQuery?.matches(row) ?? false
  }

  /// With a `RowMatchingQuery`, a row the server changed so that it no longer answers the query
  /// (another screen's change, or the user's own once answered) goes as one the server removed:
  /// the server's rows for the query lost it, so the pages after it start a row earlier. A row
  /// the user is still saving stays until its answer; one held back to be added is dropped.
  private mutating func dropRowsThatStoppedAnswering(_ query: any RowMatchingQuery<Item>) {
    list.additionsOnHold.removeAll { !query.matches($0) }
    let gone = list.items.filter { list.writes.index(of: $0.id) == nil && !query.matches($0) }
    for row in gone { PagedList.reduce(&list, .serverChanged(.removed(row.id))) }
  }

  /// With a `RowMatchingQuery`, records the rows whose changes still on their way may take them
  /// out of the query's rows: any version of the row the server may hold meanwhile (what it
  /// confirmed, the change in flight, the one waiting) that does not answer. Pages are asked for
  /// as if each were being removed.
  private mutating func noteRowsLeaving(_ query: any RowMatchingQuery<Item>) {
    let leaving = list.writes.pending.filter { entry in
      [entry.confirmed, entry.request.write.item, entry.waiting?.item].contains { row in
        row.map { !query.matches($0) } ?? false
      }
    }
    list.writes.leavingTheRows = Set(leaving.map(\.rowID))
  }

  /// A feedback of the list itself (`PagedList.writing(insert:update:remove:on:)`,
  /// `PagedList.following(_:on:)`), run on the list inside: it sees the list's states, and its
  /// events go in as `list`.
  public static func forList(_ feedback: Feedback<PagedList<Item>, PagedList<Item>.Event>) -> Feedback<
    QueriedList, Event
  > {
    feedback.pullback(value: \.list, embedEvent: Event.list) {
      if case let .list(event) = $0 { event } else { nil }
    }
  }

  /// The loop's loading effect: loads the page the list asks for with `load`, which gets the
  /// query with the page, delivering on `scheduler`, as `PagedList.loading(pages:on:)` does; a
  /// new query cancels the request in flight and asks for its own page 1.
  public static func loading(
    pages load: @escaping @Sendable (_ query: Query, _ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>,
    on scheduler: DateScheduler
  ) -> Feedback<QueriedList, Event> {
    PagedList.loading(
      list: \.list, key: \.query,
      listEvent: { event in
        switch event {
        case .query: nil
        case let .list(event), let .answered(_, event): event
        }
      },
      pages: load, answer: Event.answered, on: scheduler)
  }
}
