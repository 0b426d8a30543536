/// What a binder shows: its sections, each with its metadata and rows. Changesets apply to it
/// in place, in time that depends on the size of the change, not of the list.
public struct ListContent<Metadata, Item>: RandomAccessCollection {
  /// One section of the content.
  public struct Section {
    /// The section's metadata (identity, header).
    public var metadata: Metadata
    /// Its rows.
    public var items: RowStore<Item>

    /// Creates a section.
    public init(metadata: Metadata, items: RowStore<Item>) {
      self.metadata = metadata
      self.items = items
    }
  }

  private var sections: [Section]

  /// The content of `sections`.
  public init(_ sections: [ListSection<Metadata, Item>] = []) {
    self.sections = sections.map { Section(metadata: $0.metadata, items: RowStore($0.items)) }
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// The number of sections.
  public var endIndex: Int { sections.count }

  /// The section at `position`.
  public subscript(position: Int) -> Section {
    get { sections[position] }
    set { sections[position] = newValue }
  }

  /// The number of rows of each section.
  public var counts: [Int] { sections.map { $0.items.count } }

  /// As plain sections (copies every row).
  public var listSections: [ListSection<Metadata, Item>] {
    sections.map { ListSection($0.metadata, items: $0.items.elements) }
  }

  /// Becomes `newSections`, which `changeset` (consistent with the current content) leads to.
  /// Each row deleted, inserted or moved shifts about half a chunk of a `RowStore`, so a small
  /// change is applied (in the time of the change, not of the list) and a large one takes the
  /// new rows whole (in the time of the list).
  mutating func update(to newSections: [ListSection<Metadata, Item>], by changeset: SectionedChangeset<Metadata, Item>)
  {
    let rowCount = newSections.reduce(0) { $0 + $1.items.count }
    let structuralChanges = changeset.itemDeletes.count + changeset.itemInsertions.count + changeset.itemMoves.count
    if structuralChanges * (RowStore<Item>.chunkSize / 2) > rowCount {
      self = ListContent(newSections)
    } else {
      apply(changeset)
    }
  }

  /// Applies `changeset` (which must fit: see `ListBinder`'s consistency check): removes what
  /// leaves, from the last to the first, then inserts what arrives, from the first to the last,
  /// so every index means what the changeset says; then updates.
  public mutating func apply(_ changeset: SectionedChangeset<Metadata, Item>) {
    let sectionChanges = changeset.sections
    // Rows that move between sections, read before anything changes.
    let movedRows = changeset.itemMoves.map { sections[$0.source.section].items[$0.source.item] }
    var rowsLeaving = changeset.itemDeletes + changeset.itemMoves.map { $0.source }
    rowsLeaving.sort(by: >)
    for path in rowsLeaving { sections[path.section].items.remove(at: path.item) }
    // Sections: the same order of removal and insertion.
    let movedSections = sectionChanges.moves.map { sections[$0.source] }
    var sectionsLeaving = sectionChanges.deletes + sectionChanges.moves.map { $0.source }
    sectionsLeaving.sort(by: >)
    for index in sectionsLeaving { sections.remove(at: index) }
    var sectionsArriving =
      sectionChanges.insertions.map {
        (index: $0.index, section: Section(metadata: $0.element.metadata, items: RowStore($0.element.items)))
      }
      + zip(sectionChanges.moves, movedSections).map { (index: $0.destination, section: $1) }
    sectionsArriving.sort { $0.index < $1.index }
    for arriving in sectionsArriving { sections.insert(arriving.section, at: arriving.index) }
    for update in sectionChanges.updates { sections[update.destination].metadata = update.element.metadata }
    var rowsArriving =
      changeset.itemInsertions.map { (path: $0.indexPath, element: $0.element) }
      + zip(changeset.itemMoves, movedRows).map { (path: $0.destination, element: $1) }
    rowsArriving.sort { $0.path < $1.path }
    for arriving in rowsArriving {
      sections[arriving.path.section].items.insert(arriving.element, at: arriving.path.item)
    }
    for update in changeset.itemUpdates {
      sections[update.destination.section].items[update.destination.item] = update.element
    }
  }
}

extension ListContent.Section: Sendable where Metadata: Sendable, Item: Sendable {}
extension ListContent: Sendable where Metadata: Sendable, Item: Sendable {}
