/// A post as its edit form changes it: which post, and its title. A list opening the form makes
/// one from its own row (features share no model types); the server's answer to a save is one.
public struct EditablePost: Identifiable, Equatable, Sendable, Codable {
  /// The post's id.
  public var id: Int
  /// The title.
  public var title: String

  /// The post `id`, titled `title`.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
