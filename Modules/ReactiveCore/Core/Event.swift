extension Signal {
  /// What a signal sends: any number of values, then at most one terminal event.
  ///
  /// Grammar: `value* (failed | completed | interrupted)?`. Nothing follows a terminal event.
  public enum Event {
    /// A value.
    case value(Value)
    /// The stream failed with an error. Terminal.
    case failed(Error)
    /// The stream ended successfully. Terminal.
    case completed
    /// The stream was cancelled before it could finish. Terminal.
    case interrupted

    /// Whether this event ends the stream.
    @inlinable
    public var isTerminating: Bool {
      if case .value = self { return false }
      return true
    }

    /// Whether this event is `completed`.
    @inlinable
    public var isCompleted: Bool {
      if case .completed = self { return true }
      return false
    }

    /// The value, if this is a value event.
    @inlinable
    public var value: Value? {
      if case let .value(value) = self { return value }
      return nil
    }

    /// The error, if this is a failure.
    @inlinable
    public var error: Error? {
      if case let .failed(error) = self { return error }
      return nil
    }

    /// Transforms the value of a value event.
    @inlinable
    public func map<U>(_ transform: (Value) throws -> U) rethrows -> Signal<U, Error>.Event {
      switch self {
      case let .value(value): return .value(try transform(value))
      case let .failed(error): return .failed(error)
      case .completed: return .completed
      case .interrupted: return .interrupted
      }
    }

    /// Transforms the error of a failure.
    @inlinable
    public func mapError<F>(_ transform: (Error) throws -> F) rethrows -> Signal<Value, F>.Event {
      switch self {
      case let .value(value): return .value(value)
      case let .failed(error): return .failed(try transform(error))
      case .completed: return .completed
      case .interrupted: return .interrupted
      }
    }
  }
}

extension Signal.Event: Sendable where Value: Sendable {}
extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}
extension Signal.Event: Hashable where Value: Hashable, Error: Hashable {}

extension Signal.Event: CustomStringConvertible {
  /// The event as ReactiveSwift prints it, for logs and test failures: `VALUE 3`,
  /// `FAILED <error>`, `COMPLETED`, `INTERRUPTED`.
  public var description: String {
    switch self {
    case let .value(value): return "VALUE \(value)"
    case let .failed(error): return "FAILED \(error)"
    case .completed: return "COMPLETED"
    case .interrupted: return "INTERRUPTED"
    }
  }
}

/// What generic code names to mean "any `Signal.Event`", as ReactiveSwift's does: a stream of
/// events is one whose `Value: EventProtocol` (`dematerialize()` turns it back into the stream).
public protocol EventProtocol<Value, Error> {
  /// The type of the event's value.
  associatedtype Value
  /// The type of the event's error.
  associatedtype Error: Swift.Error

  /// The event itself, typed as the concrete `Signal.Event`.
  var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
  /// The event itself.
  public var event: Signal<Value, Error>.Event { self }
}

extension Signal.Event {
  /// This terminal event as an event of another value type (`nil` for a value), for operators
  /// whose output type differs from their input's.
  @inlinable
  func terminal<U>(as _: U.Type = U.self) -> Signal<U, Error>.Event? {
    switch self {
    case .value: return nil
    case let .failed(error): return .failed(error)
    case .completed: return .completed
    case .interrupted: return .interrupted
    }
  }
}
