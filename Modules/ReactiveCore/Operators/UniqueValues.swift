/// `uniqueValues`: each value once, by identity, for the life of the stream.
extension Transforms {
  @inlinable
  static func uniqueValues<V, E, Identity: Hashable>(
    _ identity: @escaping (V) -> Identity
  ) -> Transform<V, E, V, E> {
    { downstream, _ in
      let seen = OperatorState(Set<Identity>())
      return .events { event in
        if case let .value(value) = event, !seen.value.insert(identity(value)).inserted { return }
        downstream.send(event)
      }
    }
  }
}

extension Signal {
  /// Forwards only values whose identity has not been seen before.
  @inlinable
  public func uniqueValues<Identity: Hashable>(
    _ identity: @escaping (Value) -> Identity
  ) -> Signal<Value, Error> {
    applyInline(Transforms.uniqueValues(identity))
  }
}

extension Signal where Value: Hashable {
  /// Forwards only values not seen before.
  @inlinable
  public func uniqueValues() -> Signal<Value, Error> {
    uniqueValues { $0 }
  }
}

extension SignalProducer {
  /// Forwards only values whose identity has not been seen before.
  @inlinable
  public func uniqueValues<Identity: Hashable>(
    _ identity: @escaping (Value) -> Identity
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.uniqueValues(identity))
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards only values not seen before.
  @inlinable
  public func uniqueValues() -> SignalProducer<Value, Error> {
    uniqueValues { $0 }
  }
}
