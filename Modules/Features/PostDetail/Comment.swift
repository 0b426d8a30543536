/// A comment on a post (JSONPlaceholder's `/posts/{id}/comments`), decoded from and sent as its
/// JSON.
public struct Comment: Identifiable, Equatable, Sendable, Codable {
  /// The comment's id (negative while one the user added waits for the server's).
  public var id: Int
  /// Its subject line.
  public var name: String
  /// Who wrote it: JSONPlaceholder names a comment's author by e-mail.
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
