/// `map`, `mapError`, `filter`, `compactMap`, `skipNil`: stateless per-value transforms.
///
/// `map`, `filter` and `compactMap` are stages: consecutive ones on a signal or a producer fuse
/// into one observer (see `StageFeed` and `ProducerStage`).
@usableFromInline
enum Transforms {}

/// A fusable stateless operator in its two forms.
///
/// The operators that build one (`map`, `filter`, `compactMap` on signals and producers, and the
/// constructors here) are always inlined, so the closure a user passes is built into its step
/// where the operator is called and a literal is folded into that step at every call site. Left
/// to the inliner, a long chain written as one expression had `map` inlined at some call sites
/// only, and the others called the literal through its context: 16 maps in one expression ran
/// 914 instructions per event, 583 always inlined, against 495 for the same maps built in a
/// loop (`Tooling/Benchmarks/instruction-counts.py`, C1s and C1, 2026-11-27; 488 and 465 since
/// observers take one heap block and C1s's maps differ from one another).
@usableFromInline
struct StageOperator<Value, Error: Swift.Error, U> {
  /// Its step, for fusing with the stages next to it (see `StageSteps`).
  @usableFromInline let steps: StageSteps
  /// The operator on its own: an observer that transforms and sends downstream directly, which
  /// costs less than the step machinery while nothing is fused (a kept intermediate).
  @usableFromInline let alone: Transform<Value, Error, U, Error>

  @inlinable
  init(steps: StageSteps, alone: @escaping Transform<Value, Error, U, Error>) {
    self.steps = steps
    self.alone = alone
  }

  @inlinable @inline(__always)
  static func map(_ transform: @escaping (Value) -> U) -> StageOperator {
    StageOperator(
      steps: StageSteps(
        from: Value.self, to: U.self,
        { input, output in
          output.putStageValue(transform(input.takeStageValue(Value.self)))
          return true
        },
        word: { StageWord(holding: transform($0.held(as: Value.self))) }),
      alone: { downstream, _ in
        .events { event in
          switch event {
          case let .value(value): downstream.send(.value(transform(value)))
          case let .failed(error): downstream.send(.failed(error))
          case .completed: downstream.send(.completed)
          case .interrupted: downstream.send(.interrupted)
          }
        }
      })
  }

  @inlinable @inline(__always)
  static func compactMap(_ transform: @escaping (Value) -> U?) -> StageOperator {
    StageOperator(
      steps: StageSteps(
        from: Value.self, to: U.self,
        { input, output in
          guard let mapped = transform(input.takeStageValue(Value.self)) else { return false }
          output.putStageValue(mapped)
          return true
        },
        word: { transform($0.held(as: Value.self)).map(StageWord.init(holding:)) }),
      alone: { downstream, _ in
        .events { event in
          switch event {
          case let .value(value):
            if let mapped = transform(value) { downstream.send(.value(mapped)) }
          case let .failed(error): downstream.send(.failed(error))
          case .completed: downstream.send(.completed)
          case .interrupted: downstream.send(.interrupted)
          }
        }
      })
  }
}

extension StageOperator where U == Value {
  @inlinable @inline(__always)
  static func filter(_ isIncluded: @escaping (Value) -> Bool) -> StageOperator {
    StageOperator(
      steps: StageSteps(
        from: Value.self, to: Value.self,
        { input, output in
          let value = input.takeStageValue(Value.self)
          guard isIncluded(value) else { return false }
          output.putStageValue(value)
          return true
        },
        word: { isIncluded($0.held(as: Value.self)) ? $0 : nil }),
      alone: { downstream, _ in
        .events { event in
          if case let .value(value) = event, !isIncluded(value) { return }
          downstream.send(event)
        }
      })
  }
}

extension Transforms {
  @inlinable
  static func mapError<V, E, F>(_ transform: @escaping (E) -> F) -> Transform<V, E, V, F> {
    { downstream, _ in
      .events { event in downstream.send(event.mapError(transform)) }
    }
  }
}

extension Signal {
  /// Transforms each value.
  @inlinable @inline(__always)
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    applyStage(.map(transform))
  }

  /// Maps each value to the value at `keyPath`.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Maps each value to a constant. Disfavoured: a trailing closure can also match `value:`, and
  /// `map { "\($0)" }` must stay a transform (see `MapValueOverloadTests`).
  @_disfavoredOverload
  @inlinable
  public func map<U>(value: U) -> Signal<U, Error> {
    map { _ in value }
  }

  /// Forwards only the values for which `isIncluded` returns `true`.
  @inlinable @inline(__always)
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyStage(.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable @inline(__always)
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    applyStage(.compactMap(transform))
  }

  /// `compactMap` under its ReactiveSwift 3 name, which ReactiveSwift 7 still has (deprecated) and
  /// its own tests still call, so ported code compiles unchanged.
  @inlinable @inline(__always)
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    compactMap(transform)
  }

  /// Transforms the error of a failure.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
    applyInline(Transforms.mapError(transform))
  }
}

extension Signal where Value: OptionalProtocol {
  /// Drops `nil` values and unwraps the rest.
  @inlinable
  public func skipNil() -> Signal<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}

extension SignalProducer {
  /// Transforms each value.
  @inlinable @inline(__always)
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    applyStage(.map(transform))
  }

  /// Maps each value to the value at `keyPath`.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Maps each value to a constant. Disfavoured: a trailing closure can also match `value:`, and
  /// `map { "\($0)" }` must stay a transform (see `MapValueOverloadTests`).
  @_disfavoredOverload
  @inlinable
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    map { _ in value }
  }

  /// Forwards only the values for which `isIncluded` returns `true`.
  @inlinable @inline(__always)
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    applyStage(.filter(isIncluded))
  }

  /// Transforms each value, dropping the `nil` results.
  @inlinable @inline(__always)
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    applyStage(.compactMap(transform))
  }

  /// `compactMap` under its ReactiveSwift 3 name (see `Signal.filterMap`).
  @inlinable @inline(__always)
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    compactMap(transform)
  }

  /// Transforms the error of a failure.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
    apply(Transforms.mapError(transform))
  }
}

extension SignalProducer where Value: OptionalProtocol {
  /// Drops `nil` values and unwraps the rest.
  @inlinable
  public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}
