/// Why applying an `Action` failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled (executing, or its `enabledIf` condition was false).
  case disabled
  /// The execution's producer failed.
  case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}

extension ActionError: CustomStringConvertible {
  /// A description for people reading logs and test failures.
  public var description: String {
    switch self {
    case .disabled: return "The action is disabled."
    case let .producerFailed(error): return "\(error)"
    }
  }
}
