/// A to-do of JSONPlaceholder's `/todos`.
public struct Todo: Identifiable, Equatable, Sendable, Codable {
  /// The server's id.
  public var id: Int
  /// The id of the user whose to-do it is (JSONPlaceholder's spelling).
  public var userId: Int
  /// What is to be done.
  public var title: String
  /// Whether it is done: what Space ticks.
  public var completed: Bool

  /// Creates a to-do.
  public init(id: Int, userId: Int, title: String, completed: Bool) {
    self.id = id
    self.userId = userId
    self.title = title
    self.completed = completed
  }
}
