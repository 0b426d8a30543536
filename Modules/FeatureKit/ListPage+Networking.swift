import Networking

extension ListPage {
  /// The page of a list as Networking read it (`APIClient.page`): its items, the total when the
  /// server said, and whether it is the last.
  public init(_ page: Page<Item>) {
    self.init(items: page.items, totalCount: page.totalCount, isLastPage: page.isLastPage)
  }
}
