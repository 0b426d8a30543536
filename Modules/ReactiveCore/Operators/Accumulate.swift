/// `scan`, `reduce`, `collect`, `combinePrevious`, `uniqueValues`: operators that carry state
/// from one value to the next (fresh state for every start of a producer).
extension Transforms {
  static func scan<V, E, U>(into initial: U, _ next: @escaping (inout U, V) -> Void) -> Transform<V, E, U, E> {
    { downstream, _ in
      var accumulator = initial
      return Signal<V, E>.Observer { event in
        switch event {
        case let .value(value):
          next(&accumulator, value)
          downstream.send(value: accumulator)
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }

  static func reduce<V, E, U>(into initial: U, _ next: @escaping (inout U, V) -> Void) -> Transform<V, E, U, E> {
    { downstream, _ in
      var accumulator = initial
      return Signal<V, E>.Observer { event in
        switch event {
        case let .value(value): next(&accumulator, value)
        case let .failed(error): downstream.send(error: error)
        case .completed:
          downstream.send(value: accumulator)
          downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }

  /// Collects values into arrays. `emitBefore(collected, next)` is asked before `next` joins
  /// the array (true: send the array, start a new one with `next`); `emitAfter(collected)` after
  /// it joined (true: send the array at once).
  static func collect<V, E>(
    emitBefore: (([V], V) -> Bool)? = nil, emitAfter: (([V]) -> Bool)? = nil, emitsEmpty: Bool
  ) -> Transform<V, E, [V], E> {
    { downstream, _ in
      var collected: [V] = []
      return Signal<V, E>.Observer { event in
        switch event {
        case let .value(value):
          if let emitBefore, !collected.isEmpty, emitBefore(collected, value) {
            downstream.send(value: collected)
            collected = []
          }
          collected.append(value)
          if let emitAfter, emitAfter(collected) {
            downstream.send(value: collected)
            collected = []
          }
        case let .failed(error): downstream.send(error: error)
        case .completed:
          if !collected.isEmpty || emitsEmpty { downstream.send(value: collected) }
          downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }

  static func combinePrevious<V, E>(_ initial: V?) -> Transform<V, E, (V, V), E> {
    { downstream, _ in
      var previous = initial
      return Signal<V, E>.Observer { event in
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

  static func uniqueValues<V, E, Identity: Hashable>(
    _ identity: @escaping (V) -> Identity
  ) -> Transform<V, E, V, E> {
    { downstream, _ in
      var seen = Set<Identity>()
      return Signal<V, E>.Observer { event in
        if case let .value(value) = event, !seen.insert(identity(value)).inserted { return }
        downstream.send(event)
      }
    }
  }
}

/// The operator surface shared by `Signal` and `SignalProducer` for the accumulating family.
extension Signal {
  /// Sends the running accumulation of the values, starting from `initial`.
  public func scan<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
    applyInline(Transforms.scan(into: initial) { $0 = next($0, $1) })
  }

  /// Sends the running accumulation of the values, mutating an accumulator in place.
  public func scan<U>(into initial: U, _ next: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
    applyInline(Transforms.scan(into: initial, next))
  }

  /// On completion, sends the accumulation of all values, then completes.
  public func reduce<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
    applyInline(Transforms.reduce(into: initial) { $0 = next($0, $1) })
  }

  /// On completion, sends the accumulation of all values, then completes.
  public func reduce<U>(into initial: U, _ next: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
    applyInline(Transforms.reduce(into: initial, next))
  }

  /// On completion, sends every value in one array (empty if there were none), then completes.
  public func collect() -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitsEmpty: true))
  }

  /// Sends an array of `count` values as soon as it is full; on completion, sends the rest if any.
  public func collect(count: Int) -> Signal<[Value], Error> {
    precondition(count > 0, "collect(count:) needs a positive count")
    return applyInline(Transforms.collect(emitAfter: { $0.count == count }, emitsEmpty: false))
  }

  /// Collects values and sends the array as soon as `shouldEmit` returns `true` for it (asked
  /// after each value joins); on completion, sends the rest if any.
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitAfter: shouldEmit, emitsEmpty: false))
  }

  /// Sends what has been collected when `shouldEmit(collected, next)` is `true`, before `next`.
  public func collect(_ shouldEmit: @escaping ([Value], Value) -> Bool) -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitBefore: shouldEmit, emitsEmpty: false))
  }

  /// Sends each value paired with the previous one; the first value is paired with `initial`.
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    applyInline(Transforms.combinePrevious(nil))
  }

  /// Forwards only values whose identity has not been seen before.
  public func uniqueValues<Identity: Hashable>(
    _ identity: @escaping (Value) -> Identity
  ) -> Signal<Value, Error> {
    applyInline(Transforms.uniqueValues(identity))
  }
}

extension Signal where Value: Hashable {
  /// Forwards only values not seen before.
  public func uniqueValues() -> Signal<Value, Error> {
    uniqueValues { $0 }
  }
}

extension SignalProducer {
  /// Sends the running accumulation of the values, starting from `initial`.
  public func scan<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.scan(into: initial) { $0 = next($0, $1) })
  }

  /// Sends the running accumulation of the values, mutating an accumulator in place.
  public func scan<U>(
    into initial: U, _ next: @escaping (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    apply(Transforms.scan(into: initial, next))
  }

  /// On completion, sends the accumulation of all values, then completes.
  public func reduce<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.reduce(into: initial) { $0 = next($0, $1) })
  }

  /// On completion, sends the accumulation of all values, then completes.
  public func reduce<U>(
    into initial: U, _ next: @escaping (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    apply(Transforms.reduce(into: initial, next))
  }

  /// On completion, sends every value in one array (empty if there were none), then completes.
  public func collect() -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitsEmpty: true))
  }

  /// Sends an array of `count` values as soon as it is full; on completion, sends the rest if any.
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    precondition(count > 0, "collect(count:) needs a positive count")
    return apply(Transforms.collect(emitAfter: { $0.count == count }, emitsEmpty: false))
  }

  /// Collects values and sends the array as soon as `shouldEmit` returns `true` for it (asked
  /// after each value joins); on completion, sends the rest if any.
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitAfter: shouldEmit, emitsEmpty: false))
  }

  /// Sends what has been collected when `shouldEmit(collected, next)` is `true`, before `next`.
  public func collect(
    _ shouldEmit: @escaping ([Value], Value) -> Bool
  ) -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitBefore: shouldEmit, emitsEmpty: false))
  }

  /// Sends each value paired with the previous one; the first value is paired with `initial`.
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(initial))
  }

  /// Sends each value after the first paired with the previous one.
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    apply(Transforms.combinePrevious(nil))
  }

  /// Forwards only values whose identity has not been seen before.
  public func uniqueValues<Identity: Hashable>(
    _ identity: @escaping (Value) -> Identity
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.uniqueValues(identity))
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards only values not seen before.
  public func uniqueValues() -> SignalProducer<Value, Error> {
    uniqueValues { $0 }
  }
}
