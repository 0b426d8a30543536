/// The public faces of `flatten` and `flatMap` for every combination of outer and inner error
/// types (equal, or either one `Never`), on signals and producers.

/// Maps an impossible error to any type (for streams that cannot fail).
@inlinable
func absurd<T>(_ never: Never) -> T {}

extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a signal of streams into one signal of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    Signal<Value.Value, Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a signal of streams into one signal of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
    Signal<Value.Value, Value.Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a signal of streams into one signal of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    Signal<Value.Value, Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: { $0 }, innerError: absurd))
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never, Error == Never {
  /// Flattens a signal of streams into one signal of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
    Signal<Value.Value, Never>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: absurd, innerError: absurd))
  }
}

extension Signal {
  /// Maps each value to a stream and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    Signal<Inner.Value, Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
    Signal<Inner.Value, Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: { $0 }, innerError: absurd))
  }
}

extension Signal where Error == Never {
  /// Maps each value to a stream that may fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> {
    Signal<Inner.Value, Inner.Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    Signal<Inner.Value, Never>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: absurd, innerError: absurd))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a producer of streams into one producer of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    SignalProducer<Value.Value, Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a producer of streams into one producer of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
    SignalProducer<Value.Value, Value.Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a producer of streams into one producer of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    SignalProducer<Value.Value, Error>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: { $0 }, innerError: absurd))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never, Error == Never {
  /// Flattens a producer of streams into one producer of their values, combined by `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
    SignalProducer<Value.Value, Never>(
      Flatten.run(map(\.producer).subscribe, strategy, outerError: absurd, innerError: absurd))
  }
}

extension SignalProducer {
  /// Maps each value to a stream and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    SignalProducer<Inner.Value, Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    SignalProducer<Inner.Value, Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: { $0 }, innerError: absurd))
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a stream that may fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> {
    SignalProducer<Inner.Value, Inner.Error>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
    SignalProducer<Inner.Value, Never>(
      Flatten.run(
        map { transform($0).producer }.subscribe, strategy, outerError: absurd, innerError: absurd))
  }
}

/// `flatMap` with a closure returning a producer of the same error type, spelled out so that an
/// implicit member (`.init(value: 0)`, `.empty`) infers the producer type, as in ReactiveSwift.
extension Signal {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    Signal<U, Error>(Flatten.run(map(transform).subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
}

extension SignalProducer {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(
      Flatten.run(map(transform).subscribe, strategy, outerError: { $0 }, innerError: { $0 }))
  }
}

/// The same for a stream that cannot fail, whose producers may fail with any error
/// (`flatMap(.latest) { _ in .init(error: e) }`). Disfavoured: where the producers cannot fail
/// either, the forms above are the ones meant.
extension Signal where Error == Never {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> Signal<U, F> {
    Signal<U, F>(Flatten.run(map(transform).subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> SignalProducer<U, F> {
    SignalProducer<U, F>(Flatten.run(map(transform).subscribe, strategy, outerError: absurd, innerError: { $0 }))
  }
}

/// `flatten()` of a stream of sequences: each sequence's elements, in order, as values.
extension Transforms {
  @inlinable
  static func flattenSequences<S: Sequence, E>() -> Transform<S, E, S.Element, E> {
    { downstream, _ in
      .events { event in
        if case let .value(sequence) = event {
          for element in sequence { downstream.send(value: element) }
        } else if let terminal = event.terminal(as: S.Element.self) {
          downstream.send(terminal)
        }
      }
    }
  }
}

extension Signal where Value: Sequence {
  /// Sends the elements of each sequence as values, in order.
  @inlinable
  public func flatten() -> Signal<Value.Element, Error> {
    applyInline(Transforms.flattenSequences())
  }
}

extension SignalProducer where Value: Sequence {
  /// Sends the elements of each sequence as values, in order.
  @inlinable
  public func flatten() -> SignalProducer<Value.Element, Error> {
    apply(Transforms.flattenSequences())
  }
}
