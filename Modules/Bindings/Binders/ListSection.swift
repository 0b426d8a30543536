/// A section of a list: a value of its own (its identity, a title) and its items.
public struct ListSection<Metadata, Item> {
  /// What the section is: its identity and header.
  public var metadata: Metadata
  /// Its rows.
  public var items: [Item]

  /// Creates a section.
  public init(_ metadata: Metadata, items: [Item]) {
    self.metadata = metadata
    self.items = items
  }
}

extension ListSection: Equatable where Metadata: Equatable, Item: Equatable {}
extension ListSection: Hashable where Metadata: Hashable, Item: Hashable {}
extension ListSection: Sendable where Metadata: Sendable, Item: Sendable {}
