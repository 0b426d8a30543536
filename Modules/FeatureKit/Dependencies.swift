/// The services an app gives its features, found by type: API clients, providers, the session
/// store, schedulers. The composition root registers them once; each feature declares the ones
/// it needs (`Feature.requirements`) and resolves them when it starts.
public struct Dependencies: @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An empty container.
  public init() {}

  /// Registers `value` as the `type` (a protocol, usually) features ask for. Name the type for
  /// protocols (`as: (any Router).self`): a value of existential type passed alone is opened,
  /// and would be registered as its concrete type.
  public mutating func register<Value>(_ value: Value, as type: Value.Type = Value.self) {
    values[ObjectIdentifier(type)] = value
  }

  /// This container with `value` registered as `type`.
  public func registering<Value>(_ value: Value, as type: Value.Type = Value.self) -> Dependencies {
    var copy = self
    copy.register(value, as: type)
    return copy
  }

  /// Whether something is registered as `key`'s type.
  public func contains(_ key: DependencyKey) -> Bool { values[key.identifier] != nil }

  /// The value registered as `type`.
  ///
  /// - throws: `MissingDependency` naming the type when nothing is registered as it.
  public func resolve<Value>(_ type: Value.Type = Value.self) throws(MissingDependency) -> Value {
    guard let value = values[ObjectIdentifier(type)] as? Value else {
      throw MissingDependency(typeName: String(describing: type))
    }
    return value
  }
}

/// A type a feature needs from `Dependencies`.
public struct DependencyKey: Hashable, Sendable, CustomStringConvertible {
  let identifier: ObjectIdentifier
  /// The type's name.
  public let description: String

  /// The key of `type`.
  public static func of<Value>(_ type: Value.Type) -> DependencyKey {
    DependencyKey(identifier: ObjectIdentifier(type), description: String(describing: type))
  }
}

/// A dependency a feature needs is not registered.
public struct MissingDependency: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name of the missing type.
  public var typeName: String

  /// The error for the type named `typeName`.
  public init(typeName: String) {
    self.typeName = typeName
  }

  /// Says which dependency is missing.
  public var description: String { "No \(typeName) is registered in the app's dependencies." }
}
