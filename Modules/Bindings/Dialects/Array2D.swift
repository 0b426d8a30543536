import Foundation

/// A sectioned collection in Bond's shape: sections, each with its metadata (a header title, a
/// model) and its items. Bind a stream of them with
/// `bind(to:cellType:using:configure:)`, whose binder data source reads the current one as
/// `changeset?.collection`.
public struct Array2D<SectionMetadata, Item> {
  /// One section: its metadata and its items.
  public struct Section {
    /// What the section is about (its header title, say).
    public var metadata: SectionMetadata
    /// The section's rows.
    public var items: [Item]

    /// A section of `items` described by `metadata`.
    public init(metadata: SectionMetadata, items: [Item] = []) {
      self.metadata = metadata
      self.items = items
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// A collection of `sections`.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// A collection of sections given as (metadata, items) pairs: Bond's initializer.
  public init(sectionsWithItems: [(SectionMetadata, [Item])]) {
    sections = sectionsWithItems.map { Section(metadata: $0.0, items: $0.1) }
  }

  /// The item at `indexPath`.
  public subscript(itemAt indexPath: IndexPath) -> Item {
    get { sections[indexPath.section].items[indexPath.item] }
    set { sections[indexPath.section].items[indexPath.item] = newValue }
  }

  /// The section at `index`.
  public subscript(sectionAt index: Int) -> Section {
    get { sections[index] }
    set { sections[index] = newValue }
  }

  /// How many sections there are.
  public var numberOfSections: Int { sections.count }

  /// How many items section `section` has.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  /// Adds `section` at the end.
  public mutating func appendSection(_ section: Section) {
    sections.append(section)
  }

  /// Adds an empty section described by `metadata` at the end.
  public mutating func appendSection(_ metadata: SectionMetadata) {
    sections.append(Section(metadata: metadata))
  }

  /// Inserts `section` at `index`.
  public mutating func insert(section: Section, at index: Int) {
    sections.insert(section, at: index)
  }

  /// Adds `item` at the end of section `index`.
  public mutating func appendItem(_ item: Item, toSectionAt index: Int) {
    sections[index].items.append(item)
  }

  /// Inserts `item` at `indexPath`.
  public mutating func insert(item: Item, at indexPath: IndexPath) {
    sections[indexPath.section].items.insert(item, at: indexPath.item)
  }

  /// Removes and returns the section at `index`.
  @discardableResult
  public mutating func removeSection(at index: Int) -> Section {
    sections.remove(at: index)
  }

  /// Removes and returns the item at `indexPath`.
  @discardableResult
  public mutating func removeItem(at indexPath: IndexPath) -> Item {
    sections[indexPath.section].items.remove(at: indexPath.item)
  }

  /// Removes every item, keeping the sections.
  public mutating func removeAllItems() {
    for index in sections.indices { sections[index].items.removeAll() }
  }

  /// The sections as a binder holds them.
  var listSections: [ListSection<SectionMetadata, Item>] {
    sections.map { ListSection($0.metadata, items: $0.items) }
  }
}

extension Array2D.Section: Equatable where SectionMetadata: Equatable, Item: Equatable {}
extension Array2D: Equatable where SectionMetadata: Equatable, Item: Equatable {}
extension Array2D.Section: Sendable where SectionMetadata: Sendable, Item: Sendable {}
extension Array2D: Sendable where SectionMetadata: Sendable, Item: Sendable {}
