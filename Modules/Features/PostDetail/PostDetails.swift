/// A post as its detail screen shows it: the whole text and its author's name.
public struct PostDetails: Equatable, Sendable {
  /// The post's id.
  public var id: Int
  /// The title.
  public var title: String
  /// The author's name (empty if unknown).
  public var author: String
  /// The author's user id (0 if unknown).
  public var authorID: Int
  /// The whole text (several lines).
  public var body: String

  /// Creates a post.
  public init(id: Int, title: String, author: String, authorID: Int = 0, body: String) {
    self.id = id
    self.title = title
    self.author = author
    self.authorID = authorID
    self.body = body
  }
}
