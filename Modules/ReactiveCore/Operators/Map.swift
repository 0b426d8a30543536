/// `map`, `mapError`, `filter`, `compactMap`, `skipNil`: stateless per-value transforms.
@usableFromInline
enum Transforms {}

extension Transforms {
  @inlinable
  static func map<V, E, U>(_ transform: @escaping (V) -> U) -> Transform<V, E, U, E> {
    { downstream, _ in
      Signal<V, E>.Observer { event in
        switch event {
        case let .value(value): downstream.send(.value(transform(value)))
        case let .failed(error): downstream.send(.failed(error))
        case .completed: downstream.send(.completed)
        case .interrupted: downstream.send(.interrupted)
        }
      }
    }
  }

  @inlinable
  static func filter<V, E>(_ isIncluded: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      Signal<V, E>.Observer { event in
        if case let .value(value) = event, !isIncluded(value) { return }
        downstream.send(event)
      }
    }
  }

  @inlinable
  static func compactMap<V, E, U>(_ transform: @escaping (V) -> U?) -> Transform<V, E, U, E> {
    { downstream, _ in
      Signal<V, E>.Observer { event in
        switch event {
        case let .value(value):
          if let mapped = transform(value) { downstream.send(.value(mapped)) }
        case let .failed(error): downstream.send(.failed(error))
        case .completed: downstream.send(.completed)
        case .interrupted: downstream.send(.interrupted)
        }
      }
    }
  }

  @inlinable
  static func mapError<V, E, F>(_ transform: @escaping (E) -> F) -> Transform<V, E, V, F> {
    { downstream, _ in
      Signal<V, E>.Observer { event in downstream.send(event.mapError(transform)) }
    }
  }
}

extension Signal {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    applyInline(Transforms.map(transform))
  }

  /// Maps each value to the value at `keyPath`.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Maps each value to a constant.
  public func map<U>(value: U) -> Signal<U, Error> {
    map { _ in value }
  }

  /// Forwards only the values for which `isIncluded` returns `true`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    applyInline(Transforms.compactMap(transform))
  }

  /// Transforms the error of a failure.
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
    applyInline(Transforms.mapError(transform))
  }
}

extension Signal where Value: OptionalProtocol {
  /// Drops `nil` values and unwraps the rest.
  public func skipNil() -> Signal<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}

extension SignalProducer {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.map(transform))
  }

  /// Maps each value to the value at `keyPath`.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Maps each value to a constant.
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    map { _ in value }
  }

  /// Forwards only the values for which `isIncluded` returns `true`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    apply(Transforms.compactMap(transform))
  }

  /// Transforms the error of a failure.
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
    apply(Transforms.mapError(transform))
  }
}

extension SignalProducer where Value: OptionalProtocol {
  /// Drops `nil` values and unwraps the rest.
  public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}
