/// A feature as the composition root sees it: an identifier, a title for menus, the
/// dependencies it needs, and how to make its root screen from them. The root registers
/// features without knowing their insides; a feature missing a dependency fails to start with
/// an error that names it, before any of its code runs.
public struct Feature<Screen> {
  /// A stable identifier ("posts", "beer-list").
  public let id: String
  /// A title for menus and title bars.
  public let title: String
  /// The types the feature resolves from `Dependencies`.
  public let requirements: [DependencyKey]
  private let make: (Dependencies) throws -> Screen

  /// Describes a feature; `make` builds its root screen (through its presenter) from the
  /// dependencies, which hold at least `requirements`.
  public init(
    id: String, title: String, requirements: [DependencyKey], make: @escaping (Dependencies) throws -> Screen
  ) {
    self.id = id
    self.title = title
    self.requirements = requirements
    self.make = make
  }

  /// The requirements `dependencies` lacks.
  public func missingRequirements(in dependencies: Dependencies) -> [DependencyKey] {
    requirements.filter { !dependencies.contains($0) }
  }

  /// Makes the feature's root screen.
  ///
  /// - throws: `MissingDependency` for the first requirement not registered, or what `make`
  ///   throws.
  public func makeRootScreen(_ dependencies: Dependencies) throws -> Screen {
    if let missing = missingRequirements(in: dependencies).first {
      throw MissingDependency(typeName: missing.description)
    }
    return try make(dependencies)
  }
}
