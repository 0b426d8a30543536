/// The identifiers of a list's sections and items at one moment, in the shape of Apple's
/// `NSDiffableDataSourceSnapshot`: build one, then `apply` it to a `DiffableDataSource`.
///
/// It never traps: an identifier added twice, or an operation naming an identifier the snapshot
/// does not have, is skipped and recorded in `problems` with a message that names it.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
  // Internal but usable from inlined code: `appendItems`, the call that builds big snapshots,
  // is inlined so it runs compiled for the caller's identifier types.
  @usableFromInline var sectionOrder: [SectionID] = []
  @usableFromInline var itemsBySection: [SectionID: [ItemID]] = [:]
  @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]

  /// Items to reload (replace their cells) when this snapshot is applied.
  public private(set) var reloadedItemIdentifiers: [ItemID] = []
  /// Items to reconfigure (update their cells in place) when this snapshot is applied.
  public private(set) var reconfiguredItemIdentifiers: [ItemID] = []
  /// Sections to reload when this snapshot is applied.
  public private(set) var reloadedSectionIdentifiers: [SectionID] = []
  /// What went wrong while building it (skipped duplicates, unknown identifiers), in order.
  public private(set) var problems: [SnapshotError] = []

  /// The diff the data source uses, compiled where this snapshot's types are concrete.
  @usableFromInline let diff: SnapshotDiff<SectionID, ItemID>

  /// An empty snapshot.
  @inlinable
  public init() {
    diff = .compiled
  }

  // MARK: Queries

  /// The number of sections.
  public var numberOfSections: Int { sectionOrder.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionID] { sectionOrder }
  /// All items, section by section.
  public var itemIdentifiers: [ItemID] { sectionOrder.flatMap { itemsBySection[$0] ?? [] } }

  /// The items of `section`, in order (empty if there is no such section).
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] { itemsBySection[section] ?? [] }
  /// The number of items in `section`.
  public func numberOfItems(inSection section: SectionID) -> Int { itemsBySection[section]?.count ?? 0 }
  /// The section holding `item`.
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }
  /// The position of `item` among all items, section by section.
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let section = sectionOfItem[item], let sectionIndex = indexOfSection(section) else { return nil }
    let before = sectionOrder[..<sectionIndex].reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) }
    return itemsBySection[section]?.firstIndex(of: item).map { before + $0 }
  }
  /// The position of `section`.
  public func indexOfSection(_ section: SectionID) -> Int? { sectionOrder.firstIndex(of: section) }

  // MARK: Sections

  /// Adds `sections` at the end.
  public mutating func appendSections(_ sections: [SectionID]) {
    sectionOrder.append(contentsOf: newSections(sections))
  }

  /// Inserts `sections` before `other`.
  public mutating func insertSections(_ sections: [SectionID], beforeSection other: SectionID) {
    guard let index = existingSectionIndex(other) else { return }
    sectionOrder.insert(contentsOf: newSections(sections), at: index)
  }

  /// Inserts `sections` after `other`.
  public mutating func insertSections(_ sections: [SectionID], afterSection other: SectionID) {
    guard let index = existingSectionIndex(other) else { return }
    sectionOrder.insert(contentsOf: newSections(sections), at: index + 1)
  }

  /// Removes `sections` and their items.
  public mutating func deleteSections(_ sections: [SectionID]) {
    for section in sections where existingSectionIndex(section) != nil {
      for item in itemsBySection[section] ?? [] { sectionOfItem[item] = nil }
      itemsBySection[section] = nil
      sectionOrder.removeAll { $0 == section }
    }
  }

  /// Moves `section` before `other`.
  public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID) {
    guard section != other, existingSectionIndex(section) != nil, existingSectionIndex(other) != nil else { return }
    sectionOrder.removeAll { $0 == section }
    sectionOrder.insert(section, at: sectionOrder.firstIndex(of: other)!)
  }

  /// Moves `section` after `other`.
  public mutating func moveSection(_ section: SectionID, afterSection other: SectionID) {
    guard section != other, existingSectionIndex(section) != nil, existingSectionIndex(other) != nil else { return }
    sectionOrder.removeAll { $0 == section }
    sectionOrder.insert(section, at: sectionOrder.firstIndex(of: other)! + 1)
  }

  /// Marks `sections` to be reloaded when the snapshot is applied.
  public mutating func reloadSections(_ sections: [SectionID]) {
    let known = sections.filter { existingSectionIndex($0) != nil }
    reloadedSectionIdentifiers += known
  }

  // MARK: Items

  /// Adds `items` at the end of `section`, or of the last section when `section` is `nil`.
  @inlinable
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
    guard let target = section ?? sectionOrder.last else {
      report(.noSection(operation: "appendItems"))
      return
    }
    guard existingSectionIndex(target) != nil else { return }
    let added = newItems(items, in: target)
    itemsBySection[target, default: []].append(contentsOf: added)
  }

  /// Inserts `items` before `other`, in its section.
  public mutating func insertItems(_ items: [ItemID], beforeItem other: ItemID) {
    guard let (section, index) = existingItemPosition(other) else { return }
    itemsBySection[section]!.insert(contentsOf: newItems(items, in: section), at: index)
  }

  /// Inserts `items` after `other`, in its section.
  public mutating func insertItems(_ items: [ItemID], afterItem other: ItemID) {
    guard let (section, index) = existingItemPosition(other) else { return }
    itemsBySection[section]!.insert(contentsOf: newItems(items, in: section), at: index + 1)
  }

  /// Removes `items`.
  public mutating func deleteItems(_ items: [ItemID]) {
    for item in items {
      guard let (section, index) = existingItemPosition(item) else { continue }
      itemsBySection[section]!.remove(at: index)
      sectionOfItem[item] = nil
    }
  }

  /// Removes every item and section.
  public mutating func deleteAllItems() {
    sectionOrder = []
    itemsBySection = [:]
    sectionOfItem = [:]
  }

  /// Moves `item` before `other` (into `other`'s section).
  public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) {
    moveItem(item, next: other, offset: 0)
  }

  /// Moves `item` after `other` (into `other`'s section).
  public mutating func moveItem(_ item: ItemID, afterItem other: ItemID) {
    moveItem(item, next: other, offset: 1)
  }

  /// Marks `items` to be reloaded (their cells replaced) when the snapshot is applied.
  public mutating func reloadItems(_ items: [ItemID]) {
    let known = items.filter { existingItemPosition($0) != nil }
    reloadedItemIdentifiers += known
  }

  /// Marks `items` to be reconfigured (their cells updated in place) when the snapshot is applied.
  public mutating func reconfigureItems(_ items: [ItemID]) {
    let known = items.filter { existingItemPosition($0) != nil }
    reconfiguredItemIdentifiers += known
  }

  /// The same content without reload and reconfigure marks or problems (what a data source
  /// holds after applying).
  var settled: Snapshot {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    copy.problems = []
    return copy
  }

  // MARK: Helpers

  private mutating func moveItem(_ item: ItemID, next other: ItemID, offset: Int) {
    guard item != other, let (from, index) = existingItemPosition(item), existingItemPosition(other) != nil else {
      return
    }
    itemsBySection[from]!.remove(at: index)
    let (to, otherIndex) = existingItemPosition(other)!
    itemsBySection[to]!.insert(item, at: otherIndex + offset)
    sectionOfItem[item] = to
  }

  /// The sections of `sections` not yet in the snapshot (nor repeated); the others are problems.
  private mutating func newSections(_ sections: [SectionID]) -> [SectionID] {
    var added: [SectionID] = []
    for section in sections {
      if itemsBySection[section] != nil {
        report(.duplicateSection(String(describing: section)))
      } else {
        itemsBySection[section] = []
        added.append(section)
      }
    }
    return added
  }

  /// The items of `items` not yet in the snapshot (nor repeated), now owned by `section`.
  @inlinable
  mutating func newItems(_ items: [ItemID], in section: SectionID) -> [ItemID] {
    var added: [ItemID] = []
    added.reserveCapacity(items.count)
    sectionOfItem.reserveCapacity(sectionOfItem.count + items.count)
    for item in items {
      if let holder = sectionOfItem[item] {
        report(.duplicateItem(String(describing: item), inSection: String(describing: holder)))
      } else {
        sectionOfItem[item] = section
        added.append(item)
      }
    }
    return added
  }

  /// Records a problem.
  @usableFromInline
  mutating func report(_ problem: SnapshotError) {
    problems.append(problem)
  }

  /// The position of `section`, or `nil` (and a problem) if the snapshot does not have it.
  @usableFromInline
  mutating func existingSectionIndex(_ section: SectionID) -> Int? {
    guard let index = sectionOrder.firstIndex(of: section) else {
      report(.unknownSection(String(describing: section)))
      return nil
    }
    return index
  }

  private mutating func existingItemPosition(_ item: ItemID) -> (SectionID, Int)? {
    guard let section = sectionOfItem[item], let index = itemsBySection[section]?.firstIndex(of: item) else {
      report(.unknownItem(String(describing: item)))
      return nil
    }
    return (section, index)
  }
}

extension Snapshot: Equatable {
  /// Same sections and items in the same order (marks and problems aside).
  public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    lhs.sectionOrder == rhs.sectionOrder && lhs.itemsBySection == rhs.itemsBySection
  }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// Something a snapshot could not do; the snapshot skipped it.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A section identifier was added that the snapshot already has.
  case duplicateSection(String)
  /// An item identifier was added that the snapshot already has (in `inSection`).
  case duplicateItem(String, inSection: String)
  /// An operation named a section the snapshot does not have.
  case unknownSection(String)
  /// An operation named an item the snapshot does not have.
  case unknownItem(String)
  /// Items were appended to a snapshot with no section.
  case noSection(operation: String)

  /// What happened, naming the identifier.
  public var description: String {
    switch self {
    case let .duplicateSection(section): "section \(section) is already in the snapshot; the second one was skipped"
    case let .duplicateItem(item, section):
      "item \(item) is already in the snapshot (in section \(section)); the second one was skipped"
    case let .unknownSection(section): "section \(section) is not in the snapshot"
    case let .unknownItem(item): "item \(item) is not in the snapshot"
    case let .noSection(operation): "\(operation) on a snapshot with no section: append a section first"
    }
  }
}
