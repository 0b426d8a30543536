/// A failure as a feature shows it: a sentence for the user and whether trying again may help.
/// Live providers turn transport and HTTP errors into these, so view models need no networking
/// types.
public struct FeatureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, for the user.
  public var message: String
  /// Whether retrying the same thing may succeed (a timeout, a server error) or not (bad data).
  public var isRetryable: Bool

  /// Creates an error.
  public init(message: String, isRetryable: Bool = true) {
    self.message = message
    self.isRetryable = isRetryable
  }

  /// The message.
  public var description: String { message }
}
