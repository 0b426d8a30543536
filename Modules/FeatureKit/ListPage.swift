/// One page of a list as a provider delivers it to a view model: the items, how many there are
/// in all when the server says, and whether it is the last page.
public struct ListPage<Item: Sendable>: Sendable {
  /// The page's items, in order.
  public var items: [Item]
  /// How many items the whole list has, when the server says.
  public var totalCount: Int?
  /// Whether no page follows.
  public var isLastPage: Bool

  /// Creates a page.
  public init(items: [Item], totalCount: Int? = nil, isLastPage: Bool) {
    self.items = items
    self.totalCount = totalCount
    self.isLastPage = isLastPage
  }
}

extension ListPage: Equatable where Item: Equatable {}
