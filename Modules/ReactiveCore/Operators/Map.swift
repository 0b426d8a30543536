/// `map`, `mapError`, `filter`, `compactMap`, `skipNil`: stateless per-value transforms.
///
/// `map`, `filter` and `compactMap` are stages (`StageSteps`): consecutive ones on a signal or a
/// producer fuse into one observer (see `StageFeed` and `ProducerStage`).
@usableFromInline
enum Transforms {}

/// The steps of the fusable operators (see `StageStep`).
@usableFromInline
enum StageSteps {
  @inlinable
  static func map<V, U>(_ transform: @escaping (V) -> U) -> StageStep {
    { next in { passStageValue(transform($0.stageValue(V.self)), to: next) } }
  }

  @inlinable
  static func filter<V>(_ isIncluded: @escaping (V) -> Bool) -> StageStep {
    { next in { if isIncluded($0.stageValue(V.self)) { next($0) } } }
  }

  @inlinable
  static func compactMap<V, U>(_ transform: @escaping (V) -> U?) -> StageStep {
    { next in { if let mapped = transform($0.stageValue(V.self)) { passStageValue(mapped, to: next) } } }
  }
}

extension Transforms {
  /// A stage as an observer-level transform that never fuses: what a fused chain must behave
  /// like (the fusion tests compare the two on random chains).
  @inlinable
  static func unfusedStage<V, E, U>(_: U.Type, _ step: @escaping StageStep) -> Transform<V, E, U, E> {
    { downstream, _ in
      let output = StageOutput<U, E>()
      return Signal<V, E>.Observer.stage(sink: step(output.sink(downstream)), end: output.end(downstream))
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
    applyStage(U.self, StageSteps.map(transform))
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
    applyStage(Value.self, StageSteps.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    applyStage(U.self, StageSteps.compactMap(transform))
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
    applyStage(U.self, StageSteps.map(transform))
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
    applyStage(Value.self, StageSteps.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    applyStage(U.self, StageSteps.compactMap(transform))
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
