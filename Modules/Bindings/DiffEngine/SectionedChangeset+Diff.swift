import Foundation

extension SectionedChangeset {
  /// The changeset that turns `old` into `new`: sections identified by `sectionID` of their
  /// metadata and compared with `sectionContentEquals`, items identified by `itemID` (across
  /// sections, so an item can move from one to another) and compared with `itemContentEquals`.
  /// Duplicates match in order of appearance, as in `Changeset`.
  @inlinable
  public init<SectionID: Hashable, ItemID: Hashable>(
    from old: [Section], to new: [Section],
    sectionID: (Metadata) -> SectionID, sectionContentEquals: (Metadata, Metadata) -> Bool,
    itemID: (Item) -> ItemID, itemContentEquals: (Item, Item) -> Bool
  ) {
    let sectionMatching = IdentityMatching(old: old, new: new, id: { sectionID($0.metadata) })
    let sections = sectionMatching.changeset(old: old, new: new) { sectionContentEquals($0.metadata, $1.metadata) }
    // Items of sections present on both sides, flattened in order.
    let oldItems = FlatItems(old, keeping: { sectionMatching.newIndexOfOld[$0] >= 0 })
    let newItems = FlatItems(new, keeping: { sectionMatching.oldIndexOfNew[$0] >= 0 })
    let itemMatching = withoutActuallyEscaping(itemID) { itemID in
      IdentityMatching(
        oldIDs: oldItems.paths.lazy.map { itemID(old[$0.section].items[$0.item]) },
        newIDs: newItems.paths.lazy.map { itemID(new[$0.section].items[$0.item]) })
    }

    var itemDeletes: [IndexPath] = []
    for flat in 0..<oldItems.count where itemMatching.newIndexOfOld[flat] < 0 {
      itemDeletes.append(oldItems.paths[flat])
    }
    var itemInsertions: [ItemInsertion] = []
    var itemMoves: [ItemMove] = []
    var itemUpdates: [ItemUpdate] = []
    // Per new section: which items stayed in the same section, then which of those keep order.
    var flat = 0
    while flat < newItems.count {
      let section = newItems.paths[flat].section
      let start = flat
      while flat < newItems.count, newItems.paths[flat].section == section { flat += 1 }
      let oldSection = Int(sectionMatching.oldIndexOfNew[section])
      let oldItemOfNew = (start..<flat).map { newFlat -> Int32 in
        let oldFlat = Int(itemMatching.oldIndexOfNew[newFlat])
        guard oldFlat >= 0, oldItems.paths[oldFlat].section == oldSection else { return -1 }
        return Int32(truncatingIfNeeded: oldItems.paths[oldFlat].item)
      }
      let staying = OrderKeepingItems(
        oldIndexOfNew: oldItemOfNew, oldCount: oldSection >= 0 ? old[oldSection].items.count : 0)
      for newFlat in start..<flat {
        let destination = newItems.paths[newFlat]
        let element = new[destination.section].items[destination.item]
        let oldFlat = Int(itemMatching.oldIndexOfNew[newFlat])
        guard oldFlat >= 0 else {
          itemInsertions.append(ItemInsertion(indexPath: destination, element: element))
          continue
        }
        let source = oldItems.paths[oldFlat]
        if source.section != oldSection || !staying.contains(oldIndex: source.item) {
          itemMoves.append(ItemMove(source: source, destination: destination))
        }
        if !itemContentEquals(old[source.section].items[source.item], element) {
          itemUpdates.append(ItemUpdate(source: source, destination: destination, element: element))
        }
      }
    }
    if !itemMoves.isEmpty { itemUpdates.sort { $0.source < $1.source } }
    self.init(
      sections: sections, itemDeletes: itemDeletes, itemInsertions: itemInsertions, itemMoves: itemMoves,
      itemUpdates: itemUpdates)
  }
}

extension SectionedChangeset where Metadata: Identifiable & Equatable, Item: Identifiable & Equatable {
  /// The changeset that turns `old` into `new`: sections and items identified by `id` and
  /// compared with `==`.
  @inlinable
  public init(from old: [Section], to new: [Section]) {
    self.init(
      from: old, to: new, sectionID: { $0.id }, sectionContentEquals: ==, itemID: { $0.id },
      itemContentEquals: ==)
  }
}

/// The index paths of the items of some sections, in order.
@usableFromInline
struct FlatItems {
  @usableFromInline var paths: [IndexPath]

  @inlinable
  init<Metadata, Item>(_ sections: [ListSection<Metadata, Item>], keeping keep: (Int) -> Bool) {
    paths = []
    for (section, content) in sections.enumerated() where keep(section) {
      for item in content.items.indices { paths.append(IndexPath(item: item, section: section)) }
    }
  }

  @inlinable
  var count: Int { paths.count }
}
