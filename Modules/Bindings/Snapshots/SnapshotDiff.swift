/// The diff between the contents of two snapshots, compiled for their identifier types.
///
/// `DiffableDataSource` is a generic class, so its methods run as generic code, where a diff of
/// 100,000 rows is about 20× slower than one compiled for `Int` identifiers. A `Snapshot` is
/// created where its identifier types are concrete, and its inlined initializer makes this diff
/// there: the data source calls the snapshot's diff and gets the fast one.
///
/// Sendable: the closure captures no state (only its generic types), so calling it from any
/// thread is safe.
@usableFromInline
struct SnapshotDiff<SectionID: Hashable, ItemID: Hashable>: @unchecked Sendable {
  /// The sections of a snapshot, with their items.
  @usableFromInline typealias Sections = [ListSection<SectionID, ItemID>]

  /// The changeset from `old` to `new`, where the sections in `reloadedSections` and the items
  /// in `changedItems` count as changed content (an update each).
  @usableFromInline let changeset:
    (_ old: Sections, _ new: Sections, _ reloadedSections: [SectionID], _ changedItems: [ItemID]) ->
      SectionedChangeset<SectionID, ItemID>

  @inlinable
  init(
    changeset: @escaping (Sections, Sections, [SectionID], [ItemID]) -> SectionedChangeset<SectionID, ItemID>
  ) {
    self.changeset = changeset
  }

  /// The diff, compiled wherever this is inlined.
  @inlinable
  static var compiled: SnapshotDiff {
    SnapshotDiff { old, new, reloadedSections, changedItems in
      let reloadedSections = Set(reloadedSections)
      let changedItems = Set(changedItems)
      return SectionedChangeset(
        from: old, to: new, sectionID: { $0 },
        sectionContentEquals: { section, _ in !reloadedSections.contains(section) },
        itemID: { $0 }, itemContentEquals: { item, _ in !changedItems.contains(item) })
    }
  }
}
