/// The writes of a list's rows that the server has not answered yet, and the last one that
/// failed: the part of `PagedList` that makes optimistic changes safe.
///
/// Each row has at most one request in flight. A change to a row whose request is in flight
/// waits, and a newer change replaces the waiting one (the last intent wins), so the server sees
/// a row's changes in order and never two at once. The value the server last confirmed is kept,
/// so a failure puts it back.
public struct RowWrites<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
  /// One row's writes.
  public struct Pending: Equatable, Sendable {
    /// The request in flight.
    public var request: WriteRequest<Item>
    /// The newest change asked for since the request was sent: it goes next.
    public var waiting: RowWrite<Item>?
    /// What the server has for the row (`nil`: nothing yet, an insert not confirmed).
    public var confirmed: Item?
    /// Where the confirmed row stood, to put it back if a removal fails: after the row with
    /// `rowBefore` (`nil`: first; if that row is being removed too, after the row it followed,
    /// and so on), or at `confirmedIndex` if that row is no longer known.
    public var confirmedIndex: Int
    /// The id of the row the confirmed row followed: a shown row, or one being removed; when
    /// that row's removal is confirmed, the row it followed.
    public var rowBefore: Item.ID?
    /// Whether the writes began on rows the list no longer shows (a `QueriedList`'s query
    /// before) and no page has brought their row since: it is not shown unless a page brings
    /// it, and a failure puts nothing back.
    public var beganOnOtherRows = false

    /// A row's writes: `request` in flight, `waiting` after it, on top of `confirmed` (which
    /// stood at `confirmedIndex`, after `rowBefore`).
    public init(
      request: WriteRequest<Item>, waiting: RowWrite<Item>? = nil, confirmed: Item?, confirmedIndex: Int,
      rowBefore: Item.ID?
    ) {
      self.request = request
      self.waiting = waiting
      self.confirmed = confirmed
      self.confirmedIndex = confirmedIndex
      self.rowBefore = rowBefore
    }

    /// The change the row shows now.
    public var latest: RowWrite<Item> { waiting ?? request.write }
    /// The row's id now.
    public var rowID: Item.ID { latest.item.id }
  }

  /// The rows with a write the server has not answered, in the order they were first changed.
  public var pending: [Pending] = []
  /// The last write that failed and why; cleared by the next change, refresh or retry.
  public var failure: WriteFailure?
  /// The number the next request gets.
  public var nextRequestNumber = 1

  /// Creates writes with nothing pending.
  public init() {}

  /// Whether nothing waits for the server.
  public var isIdle: Bool { pending.isEmpty }

  /// How many rows the pending writes add (positive) or remove (negative) from what the server
  /// has confirmed: a row it has not confirmed yet counts one unless it is being removed again,
  /// a confirmed row being removed counts minus one.
  var pendingRowCountChange: Int {
    pending.reduce(0) { total, entry in
      switch (entry.confirmed, entry.latest.kind) {
      case (nil, .remove): total
      case (nil, _): total + 1
      case (_?, .remove): total - 1
      case (_?, _): total
      }
    }
  }

  /// Whether a row the user added waits for the server to answer with its id.
  var isWaitingForANewRowsID: Bool {
    pending.contains { $0.confirmed == nil && $0.request.write.kind == .insert }
  }

  /// The rows the server has that pending writes remove (sent, or waiting for the row's request
  /// in flight): each may move the server's later pages back one row.
  var pendingRemovalsOfServerRowIDs: [Item.ID] {
    pending.compactMap { $0.confirmed != nil && $0.latest.kind == .remove ? $0.rowID : nil }
  }

  /// How many rows the server has that pending writes remove.
  var pendingRemovalsOfServerRows: Int { pendingRemovalsOfServerRowIDs.count }

  /// The rows whose pending changes (or the server's row under them) may take them out of the
  /// list's rows, as a `QueriedList` whose query the client can check (`RowMatchingQuery`) says
  /// after each event.
  public internal(set) var leavingTheRows: Set<Item.ID> = []

  /// How many rows the server has that pending changes (not removals) may take out of the
  /// list's rows: each may move the server's later pages back one row, as a removal does,
  /// though the row stays shown until its answer.
  var pendingDepartures: Int {
    pending.count { $0.confirmed != nil && $0.latest.kind != .remove && leavingTheRows.contains($0.rowID) }
  }

  /// The requests in flight (what the writing effect sends).
  public var requests: Set<WriteRequest<Item>> { Set(pending.map(\.request)) }

  /// What the row with `id` is waiting for the server to do, if anything.
  public func saving(_ id: Item.ID) -> RowWriteKind? {
    pending.first { $0.rowID == id }?.latest.kind
  }

  /// The index in `pending` of the row with `id`.
  func index(of id: Item.ID) -> Int? {
    pending.firstIndex { $0.rowID == id }
  }

  /// The index in `pending` of the row whose request is `number`.
  func index(ofRequest number: Int) -> Int? {
    pending.firstIndex { $0.request.number == number }
  }

  /// The row with `id`, which followed `followedRow`, is gone for good: the rows a failure
  /// would put back after it go after `followedRow` instead.
  mutating func rowGone(_ id: Item.ID, followedRow: Item.ID?) {
    for index in pending.indices where pending[index].rowBefore == id { pending[index].rowBefore = followedRow }
  }

  /// A new request for `write`.
  mutating func request(_ write: RowWrite<Item>) -> WriteRequest<Item> {
    defer { nextRequestNumber += 1 }
    return WriteRequest(number: nextRequestNumber, write: write)
  }
}

/// One request of a list's writes: a change and the number that tells its answer apart from a
/// later request's for the same row (numbers are unique within a list, so they are the hash).
public struct WriteRequest<Item: Identifiable & Equatable & Sendable>: Hashable, Sendable where Item.ID: Sendable {
  /// Unique within a list.
  public let number: Int
  /// What to send.
  public let write: RowWrite<Item>

  /// Request `number`, sending `write`.
  public init(number: Int, write: RowWrite<Item>) {
    self.number = number
    self.write = write
  }

  /// Hashes the number.
  public func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// A write the server refused or never answered: what it was and why.
public struct WriteFailure: Equatable, Sendable {
  /// The kind of change that failed.
  public var kind: RowWriteKind
  /// Why, for the user.
  public var error: FeatureError

  /// Creates a failure.
  public init(kind: RowWriteKind, error: FeatureError) {
    self.kind = kind
    self.error = error
  }
}
