/// A comment on a post (JSONPlaceholder's `/posts/{id}/comments`).
public struct Comment: Identifiable, Equatable, Sendable {
  /// The comment's id.
  public var id: Int
  /// Its subject line.
  public var name: String
  /// Who wrote it.
  public var email: String
  /// The text (several lines).
  public var body: String

  /// Creates a comment.
  public init(id: Int, name: String, email: String, body: String) {
    self.id = id
    self.name = name
    self.email = email
    self.body = body
  }
}
