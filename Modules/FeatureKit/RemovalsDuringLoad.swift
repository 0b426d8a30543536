/// The user's removals of shown rows begun while a page of a `PagedList` loads. Each may reach
/// the server before it reads the page, and move the page's rows back one: the list asks for the
/// page `count` rows before the one first asked for (`firstPageAsked`), counting from there
/// rather than from the page it stepped back to, so that a page's worth of removals steps back
/// one page, not one page each.
public struct RemovalsDuringLoad: Equatable, Sendable {
  /// The page that was loading when the first of them began.
  public var firstPageAsked: Int
  /// How many began since.
  public var count: Int

  /// `count` removals begun while the page that was `firstPageAsked` loaded.
  public init(firstPageAsked: Int, count: Int) {
    self.firstPageAsked = firstPageAsked
    self.count = count
  }
}
