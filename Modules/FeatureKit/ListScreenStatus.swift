/// What a list screen says besides its rows: what is loading (the spinner's text), the status
/// line (counts, or why loading failed, in red), and what an empty table says.
public struct ListScreenStatus: Equatable, Sendable {
  /// The spinner's text while something loads; `nil` hides the spinner.
  public var loadingText: String?
  /// Counts once loaded, or the failure with its remedy ("… (r to retry)").
  public var statusText: String
  /// Whether `statusText` reports a failure.
  public var isFailed: Bool
  /// What the table shows when it has no row.
  public var emptyText: String

  /// Creates a status.
  public init(loadingText: String? = nil, statusText: String = "", isFailed: Bool = false, emptyText: String = "") {
    self.loadingText = loadingText
    self.statusText = statusText
    self.isFailed = isFailed
    self.emptyText = emptyText
  }
}

extension PagedList {
  /// What the list screen says, for items called `noun` ("posts"): "Loading posts…" (with "N so
  /// far" as parts of a page arrive, "Loading page N…" for later pages); then "20 of 100 posts",
  /// "20 posts" or "All 100 posts"; "Couldn't load posts: <reason> (r to retry)" after a
  /// failure; "No posts yet" for an empty table (nothing while loading). A count of one says
  /// `singular` (by default `noun` without its final "s": "1 post").
  ///
  /// Writes are said in the same place: "Adding the post…", "Saving the post…", "Deleting the
  /// post…" (or "Saving 3 changes…") beside what loads, and a failed write in red, "Couldn't
  /// delete the post: <reason>", until the next change, refresh or retry (a failed load, which
  /// `r` retries, is said first).
  public func screenStatus(noun: String, singular: String? = nil) -> ListScreenStatus {
    let one = singular ?? (noun.hasSuffix("s") ? String(noun.dropLast()) : noun)
    var status = ListScreenStatus(emptyText: isLoading || self.status == .initial ? "" : "No \(noun) yet")
    switch self.status {
    case .initial: break
    case let .loading(page):
      if let arrived = rowsOfLoadingPage, arrived > 0 {
        status.loadingText = "Loading \(noun)… \(items.count) so far"
      } else {
        status.loadingText = page == 1 || items.isEmpty ? "Loading \(noun)…" : "Loading page \(page)…"
      }
    case let .failed(error):
      status.statusText = "Couldn't load \(noun): \(error.message) (r to retry)"
      status.isFailed = true
    case .loaded:
      if isComplete {
        status.statusText = items.count == 1 ? "1 \(one)" : "All \(items.count) \(noun)"
      } else if let totalCount {
        status.statusText = "\(items.count) of \(totalCount) \(noun)"
      } else {
        status.statusText = "\(items.count) \(items.count == 1 ? one : noun)"
      }
    }
    if let saving = savingText(one: one) {
      status.loadingText = [status.loadingText, saving].compactMap { $0 }.joined(separator: " · ")
    }
    if let failed = writes.failure, failure == nil {
      status.statusText = "Couldn't \(failed.kind.verb) the \(one): \(failed.error.message)"
      status.isFailed = true
    }
    return status
  }

  /// "Adding the comment…", or "Saving 3 changes…" for several rows; `nil` when nothing waits.
  private func savingText(one: String) -> String? {
    switch writes.pending.count {
    case 0: return nil
    case 1: return "\(writes.pending[0].latest.kind.doing) the \(one)…"
    case let count: return "Saving \(count) changes…"
    }
  }
}
