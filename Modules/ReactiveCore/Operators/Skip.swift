/// `skip(first:)` and `skip(while:)`: dropping the first values.
extension Transforms {
  @inlinable
  static func skip<V, E>(first count: Int) -> Transform<V, E, V, E> {
    { downstream, _ in
      let skipped = OperatorState(0)
      return .events { event in
        if case .value = event, skipped.value < count {
          skipped.value += 1
          return
        }
        downstream.send(event)
      }
    }
  }

  @inlinable
  static func skip<V, E>(while shouldSkip: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      let skipping = OperatorState(true)
      return .events { event in
        if skipping.value, case let .value(value) = event {
          if shouldSkip(value) { return }
          skipping.value = false
        }
        downstream.send(event)
      }
    }
  }
}

extension Signal {
  /// Drops the first `count` values.
  @inlinable
  public func skip(first count: Int) -> Signal<Value, Error> {
    count <= 0 ? self : applyInline(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  @inlinable
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.skip(while: shouldSkip))
  }
}

extension SignalProducer {
  /// Drops the first `count` values.
  @inlinable
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    count <= 0 ? self : apply(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  @inlinable
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.skip(while: shouldSkip))
  }
}
