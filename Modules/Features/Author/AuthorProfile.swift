/// A user as the author screen shows them above their albums.
public struct AuthorProfile: Equatable, Sendable {
  /// The user's id.
  public var id: Int
  /// Their full name.
  public var name: String
  /// Their e-mail address.
  public var email: String
  /// The company they work for (empty if unknown).
  public var company: String

  /// Creates a profile.
  public init(id: Int, name: String, email: String, company: String) {
    self.id = id
    self.name = name
    self.email = email
    self.company = company
  }
}
