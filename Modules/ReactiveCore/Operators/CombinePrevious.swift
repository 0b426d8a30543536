/// `combinePrevious`: each value paired with the one before it.
extension Transforms {
  @inlinable
  static func combinePrevious<V, E>(_ initial: V?) -> Transform<V, E, (V, V), E> {
    { downstream, _ in
      let previous = OperatorState(initial)
      return .events { event in
        switch event {
        case let .value(value):
          if let last = previous.value { downstream.send(value: (last, value)) }
          previous.value = value
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension Signal {
  /// Sends each value paired with the previous one; the first value is paired with `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  @inlinable
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(nil))
  }
}

extension SignalProducer {
  /// Sends each value paired with the previous one; the first value is paired with `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  @inlinable
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(nil))
  }
}
