import Foundation

extension ListBatchUpdate {
  /// The batch that applies `changeset`. Changed rows that did not move are reloaded in the
  /// batch; rows that moved and changed are left to `ListView.reconfigureItems(at:)` after it,
  /// since a list view cannot move and reload the same row at once. Likewise only sections that
  /// did not move get their titles reloaded.
  public init<Metadata, Item>(_ changeset: SectionedChangeset<Metadata, Item>) {
    self.init()
    let sections = changeset.sections
    deletedSections = sections.deletes
    insertedSections = sections.inserts
    movedSections = sections.moves
    let movedSectionSources = Set(sections.moves.map { $0.source })
    reloadedSections = sections.updates.map { $0.source }.filter { !movedSectionSources.contains($0) }
    deletedItems = changeset.itemDeletes
    insertedItems = changeset.itemInsertions.map { $0.indexPath }
    movedItems = changeset.itemMoves
    let movedItemSources = Set(changeset.itemMoves.map { $0.source })
    reloadedItems = changeset.itemUpdates.map { $0.source }.filter { !movedItemSources.contains($0) }
  }
}
