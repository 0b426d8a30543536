/// `skip(first:)` and `skip(while:)`: dropping the first values.
extension Transforms {
  static func skip<V, E>(first count: Int) -> Transform<V, E, V, E> {
    { downstream, _ in
      var skipped = 0
      return .events { event in
        if case .value = event, skipped < count {
          skipped += 1
          return
        }
        downstream.send(event)
      }
    }
  }

  static func skip<V, E>(while shouldSkip: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      var skipping = true
      return .events { event in
        if skipping, case let .value(value) = event {
          if shouldSkip(value) { return }
          skipping = false
        }
        downstream.send(event)
      }
    }
  }
}

extension Signal {
  /// Drops the first `count` values.
  public func skip(first count: Int) -> Signal<Value, Error> {
    count <= 0 ? self : applyInline(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.skip(while: shouldSkip))
  }
}

extension SignalProducer {
  /// Drops the first `count` values.
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    count <= 0 ? self : apply(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.skip(while: shouldSkip))
  }
}
