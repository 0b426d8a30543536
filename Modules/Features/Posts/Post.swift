/// A JSONPlaceholder post, with the name of its author.
public struct Post: Identifiable, Equatable, Sendable {
  /// The post's id.
  public var id: Int
  /// The author's user id.
  public var userId: Int
  /// The title.
  public var title: String
  /// The text (several lines).
  public var body: String
  /// The author's name, looked up from `/users` (empty if unknown).
  public var author: String

  /// Creates a post.
  public init(id: Int, userId: Int, title: String, body: String, author: String = "") {
    self.id = id
    self.userId = userId
    self.title = title
    self.body = body
    self.author = author
  }

  /// The first line of the body.
  public var firstLineOfBody: String {
    String(body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
  }
}
