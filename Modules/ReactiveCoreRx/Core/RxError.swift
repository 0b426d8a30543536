/// Errors this module raises itself, with RxSwift's cases (all of them, so a `switch` written
/// for RxSwift's `RxError` compiles; `unknown` and `overflow` are never raised here).
public enum RxError: Swift.Error, CustomStringConvertible, CustomDebugStringConvertible, @unchecked Sendable {
  /// An error with no better description (RxSwift's catch-all case).
  case unknown
  /// An arithmetic overflow (RxSwift's case, for counters that could wrap).
  case overflow
  /// The subject or relay was disposed before it was used.
  case disposed(object: AnyObject)
  /// A sequence expected to hold an element had none.
  case noElements
  /// A sequence expected to hold one element had more.
  case moreThanOneElement
  /// A `timeout` ran out.
  case timeout
  /// `element(at:)` asked for an element past the sequence's end.
  case argumentOutOfRange

  /// What happened, in words.
  public var description: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .overflow: return "Arithmetic overflow occurred."
    case let .disposed(object): return "\(type(of: object)) was used after it was disposed."
    case .noElements: return "The sequence ended without an element."
    case .moreThanOneElement: return "The sequence sent more than one element."
    case .timeout: return "The sequence timed out."
    case .argumentOutOfRange: return "The sequence ended before the element asked for."
    }
  }

  /// The same as `description` (RxSwift's errors print the same way in both).
  public var debugDescription: String { description }
}
