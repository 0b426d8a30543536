/// A change the user makes to one row of a list, shown at once and sent to the server as one
/// request (`PagedList`'s writes).
public enum RowWrite<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
  /// Adds `item` at `index` (clamped to the list). Give it an id no server row has
  /// (`PagedList.provisionalID()`); the server's answer brings its real one.
  case insert(Item, at: Int)
  /// Replaces the row with `item`'s id by `item`.
  case update(Item)
  /// Removes the row with `item`'s id.
  case remove(Item)

  /// The row as this change leaves it (for a removal, the row removed).
  public var item: Item {
    switch self {
    case let .insert(item, _), let .update(item), let .remove(item): item
    }
  }

  /// Which kind of change it is.
  public var kind: RowWriteKind {
    switch self {
    case .insert: .insert
    case .update: .update
    case .remove: .remove
    }
  }
}

/// Which kind of change a `RowWrite` is; also what a row being saved is waiting for.
public enum RowWriteKind: Equatable, Sendable {
  /// A row being added.
  case insert
  /// A row being changed.
  case update
  /// A row being removed.
  case remove

  /// The verb a status line uses: "add", "save", "delete".
  public var verb: String {
    switch self {
    case .insert: "add"
    case .update: "save"
    case .remove: "delete"
    }
  }

  /// What a status line says while it runs: "Adding", "Saving", "Deleting".
  public var doing: String {
    switch self {
    case .insert: "Adding"
    case .update: "Saving"
    case .remove: "Deleting"
    }
  }
}
