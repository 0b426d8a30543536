import Foundation

/// The difference between two versions of a sectioned list, in the terms a list view applies it:
/// section deletes, inserts, moves and updates, and item changes within and across sections.
///
/// `sections` is the changeset of the sections themselves: a section is identified by its
/// metadata, an update means its metadata changed, and an inserted section brings its items
/// with it. Item changes concern only sections present before and after: a deleted section takes
/// its items with it, an inserted one brings its own. So an item whose section is deleted, or
/// that lands in an inserted section, is deleted or inserted with that section (the one case where
/// a list view cannot move an item). Old index paths for deletes and sources, new index paths
/// for inserts and destinations, as in `UITableView` batch updates.
public struct SectionedChangeset<Metadata, Item> {
  /// A section of the list.
  public typealias Section = ListSection<Metadata, Item>

  /// An item new in a section that existed before, at `indexPath` of the new list.
  public struct ItemInsertion {
    /// Where it is in the new list.
    public var indexPath: IndexPath
    /// The item.
    public var element: Item

    /// Creates an insertion.
    public init(indexPath: IndexPath, element: Item) {
      self.indexPath = indexPath
      self.element = element
    }
  }

  /// An item that changed place, within its section or to another one.
  public typealias ItemMove = ListMove<IndexPath>

  /// An item whose content changed (it may also have moved).
  public struct ItemUpdate {
    /// Where it was in the old list.
    public var source: IndexPath
    /// Where it is in the new list.
    public var destination: IndexPath
    /// Its new content.
    public var element: Item

    /// Creates an update.
    public init(source: IndexPath, destination: IndexPath, element: Item) {
      self.source = source
      self.destination = destination
      self.element = element
    }
  }

  /// The changes to the sections.
  public var sections: Changeset<Section>
  /// Old index paths of deleted items (outside deleted sections), ascending.
  public var itemDeletes: [IndexPath]
  /// Items new in sections that existed before, by ascending new index path.
  public var itemInsertions: [ItemInsertion]
  /// Items that had to move, by ascending destination; the fewest that give the new order
  /// within each section.
  public var itemMoves: [ItemMove]
  /// Items whose content changed, by ascending source.
  public var itemUpdates: [ItemUpdate]

  /// Creates a sectioned changeset from its parts.
  public init(
    sections: Changeset<Section>, itemDeletes: [IndexPath] = [], itemInsertions: [ItemInsertion] = [],
    itemMoves: [ItemMove] = [], itemUpdates: [ItemUpdate] = []
  ) {
    self.sections = sections
    self.itemDeletes = itemDeletes
    self.itemInsertions = itemInsertions
    self.itemMoves = itemMoves
    self.itemUpdates = itemUpdates
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    sections.isEmpty && itemDeletes.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
  }
}

extension SectionedChangeset.ItemInsertion: Equatable where Item: Equatable {}
extension SectionedChangeset.ItemInsertion: Sendable where Item: Sendable {}
extension SectionedChangeset.ItemUpdate: Equatable where Item: Equatable {}
extension SectionedChangeset.ItemUpdate: Sendable where Item: Sendable {}
extension SectionedChangeset: Equatable where Metadata: Equatable, Item: Equatable {}
extension SectionedChangeset: Sendable where Metadata: Sendable, Item: Sendable {}
