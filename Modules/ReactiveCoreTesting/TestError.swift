/// A simple error for tests of failure paths.
public struct TestError: Error, Equatable, Hashable, CustomStringConvertible, Sendable {
  /// Distinguishes errors in one test.
  public let code: Int

  /// Creates an error with `code`.
  public init(_ code: Int = 0) {
    self.code = code
  }

  /// A description for people reading logs and test failures.
  public var description: String { "TestError(\(code))" }
}
