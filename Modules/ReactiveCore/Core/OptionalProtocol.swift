/// Lets generic code constrain a type to be an `Optional` (for `skipNil`, optional bindings).
public protocol OptionalProtocol {
  /// The wrapped type.
  associatedtype Wrapped

  /// Creates the optional from a plain `Optional`.
  init(reconstructing value: Wrapped?)

  /// The value as a plain `Optional`.
  var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// Creates the optional from a plain `Optional`.
  public init(reconstructing value: Wrapped?) {
    self = value
  }

  /// The value as a plain `Optional`.
  public var optional: Wrapped? { self }
}
