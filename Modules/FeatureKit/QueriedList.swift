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
///   removals of rows shown apply as in `PagedList`.
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

  /// A list of what the server answers to `query`, loading page 1 from the start;
  /// `prefetchDistance` as `PagedList`'s.
  public init(query: Query, prefetchDistance: Int = 5) {
    self.query = query
    list = PagedList(prefetchDistance: prefetchDistance)
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
      var fresh = PagedList<Item>(prefetchDistance: state.list.prefetchDistance)
      fresh.writes = state.list.writes
      fresh.writes.failure = nil
      for index in fresh.writes.pending.indices { fresh.writes.pending[index].beganOnOtherRows = true }
      state.query = query
      state.list = fresh
      PagedList.reduce(&state.list, .fetch)
    case let .list(.serverChanged(.added(item)))
    where state.list.index(of: item.id) == nil && state.list.writes.index(of: item.id) == nil
      && !state.queryMatches(item):
      // Whether a row added elsewhere answers the query is the server's to say: a page brings it.
      return
    case let .list(event):
      PagedList.reduce(&state.list, event)
    case let .answered(query, event):
      guard query == state.query else { return }
      PagedList.reduce(&state.list, event)
    }
  }

  /// Whether the query shown is known to pick `row`: only a `RowMatchingQuery` can say so.
  func queryMatches(_ row: Item) -> Bool {
    (query as? any RowMatchingQuery<Item>)?.matches(row) ?? false
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
