/// `attempt`, `attemptMap`, `promoteError`: operators that change the error type (recovering
/// from a failure, `flatMapError`, is in FlatMapError.swift).
extension Transforms {
  @inlinable
  static func attemptMap<V, E, U>(_ transform: @escaping (V) -> Result<U, E>) -> Transform<V, E, U, E> {
    { downstream, _ in
      .events { event in
        switch event {
        case let .value(value):
          switch transform(value) {
          case let .success(mapped): downstream.send(.value(mapped))
          case let .failure(error): downstream.send(.failed(error))
          }
        case let .failed(error): downstream.send(.failed(error))
        case .completed: downstream.send(.completed)
        case .interrupted: downstream.send(.interrupted)
        }
      }
    }
  }

  @inlinable
  static func promoteError<V, F>() -> Transform<V, Never, V, F> {
    { downstream, _ in
      .events { event in
        switch event {
        case let .value(value): downstream.send(.value(value))
        case .completed: downstream.send(.completed)
        case .interrupted: downstream.send(.interrupted)
        }
      }
    }
  }
}

extension Signal {
  /// Transforms each value with a function that may fail; a failure fails the signal.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
    applyInline(Transforms.attemptMap(transform))
  }

  /// Runs `action` for each value; a failure fails the signal, otherwise the value is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }
}

extension Signal where Error == Swift.Error {
  /// Transforms each value with a throwing function; a thrown error fails the signal.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
    attemptMap { value in Result { try transform(value) } }
  }

  /// Runs a throwing `action` for each value; a thrown error fails the signal, otherwise the value
  /// is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
    attemptMap { value in
      try action(value)
      return value
    }
  }
}

extension Signal where Error == Never {
  /// Gives a signal that cannot fail the error type `F`, so it composes with failing streams.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
    applyInline(Transforms.promoteError())
  }

  /// Transforms each value with a throwing function; a thrown error fails the signal.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
    promoteError(Swift.Error.self).attemptMap { value in Result { try transform(value) } }
  }

  /// Runs a throwing `action` for each value; a thrown error fails the signal, otherwise the value
  /// is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
    promoteError(Swift.Error.self).attempt(action)
  }
}

extension SignalProducer {
  /// Transforms each value with a function that may fail; a failure fails the producer.
  @inlinable
  public func attemptMap<U>(
    _ transform: @escaping (Value) -> Result<U, Error>
  ) -> SignalProducer<U, Error> {
    apply(Transforms.attemptMap(transform))
  }

  /// Runs `action` for each value; a failure fails the producer, otherwise the value is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }

}

extension SignalProducer where Error == Swift.Error {
  /// Transforms each value with a throwing function; a thrown error fails the producer.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
    attemptMap { value in Result { try transform(value) } }
  }

  /// Runs a throwing `action` for each value; a thrown error fails the producer, otherwise the
  /// value is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
    attemptMap { value in
      try action(value)
      return value
    }
  }
}

extension SignalProducer where Error == Never {
  /// Gives a producer that cannot fail the error type `F`, so it composes with failing streams.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
    apply(Transforms.promoteError())
  }

  /// Transforms each value with a throwing function; a thrown error fails the producer.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
    promoteError(Swift.Error.self).attemptMap { value in Result { try transform(value) } }
  }

  /// Runs a throwing `action` for each value; a thrown error fails the producer, otherwise the
  /// value is forwarded.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
    promoteError(Swift.Error.self).attempt(action)
  }
}
