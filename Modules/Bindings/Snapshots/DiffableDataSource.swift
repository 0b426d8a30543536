import Foundation
import ReactiveCore

/// A data source driven by snapshots, in the shape of Apple's `UITableViewDiffableDataSource`:
/// `apply` a `Snapshot` and the list view gets the batch update that leads to it.
///
/// Reloaded items are reloaded in the batch; reconfigured ones are configured again in place
/// after it. A snapshot's `problems` (skipped duplicates, unknown identifiers) are reported to
/// `onSnapshotProblems`, and the rest of it is applied.
open class DiffableDataSource<SectionID: Hashable, ItemID: Hashable>: ListBinder<SectionID, ItemID>,
  ReactiveExtensionsProvider, LifetimeProviding
{
  /// Makes the configured cell for an item.
  public typealias CellProvider =
    @MainActor (_ listView: any ListView, _ indexPath: IndexPath, _ item: ItemID) -> any ReusableCell

  /// Ends when the data source is deinitialized; bindings to `reactive.apply()` end with it.
  nonisolated public let lifetime: Lifetime
  private let token: Lifetime.Token
  private var current = Snapshot<SectionID, ItemID>()
  /// Called with the problems of a snapshot being applied, if it has any.
  public var onSnapshotProblems: (([SnapshotError]) -> Void)?
  /// Told the index path of a row whose cell provider returned no cell (UIKit crashes there); the
  /// row shows as a placeholder that says so instead.
  public var onMissingCell: ((IndexPath) -> Void)?

  /// How rows appear and disappear in applied snapshots (Apple's name for `rowAnimation`).
  public var defaultRowAnimation: RowAnimation {
    get { rowAnimation }
    set { rowAnimation = newValue }
  }

  /// Creates the data source of `listView`; `cellProvider` makes each row's cell.
  public init(listView: any ListView, cellProvider: @escaping CellProvider) {
    (lifetime, token) = Lifetime.make()
    super.init { sections, indexPath, listView in
      cellProvider(listView, indexPath, sections[indexPath.section].items[indexPath.item])
    }
    attach(to: listView)
  }

  /// Shows `snapshot`: the first one (or any while the list view is detached) reloads, later
  /// ones become one batch update. `completion` runs once the list view has it.
  open func apply(
    _ snapshot: Snapshot<SectionID, ItemID>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if !snapshot.problems.isEmpty { onSnapshotProblems?(snapshot.problems) }
    let newSections = Self.sections(of: snapshot)
    let oldSections = Self.sections(of: current)
    // Reloaded and reconfigured items are updates; the reconfigured ones (not also reloaded)
    // are then taken out of the batch and configured in place after it.
    var changeset = snapshot.diff.changeset(
      oldSections, newSections, snapshot.reloadedSectionIdentifiers,
      snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
    let reconfigured = Set(snapshot.reconfiguredItemIdentifiers).subtracting(snapshot.reloadedItemIdentifiers)
    let inPlace = changeset.itemUpdates.filter { reconfigured.contains($0.element) }
    changeset.itemUpdates.removeAll { reconfigured.contains($0.element) }
    let wasAnimated = animated
    animated = animatingDifferences
    update(to: newSections, changeset: changeset, reconfiguring: inPlace.map { $0.destination })
    animated = wasAnimated
    current = snapshot.settled
    completion?()
  }

  /// Shows `snapshot` by reloading the list view instead of a batch update (Apple's call for
  /// a list whose rows all changed).
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) {
    if !snapshot.problems.isEmpty { onSnapshotProblems?(snapshot.problems) }
    update(to: Self.sections(of: snapshot), changeset: nil)
    current = snapshot.settled
    completion?()
  }

  private static func sections(of snapshot: Snapshot<SectionID, ItemID>) -> [Section] {
    snapshot.sectionIdentifiers.map { ListSection($0, items: snapshot.itemIdentifiers(inSection: $0)) }
  }

  /// The snapshot shown now.
  public func snapshot() -> Snapshot<SectionID, ItemID> { current }

  /// The item at `indexPath`, if there is one.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Where `item` is shown, if it is.
  public func indexPath(for item: ItemID) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: item),
      let sectionIndex = current.indexOfSection(section),
      let itemIndex = current.itemIdentifiers(inSection: section).firstIndex(of: item)
    else { return nil }
    return IndexPath(item: itemIndex, section: sectionIndex)
  }
}

@MainActor
extension Reactive {
  /// A binding target that applies each snapshot on the main actor (hopping there from other
  /// threads): `dataSource.reactive.apply() <~ viewModel.rows`.
  public func apply<SectionID: Hashable, ItemID: Hashable>(
    animatingDifferences: Bool = true
  ) -> BindingTarget<Snapshot<SectionID, ItemID>> where Base: DiffableDataSource<SectionID, ItemID> {
    BindingTarget(mainActorLifetime: base.lifetime) { [weak base] snapshot in
      base?.apply(snapshot, animatingDifferences: animatingDifferences)
    }
  }
}
