/// `skip(first:)`, `skip(while:)`, `take(first:)`, `take(while:)`, `take(last:)`, `skipRepeats`.
extension Transforms {
  static func skip<V, E>(first count: Int) -> Transform<V, E, V, E> {
    { downstream, _ in
      var skipped = 0
      return Signal<V, E>.Observer { event in
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
      return Signal<V, E>.Observer { event in
        if skipping, case let .value(value) = event {
          if shouldSkip(value) { return }
          skipping = false
        }
        downstream.send(event)
      }
    }
  }

  static func take<V, E>(first count: Int) -> Transform<V, E, V, E> {
    precondition(count >= 0, "take(first:) needs a count of at least zero")
    return { downstream, _ in
      var taken = 0
      // As in ReactiveSwift, taking nothing interrupts at once.
      if count == 0 { downstream.sendInterrupted() }
      return Signal<V, E>.Observer { event in
        guard taken < count else { return }
        if case .value = event {
          taken += 1
          downstream.send(event)
          if taken == count { downstream.sendCompleted() }
        } else {
          downstream.send(event)
        }
      }
    }
  }

  static func take<V, E>(while shouldContinue: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      var done = false
      return Signal<V, E>.Observer { event in
        guard !done else { return }
        if case let .value(value) = event, !shouldContinue(value) {
          done = true
          downstream.sendCompleted()
        } else {
          downstream.send(event)
        }
      }
    }
  }

  static func take<V, E>(last count: Int) -> Transform<V, E, V, E> {
    { downstream, _ in
      var buffer: [V] = []
      buffer.reserveCapacity(count)
      return Signal<V, E>.Observer { event in
        switch event {
        case let .value(value):
          guard count > 0 else { return }
          if buffer.count == count { buffer.removeFirst() }
          buffer.append(value)
        case .completed:
          for value in buffer { downstream.send(value: value) }
          downstream.sendCompleted()
        default:
          downstream.send(event)
        }
      }
    }
  }

  @inlinable
  static func skipRepeats<V, E>(_ isEquivalent: @escaping (V, V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      let previous = OperatorState<V?>(nil)
      return Signal<V, E>.Observer { event in
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
  /// Drops the first `count` values.
  public func skip(first count: Int) -> Signal<Value, Error> {
    count <= 0 ? self : applyInline(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.skip(while: shouldSkip))
  }

  /// Forwards the first `count` values, then completes.
  public func take(first count: Int) -> Signal<Value, Error> {
    applyInline(Transforms.take(first: count))
  }

  /// Forwards values while `shouldContinue` returns `true`; completes at the first that fails it.
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.take(while: shouldContinue))
  }

  /// On completion, sends the last `count` values, then completes.
  public func take(last count: Int) -> Signal<Value, Error> {
    applyInline(Transforms.take(last: count))
  }

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
  /// Drops the first `count` values.
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    count <= 0 ? self : apply(Transforms.skip(first: count))
  }

  /// Drops values while `shouldSkip` returns `true`, then forwards everything.
  public func skip(while shouldSkip: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.skip(while: shouldSkip))
  }

  /// Forwards the first `count` values, then completes (and interrupts the upstream).
  public func take(first count: Int) -> SignalProducer<Value, Error> {
    // Taking nothing interrupts at once, without starting this producer.
    if count == 0 { return SignalProducer(body: ProducerBodies.terminal(.interrupted)) }
    return apply(Transforms.take(first: count))
  }

  /// Forwards values while `shouldContinue` returns `true`; completes at the first that fails it.
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.take(while: shouldContinue))
  }

  /// On completion, sends the last `count` values, then completes.
  public func take(last count: Int) -> SignalProducer<Value, Error> {
    apply(Transforms.take(last: count))
  }

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
