/// `scan`: every running result of an accumulator (fresh state for every start of a producer).
extension Transforms {
  @inlinable
  static func scan<V, E, U>(into initial: U, _ next: @escaping (inout U, V) -> Void) -> Transform<V, E, U, E> {
    { downstream, _ in
      let accumulator = OperatorState(initial)
      return .events { event in
        switch event {
        case let .value(value):
          next(&accumulator.value, value)
          downstream.send(value: accumulator.value)
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension Signal {
  /// Sends the running accumulation of the values, starting from `initial`.
  @inlinable
  public func scan<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
    applyInline(Transforms.scan(into: initial) { $0 = next($0, $1) })
  }

  /// Sends the running accumulation of the values, mutating an accumulator in place.
  @inlinable
  public func scan<U>(into initial: U, _ next: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
    applyInline(Transforms.scan(into: initial, next))
  }
}

extension SignalProducer {
  /// Sends the running accumulation of the values, starting from `initial`.
  @inlinable
  public func scan<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.scan(into: initial) { $0 = next($0, $1) })
  }

  /// Sends the running accumulation of the values, mutating an accumulator in place.
  @inlinable
  public func scan<U>(
    into initial: U, _ next: @escaping (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    apply(Transforms.scan(into: initial, next))
  }
}
