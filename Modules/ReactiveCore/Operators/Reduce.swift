/// `reduce`: the final result of an accumulator, sent when the stream completes.
extension Transforms {
  @inlinable
  static func reduce<V, E, U>(into initial: U, _ next: @escaping (inout U, V) -> Void) -> Transform<V, E, U, E> {
    { downstream, _ in
      let accumulator = OperatorState(initial)
      return .events { event in
        switch event {
        case let .value(value): next(&accumulator.value, value)
        case let .failed(error): downstream.send(error: error)
        case .completed:
          downstream.send(value: accumulator.value)
          downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension Signal {
  /// On completion, sends the accumulation of all values, then completes.
  @inlinable
  public func reduce<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
    applyInline(Transforms.reduce(into: initial) { $0 = next($0, $1) })
  }

  /// On completion, sends the accumulation of all values, then completes.
  @inlinable
  public func reduce<U>(into initial: U, _ next: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
    applyInline(Transforms.reduce(into: initial, next))
  }
}

extension SignalProducer {
  /// On completion, sends the accumulation of all values, then completes.
  @inlinable
  public func reduce<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.reduce(into: initial) { $0 = next($0, $1) })
  }

  /// On completion, sends the accumulation of all values, then completes.
  @inlinable
  public func reduce<U>(
    into initial: U, _ next: @escaping (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    apply(Transforms.reduce(into: initial, next))
  }
}
