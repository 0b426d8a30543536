/// A post a search found: enough to show it in the results and to open it.
public struct FoundPost: Identifiable, Equatable, Sendable, Decodable {
  /// The post's id.
  public var id: Int
  /// The author's user id.
  public var userId: Int
  /// The title, which holds what was searched for.
  public var title: String

  /// Creates a found post.
  public init(id: Int, userId: Int, title: String) {
    self.id = id
    self.userId = userId
    self.title = title
  }
}
