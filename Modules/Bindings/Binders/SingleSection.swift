import Foundation

/// The metadata of the one section a flat list has.
public struct SingleSection: Hashable, Identifiable, Sendable {
  /// Always 0: a flat list's section is always the same one.
  public var id: Int { 0 }

  /// The section.
  public init() {}
}

extension SectionedChangeset where Metadata == SingleSection {
  /// The changes of a flat list, as changes to the items of its one section.
  public init(_ flat: Changeset<Item>) {
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    self.init(
      sections: Changeset(oldCount: 1, newCount: 1),
      itemDeletes: flat.deletes.map(path),
      itemInsertions: flat.insertions.map { ItemInsertion(indexPath: path($0.index), element: $0.element) },
      itemMoves: flat.moves.map { ItemMove(source: path($0.source), destination: path($0.destination)) },
      itemUpdates: flat.updates.map {
        ItemUpdate(source: path($0.source), destination: path($0.destination), element: $0.element)
      })
  }
}

/// A binder of a flat list: one section.
public typealias FlatListBinder<Item> = ListBinder<SingleSection, Item>
