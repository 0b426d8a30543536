/// `on(...)`: side-effect hooks that run before each event is forwarded.
extension Transforms {
  @inlinable
  static func on<V, E>(
    event: ((Signal<V, E>.Event) -> Void)?,
    failed: ((E) -> Void)?,
    completed: (() -> Void)?,
    interrupted: (() -> Void)?,
    terminated: (() -> Void)?,
    disposed: (() -> Void)?,
    value: ((V) -> Void)?
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      if let disposed { lifetime.observeEnded(disposed) }
      return .events { incoming in
        event?(incoming)
        switch incoming {
        case let .value(v): value?(v)
        case let .failed(error):
          failed?(error)
          terminated?()
        case .completed:
          completed?()
          terminated?()
        case .interrupted:
          interrupted?()
          terminated?()
        }
        downstream.send(incoming)
      }
    }
  }
}

extension Signal {
  /// Runs the given hooks for each event before forwarding it; `disposed` runs when the signal's
  /// lifetime ends.
  @inlinable
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> Signal<Value, Error> {
    applyInline(
      Transforms.on(
        event: event, failed: failed, completed: completed, interrupted: interrupted,
        terminated: terminated, disposed: disposed, value: value))
  }
}

extension SignalProducer {
  /// Runs the given hooks around each start and for each event before forwarding it.
  ///
  /// `starting` runs before the producer starts, `started` right after, and `disposed` when the
  /// start's lifetime ends (termination or disposal).
  @inlinable
  public func on(
    starting: (() -> Void)? = nil,
    started: (() -> Void)? = nil,
    event: ((Signal<Value, Error>.Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> SignalProducer<Value, Error> {
    let hooked = apply(
      Transforms.on(
        event: event, failed: failed, completed: completed, interrupted: interrupted,
        terminated: terminated, disposed: disposed, value: value))
    guard starting != nil || started != nil else { return hooked }
    return SignalProducer(
      body: ProducerBodies.instance { observer, lifetime in
        starting?()
        hooked.run(into: observer, lifetime: lifetime)
        started?()
      })
  }
}
