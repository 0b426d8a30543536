/// `skipRepeats`: dropping a value equal to the one before it.
extension Transforms {
  @inlinable
  static func skipRepeats<V, E>(_ isEquivalent: @escaping (V, V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      let previous = OperatorState<V?>(nil)
      return .events { event in
        if case let .value(value) = event {
          if let last = previous.value, isEquivalent(last, value) { return }
          previous.value = value
        }
        downstream.send(event)
      }
    }
  }
}

extension Signal {
  /// Drops a value when `isEquivalent` says it repeats the previous one.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.skipRepeats(isEquivalent))
  }
}

extension Signal where Value: Equatable {
  /// Drops a value equal to the previous one.
  @inlinable
  public func skipRepeats() -> Signal<Value, Error> {
    skipRepeats(==)
  }
}

extension SignalProducer {
  /// Drops a value when `isEquivalent` says it repeats the previous one.
  @inlinable
  public func skipRepeats(
    _ isEquivalent: @escaping (Value, Value) -> Bool
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.skipRepeats(isEquivalent))
  }
}

extension SignalProducer where Value: Equatable {
  /// Drops a value equal to the previous one.
  @inlinable
  public func skipRepeats() -> SignalProducer<Value, Error> {
    skipRepeats(==)
  }
}
