/// Why a script could not be read or played: the line and a one-line reason.
public struct UIScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line number, from 1.
  public let line: Int
  /// What is wrong, in one line.
  public let reason: String

  /// Creates an error about `line`.
  public init(line: Int, _ reason: String) {
    self.line = line
    self.reason = reason
  }

  /// "line 3: unknown command “prss” (did you mean “press”?)".
  public var description: String { "line \(line): \(reason)" }
}
