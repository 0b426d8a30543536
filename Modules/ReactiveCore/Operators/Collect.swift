/// `collect`: values gathered into arrays, all at completion or in groups.
extension Transforms {
  /// Collects values into arrays. `emitBefore(collected, next)` is asked before `next` joins
  /// the array (true: send the array, start a new one with `next`); `emitAfter(collected)` after
  /// it joined (true: send the array at once).
  @inlinable
  static func collect<V, E>(
    emitBefore: (([V], V) -> Bool)? = nil, emitAfter: (([V]) -> Bool)? = nil, emitsEmpty: Bool
  ) -> Transform<V, E, [V], E> {
    { downstream, _ in
      let collected = OperatorState<[V]>([])
      return .events { event in
        switch event {
        case let .value(value):
          if let emitBefore, !collected.value.isEmpty, emitBefore(collected.value, value) {
            downstream.send(value: collected.value)
            collected.value = []
          }
          collected.value.append(value)
          if let emitAfter, emitAfter(collected.value) {
            downstream.send(value: collected.value)
            collected.value = []
          }
        case let .failed(error): downstream.send(error: error)
        case .completed:
          if !collected.value.isEmpty || emitsEmpty { downstream.send(value: collected.value) }
          downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension Signal {
  /// On completion, sends every value in one array (empty if there were none), then completes.
  @inlinable
  public func collect() -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitsEmpty: true))
  }

  /// Sends an array of `count` values as soon as it is full; on completion, sends the rest if any.
  @inlinable
  public func collect(count: Int) -> Signal<[Value], Error> {
    precondition(count > 0, "collect(count:) needs a positive count")
    return applyInline(Transforms.collect(emitAfter: { $0.count == count }, emitsEmpty: false))
  }

  /// Collects values and sends the array as soon as `shouldEmit` returns `true` for it (asked
  /// after each value joins); on completion, sends the rest if any.
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitAfter: shouldEmit, emitsEmpty: false))
  }

  /// Sends what has been collected when `shouldEmit(collected, next)` is `true`, before `next`.
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value], Value) -> Bool) -> Signal<[Value], Error> {
    applyInline(Transforms.collect(emitBefore: shouldEmit, emitsEmpty: false))
  }
}

extension SignalProducer {
  /// On completion, sends every value in one array (empty if there were none), then completes.
  @inlinable
  public func collect() -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitsEmpty: true))
  }

  /// Sends an array of `count` values as soon as it is full; on completion, sends the rest if any.
  @inlinable
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    precondition(count > 0, "collect(count:) needs a positive count")
    return apply(Transforms.collect(emitAfter: { $0.count == count }, emitsEmpty: false))
  }

  /// Collects values and sends the array as soon as `shouldEmit` returns `true` for it (asked
  /// after each value joins); on completion, sends the rest if any.
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitAfter: shouldEmit, emitsEmpty: false))
  }

  /// Sends what has been collected when `shouldEmit(collected, next)` is `true`, before `next`.
  @inlinable
  public func collect(
    _ shouldEmit: @escaping ([Value], Value) -> Bool
  ) -> SignalProducer<[Value], Error> {
    apply(Transforms.collect(emitBefore: shouldEmit, emitsEmpty: false))
  }
}
