/// Where a server puts a row added to a list's collection, which decides where a `PagedList`
/// shows a row another screen added.
public enum NewRowPlacement: Equatable, Sendable {
  /// At the end, after every row it has (oldest first, ids counting up): the row shows once
  /// every page is loaded, where the last page would bring it; before that its page brings it.
  case atTheEnd
  /// At the start, before every row it has (newest first, a feed): the row shows first at once,
  /// once page 1 is loaded (while page 1 loads it waits, as that page may bring it). The pages
  /// after it moved forward a row, so the next one brings a row shown already again, which is
  /// dropped.
  case atTheStart
}
