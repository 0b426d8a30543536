/// A query the client can check a row against as the server does: a filter by a field (done or
/// not, one author's posts), or a search whose rule the client knows.
///
/// A `QueriedList` whose `Query` adopts it follows rows added elsewhere as an unfiltered list
/// does: one that answers the query shown is held until every page is loaded, then shown at the
/// end, where the server's last page would bring it; one that does not is left out. A row the
/// server changed so that it no longer answers (another screen's change, or the user's own once
/// answered) goes, as one the server removed from the query's rows. Without it only the server
/// can tell, so a row added elsewhere waits for a page (a refresh) and a changed row stays. A
/// query that picks every row answers `true`.
public protocol RowMatchingQuery<Row> {
  /// The rows the query picks from.
  associatedtype Row

  /// Whether the server's rows for this query include `row`.
  func matches(_ row: Row) -> Bool
}
