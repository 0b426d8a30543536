/// Apple's name for a snapshot, so code written for `UITableViewDiffableDataSource` reads as it
/// was written.
public typealias NSDiffableDataSourceSnapshot<SectionID: Hashable, ItemID: Hashable> = Snapshot<SectionID, ItemID>
