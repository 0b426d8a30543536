/// An album of JSONPlaceholder's `/albums`.
public struct Album: Identifiable, Equatable, Sendable, Codable {
  /// The album's id.
  public var id: Int
  /// The id of the user who made it.
  public var userId: Int
  /// The album's title.
  public var title: String

  /// Creates an album.
  public init(id: Int, userId: Int, title: String) {
    self.id = id
    self.userId = userId
    self.title = title
  }
}
