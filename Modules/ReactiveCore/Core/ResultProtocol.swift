/// A protocol that constrains a generic parameter to be a `Result`, as ReactiveSwift's
/// `ResultProtocol` does: an operator or a helper written `where Value: ResultProtocol` works on
/// streams of results whatever their success and failure types.
///
/// `Swift.Result` is the one conforming type; `result` gives it back as itself.
public protocol ResultProtocol {
  /// The type of a successful result's value.
  associatedtype Success
  /// The type of a failed result's error.
  associatedtype Failure: Swift.Error

  /// A success holding `success` (ReactiveSwift's spelling of `.success(_:)`).
  init(success: Success)
  /// A failure holding `failure` (ReactiveSwift's spelling of `.failure(_:)`).
  init(failure: Failure)

  /// This result as a `Swift.Result`.
  var result: Result<Success, Failure> { get }
}

extension Result: ResultProtocol {
  /// `.success(success)`, spelled as ReactiveSwift (and the Result library before it) spells it.
  @inlinable
  public init(success: Success) {
    self = .success(success)
  }

  /// `.failure(failure)`, spelled as ReactiveSwift spells it.
  @inlinable
  public init(failure: Failure) {
    self = .failure(failure)
  }

  /// The result itself: what code generic over `ResultProtocol` reads to switch over it.
  @inlinable
  public var result: Result<Success, Failure> { self }
}

extension Result {
  /// The success value, or `nil` for a failure: `producer.single()?.value`, as ReactiveSwift
  /// code reads a blocking result.
  @inlinable
  public var value: Success? {
    if case let .success(value) = self { return value }
    return nil
  }

  /// The failure's error, or `nil` for a success: `producer.first()?.error`.
  @inlinable
  public var error: Failure? {
    if case let .failure(error) = self { return error }
    return nil
  }
}
