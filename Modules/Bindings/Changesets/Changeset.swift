/// The difference between two versions of a list, in the terms a list view applies it: which
/// rows were deleted, inserted, moved and updated.
///
/// Indices follow the batch-update convention of `UITableView`: `deletes` and the sources of
/// `moves` and `updates` are indices in the old list; `inserts` and the destinations are
/// indices in the new one. An item keeps its identity across versions; an item whose identity
/// stayed but whose content changed is an update, never a delete plus an insert. Items that are
/// not deleted, inserted or moved keep their order relative to each other.
///
/// A changeset carries the inserted and updated elements, so `applied(to: old) == new`.
public struct Changeset<Element> {
  /// An element that appears in the new list only, at `index`.
  public struct Insertion {
    /// Where it is in the new list.
    public var index: Int
    /// The element.
    public var element: Element

    /// Creates an insertion.
    public init(index: Int, element: Element) {
      self.index = index
      self.element = element
    }
  }

  /// An item that changed place: from an old index to a new one.
  public typealias Move = ListMove<Int>

  /// An item whose content changed: at `source` in the old list and at `destination` in the
  /// new one (the same place unless it also moved), with its new content.
  public struct Update {
    /// Its index in the old list.
    public var source: Int
    /// Its index in the new list.
    public var destination: Int
    /// Its new content.
    public var element: Element

    /// Creates an update.
    public init(source: Int, destination: Int, element: Element) {
      self.source = source
      self.destination = destination
      self.element = element
    }
  }

  /// How many items the old list has.
  public var oldCount: Int
  /// How many items the new list has.
  public var newCount: Int
  /// Old indices of the items that are gone, ascending.
  public var deletes: [Int]
  /// The items that are new, by ascending new index.
  public var insertions: [Insertion]
  /// Items that changed place relative to the others, by ascending destination. Only items that
  /// must move are reported: their number is the smallest that turns the old order into the new.
  public var moves: [Move]
  /// Items whose content changed, by ascending source; includes moved items.
  public var updates: [Update]

  /// Creates a changeset from its parts (they must describe a valid change of `oldCount` items
  /// into `newCount`; `applied(to:)` checks).
  public init(
    oldCount: Int, newCount: Int, deletes: [Int] = [], insertions: [Insertion] = [], moves: [Move] = [],
    updates: [Update] = []
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deletes = deletes
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
  }

  /// New indices of the inserted items, ascending.
  public var inserts: [Int] { insertions.map { $0.index } }

  /// Whether nothing changed.
  public var isEmpty: Bool { deletes.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty }

  /// How many rows a list view touches to apply it.
  public var changeCount: Int { deletes.count + insertions.count + moves.count + updates.count }
}

extension Changeset.Insertion: Equatable where Element: Equatable {}
extension Changeset.Insertion: Sendable where Element: Sendable {}
extension Changeset.Update: Equatable where Element: Equatable {}
extension Changeset.Update: Sendable where Element: Sendable {}
extension Changeset: Equatable where Element: Equatable {}
extension Changeset: Sendable where Element: Sendable {}

extension Changeset: CustomStringConvertible {
  /// A one-line summary: counts of each kind.
  public var description: String {
    "Changeset(\(oldCount) -> \(newCount): \(deletes.count) deleted, \(insertions.count) inserted, "
      + "\(moves.count) moved, \(updates.count) updated)"
  }
}
