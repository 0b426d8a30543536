/// A change the server accepted to one row of a list, made somewhere else than the list: on the
/// screen it opened (an edit form), on another screen showing the same rows. A list follows
/// them with `PagedList.following(_:on:)`; a provider makes them from its client's writes
/// (`APIClient.changes(of:as:)`).
public enum ServerChange<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
  /// The server added `item` (with the id it gave it).
  case added(Item)
  /// The server now keeps `item` for the row with its id.
  case updated(Item)
  /// The server removed the row with this id.
  case removed(Item.ID)

  /// The id of the row it changes.
  public var id: Item.ID {
    switch self {
    case let .added(item), let .updated(item): item.id
    case let .removed(id): id
    }
  }

  /// The same change of a row of another type with the same ids: `transform` makes the row a
  /// list shows from the one the server sent (a post with its author's name from a post), and
  /// may return `nil` to leave the change out.
  public func map<Other>(_ transform: (Item) -> Other?) -> ServerChange<Other>? where Other.ID == Item.ID {
    switch self {
    case let .added(item): transform(item).map { .added($0) }
    case let .updated(item): transform(item).map { .updated($0) }
    case let .removed(id): .removed(id)
    }
  }
}
