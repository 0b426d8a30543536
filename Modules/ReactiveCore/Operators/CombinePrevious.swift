/// `combinePrevious`: each value paired with the one before it.
extension Transforms {
  static func combinePrevious<V, E>(_ initial: V?) -> Transform<V, E, (V, V), E> {
    { downstream, _ in
      var previous = initial
      return .events { event in
        switch event {
        case let .value(value):
          if let previous { downstream.send(value: (previous, value)) }
          previous = value
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
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(nil))
  }
}

extension SignalProducer {
  /// Sends each value paired with the previous one; the first value is paired with `initial`.
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(nil))
  }
}
