/// A post as its edit form changes it: which post, its title and its body. A list opening the
/// form makes one from its own row (features share no model types); the server's answer to a
/// save is one.
public struct EditablePost: Identifiable, Equatable, Sendable, Codable {
  /// The post's id.
  public var id: Int
  /// The title.
  public var title: String
  /// The text, its lines separated by "\n".
  public var body: String

  /// The post `id`, titled `title`, reading `body`.
  public init(id: Int, title: String, body: String) {
    self.id = id
    self.title = title
    self.body = body
  }
}
