/// Who is signed in, as features see it: enough to show "my" rows, to sign what the user writes,
/// and to tell the user's own rows from others'. The app provides it (`SignedInUserEnvironment`);
/// no feature imports the one that signs in.
public struct SignedInUser: Equatable, Sendable {
  /// The user's id at the API. On the offline API it is also the JSONPlaceholder `userId` of the
  /// user's posts, albums and to-dos (see Modules/EmbeddedAPI/README.md, "Who owns what").
  public var id: Int
  /// The full name ("Emily Johnson").
  public var name: String
  /// The e-mail address; JSONPlaceholder's comments name their author by it.
  public var email: String

  /// Creates a user.
  public init(id: Int, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}

/// A requirement: who is signed in. A feature that needs it lists it in its `Environment`; an
/// app that cannot say does not build.
public protocol SignedInUserEnvironment {
  /// The signed-in user, or `nil` when nobody is (a feature whose info says `needsSession` is
  /// opened signed in).
  var signedInUser: SignedInUser? { get }
}
