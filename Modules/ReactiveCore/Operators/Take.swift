/// `take(first:)`, `take(while:)` and `take(last:)`: keeping only some values, then completing.
extension Transforms {
  @inlinable
  static func take<V, E>(first count: Int) -> Transform<V, E, V, E> {
    precondition(count >= 0, "take(first:) needs a count of at least zero")
    return { downstream, _ in
      let taken = OperatorState(0)
      return .events { event in
        guard taken.value < count else { return }
        if case .value = event {
          taken.value += 1
          downstream.send(event)
          if taken.value == count { downstream.sendCompleted() }
        } else {
          downstream.send(event)
        }
      }
    }
  }

  @inlinable
  static func take<V, E>(while shouldContinue: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      let done = OperatorState(false)
      return .events { event in
        guard !done.value else { return }
        if case let .value(value) = event, !shouldContinue(value) {
          done.value = true
          downstream.sendCompleted()
        } else {
          downstream.send(event)
        }
      }
    }
  }

  @inlinable
  static func take<V, E>(last count: Int) -> Transform<V, E, V, E> {
    { downstream, _ in
      let buffer = OperatorState<[V]>([])
      buffer.value.reserveCapacity(count)
      return .events { event in
        switch event {
        case let .value(value):
          guard count > 0 else { return }
          if buffer.value.count == count { buffer.value.removeFirst() }
          buffer.value.append(value)
        case .completed:
          for value in buffer.value { downstream.send(value: value) }
          downstream.sendCompleted()
        default:
          downstream.send(event)
        }
      }
    }
  }
}

extension Signal {
  /// Forwards the first `count` values, then completes. Taking nothing is a signal that has
  /// already completed, as in ReactiveSwift: it does not observe this one, and an observer added
  /// to it is interrupted.
  @inlinable
  public func take(first count: Int) -> Signal<Value, Error> {
    guard count != 0 else { return .empty }
    return applyInline(Transforms.take(first: count))
  }

  /// Forwards values while `shouldContinue` returns `true`; completes at the first that fails it.
  @inlinable
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.take(while: shouldContinue))
  }

  /// On completion, sends the last `count` values, then completes.
  @inlinable
  public func take(last count: Int) -> Signal<Value, Error> {
    applyInline(Transforms.take(last: count))
  }
}

extension SignalProducer {
  /// Forwards the first `count` values, then completes (and interrupts the upstream).
  @inlinable
  public func take(first count: Int) -> SignalProducer<Value, Error> {
    // Taking nothing interrupts at once, without starting this producer (as ReactiveSwift).
    if count == 0 { return SignalProducer(body: ProducerBodies.terminal(.interrupted)) }
    return apply(Transforms.take(first: count))
  }

  /// Forwards values while `shouldContinue` returns `true`; completes at the first that fails it.
  @inlinable
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.take(while: shouldContinue))
  }

  /// On completion, sends the last `count` values, then completes.
  @inlinable
  public func take(last count: Int) -> SignalProducer<Value, Error> {
    apply(Transforms.take(last: count))
  }
}
