/// Operators that compose properties into new properties. Each result is a composed property:
/// it caches its value and computes it once per change of its sources (see `Property`).
extension PropertyProtocol {
  /// Lifts a producer operator to properties: the result holds the latest value `transform`
  /// makes of this property's producer, which must send a value as it starts.
  @inlinable
  public func lift<U>(
    _ transform: @escaping (SignalProducer<Value, Never>) -> SignalProducer<U, Never>
  ) -> Property<U> {
    Property(unsafeProducer: transform(producer))
  }

  /// A property whose value is `transform` of this one's, computed once per change.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    lift { $0.map(transform) }
  }

  /// A property that always holds `value`, changing when this one does. Disfavoured: a trailing
  /// closure can also match `value:`, and `map { "\($0)" }` must stay a transform (see
  /// `MapValueOverloadTests`).
  @_disfavoredOverload
  @inlinable
  public func map<U>(value: U) -> Property<U> {
    lift { $0.map(value: value) }
  }

  /// A property of the value at `keyPath`.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
    lift { $0.map(keyPath) }
  }

  /// A property of this value paired with `other`'s latest.
  @inlinable
  public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(unsafeProducer: producer.combineLatest(with: other.producer))
  }

  /// A property of this value paired with the value of `other` at the same position.
  @inlinable
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(unsafeProducer: producer.zip(with: other.producer))
  }

  /// A property of each value paired with the one before it; the first value is paired with
  /// `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
    lift { $0.combinePrevious(initial) }
  }

  /// A property that drops changes `isEquivalent` considers repeats of the previous value.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
    lift { $0.skipRepeats(isEquivalent) }
  }

  /// A property that takes only values whose identity (`transform`) was never seen before.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
    lift { $0.uniqueValues(transform) }
  }

  /// A property of the property `transform` returns for the current value, flattened with
  /// `strategy` (`.latest` follows only the latest inner property).
  @inlinable
  public func flatMap<P: PropertyProtocol>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P
  ) -> Property<P.Value> {
    lift { $0.flatMap(strategy) { transform($0).producer } }
  }

  /// Like `flatMap(.latest, transform)`.
  @inlinable
  public func flatMap<P: PropertyProtocol>(_ transform: @escaping (Value) -> P) -> Property<P.Value> {
    flatMap(.latest, transform)
  }

  /// A property that keeps the latest value passing `predicate`, starting from `initial`.
  @inlinable
  public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
    Property(initial: initial, then: producer.filter(predicate))
  }
}

extension PropertyProtocol where Value: PropertyProtocol {
  /// Flattens a property of properties with `strategy`.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
    flatMap(strategy) { $0 }
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that drops changes equal to the previous value.
  @inlinable
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value: Hashable {
  /// A property that takes only values never seen before.
  @inlinable
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}
