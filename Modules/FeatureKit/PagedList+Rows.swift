extension PagedList {
  /// The index of the row with `id`, if the list shows it.
  public func index(of id: Item.ID) -> Int? {
    items.firstIndex { $0.id == id }
  }

  /// Replaces the row with `item`'s id by `item`; says whether there was one. Changes the rows
  /// only; to change the server's too, send `.write(.update(item))`.
  @discardableResult
  public mutating func update(_ item: Item) -> Bool {
    guard let index = index(of: item.id) else { return false }
    items[index] = item
    return true
  }

  /// Inserts `item` at `index`, clamped to the rows. Changes the rows only (see `update`).
  public mutating func insert(_ item: Item, at index: Int) {
    let index = min(max(0, index), items.count)
    // A row added inside the part of a page still arriving belongs to that part.
    if let shown = rowsOfLoadingPage, index >= items.count - shown { rowsOfLoadingPage = shown + 1 }
    items.insert(item, at: index)
  }

  /// Removes the row with `id` and returns it, if there was one. Changes the rows only (see
  /// `update`).
  @discardableResult
  public mutating func remove(id: Item.ID) -> Item? {
    guard let index = index(of: id) else { return nil }
    if let shown = rowsOfLoadingPage, index >= items.count - shown { rowsOfLoadingPage = shown - 1 }
    return items.remove(at: index)
  }

  /// Each row with what it waits for the server to do, if anything: what a list screen shows,
  /// so that a row being saved looks different.
  public var rows: [ListRow<Item>] {
    guard !writes.isIdle else { return items.map { ListRow($0) } }
    return items.map { ListRow($0, saving: writes.saving($0.id)) }
  }
}

extension PagedList where Item.ID == Int {
  /// An id for a row the user adds, until the server gives it one: below every id shown or
  /// waiting for the server, and negative, so no server row has it.
  public func provisionalID() -> Int {
    let lowest = (items.map(\.id) + writes.pending.map(\.rowID)).min() ?? 0
    return min(lowest, 0) - 1
  }
}

/// A row of a list as a screen shows it: the item, and whether a write of it waits for the
/// server (a screen dims it and says "saving…").
public struct ListRow<Item: Identifiable & Equatable & Sendable>: Identifiable, Equatable, Sendable
where Item.ID: Sendable {
  /// The item.
  public var item: Item
  /// What the row waits for the server to do; `nil` once the server has it.
  public var saving: RowWriteKind?

  /// A row of `item`.
  public init(_ item: Item, saving: RowWriteKind? = nil) {
    self.item = item
    self.saving = saving
  }

  /// The item's id: a row keeps its identity while it is saved.
  public var id: Item.ID { item.id }
}
