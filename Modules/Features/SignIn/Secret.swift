/// A string that must never be shown, logged or printed: a password on its way to the server.
/// Its description, debug description and mirror say only that it is a secret (and whether it
/// is empty), so a state dump, a test failure or a log line cannot leak it.
public struct Secret: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The secret text, for the one place that needs it (the request body).
  public var value: String

  /// Wraps `value`.
  public init(_ value: String) {
    self.value = value
  }

  /// Whether it holds nothing (after trimming spaces).
  public var isBlank: Bool { value.allSatisfy(\.isWhitespace) }

  /// "<secret>" or "<empty>".
  public var description: String { value.isEmpty ? "<empty>" : "<secret>" }

  /// Same as `description`.
  public var debugDescription: String { description }

  /// A mirror without the value.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
