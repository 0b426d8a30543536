/// `take(until:)`, `take(during:)`, `skip(until:)`: a second stream decides when to stop or start.
extension Transforms {
  @inlinable
  static func take<V, E>(
    until trigger: @escaping (Signal<(), Never>.Observer) -> Disposable?
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let serial = EventRelay(handler: downstream)
      lifetime += trigger(
        Signal<(), Never>.Observer { event in
          switch event {
          case .value, .completed: serial.sendCompleted()
          case .interrupted: break
          }
        })
      return serial.handler
    }
  }

  @inlinable
  static func take<V, E>(during target: Lifetime) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let serial = EventRelay(handler: downstream)
      if let handle = target.observeEnded({ serial.sendCompleted() }) {
        lifetime += handle
      }
      return serial.handler
    }
  }

  @inlinable
  static func skip<V, E>(
    until trigger: @escaping (Signal<(), Never>.Observer) -> Disposable?
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let serial = EventRelay(handler: downstream)
      let open = SkipUntilGate()
      lifetime += trigger(
        Signal<(), Never>.Observer { event in
          switch event {
          case .value, .completed: open.open()
          case .interrupted: break
          }
        })
      return .events { event in
        if case .value = event, !open.isOpen { return }
        serial.send(event)
      }
    }
  }
}

/// A flag raised once, from any thread.
@usableFromInline
final class SkipUntilGate: @unchecked Sendable {
  private let lock = SpinLock()
  private var raised = false
  @usableFromInline init() {}
  @usableFromInline var isOpen: Bool { lock.withLock { raised } }
  @usableFromInline func open() { lock.withLock { raised = true } }
}

extension Signal {
  /// Forwards events until `trigger` sends a value or completes; then completes.
  @inlinable
  public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    apply(Transforms.take(until: { trigger.observe($0) }))
  }

  /// Forwards events until `lifetime` ends; then completes.
  @inlinable
  public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
    apply(Transforms.take(during: lifetime))
  }

  /// Drops values until `trigger` sends a value or completes.
  @inlinable
  public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    apply(Transforms.skip(until: { trigger.observe($0) }))
  }
}

extension SignalProducer {
  /// Forwards events until `trigger` sends a value or completes; then completes.
  @inlinable
  public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    apply(Transforms.take(until: { trigger.start($0) }))
  }

  /// Forwards events until `trigger` sends a value or completes; then completes.
  @inlinable
  public func take(until trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
    apply(Transforms.take(until: { trigger.observe($0) }))
  }

  /// Forwards events until `lifetime` ends; then completes.
  @inlinable
  public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
    apply(Transforms.take(during: lifetime))
  }

  /// Drops values until `trigger` sends a value or completes.
  @inlinable
  public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    apply(Transforms.skip(until: { trigger.start($0) }))
  }

  /// Drops values until `trigger` sends a value or completes.
  @inlinable
  public func skip(until trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
    apply(Transforms.skip(until: { trigger.observe($0) }))
  }
}

/// `take(until:)` with a predicate, and `take(untilReplacement:)`.
extension Transforms {
  @inlinable
  static func take<V, E>(untilFalse shouldContinue: @escaping (V) -> Bool) -> Transform<V, E, V, E> {
    { downstream, _ in
      .events { event in
        downstream.send(event)
        if case let .value(value) = event, !shouldContinue(value) { downstream.sendCompleted() }
      }
    }
  }

  @inlinable
  static func take<V, E>(untilReplacement replacement: @escaping Subscribe<V, E>) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let replaced = OperatorState(false)
      let input = serialized { (input: Either<Signal<V, E>.Event, Signal<V, E>.Event>) in
        switch input {
        case let .left(event):
          if !replaced.value { downstream.send(event) }
        case let .right(event):
          replaced.value = true
          downstream.send(event)
        }
      }
      lifetime += replacement(Signal<V, E>.Observer { input.send(value: .right($0)) })
      return .events { input.send(value: .left($0)) }
    }
  }
}

extension Signal {
  /// Forwards values while `shouldContinue` returns `true`; the first value for which it returns
  /// `false` is forwarded too, then the signal completes. (Unlike `take(while:)`, which drops it.)
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    applyInline(Transforms.take(untilFalse: shouldContinue))
  }

  /// Forwards this signal's events until `replacement` sends its first event; from then on
  /// forwards only `replacement`'s events.
  @inlinable
  public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
    apply(Transforms.take(untilReplacement: replacement.subscribe))
  }
}

extension SignalProducer {
  /// Forwards values while `shouldContinue` returns `true`; the first value for which it returns
  /// `false` is forwarded too, then the producer completes.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    apply(Transforms.take(untilFalse: shouldContinue))
  }

  /// Forwards this producer's events until `replacement` (started with it) sends its first event;
  /// from then on forwards only `replacement`'s events.
  @inlinable
  public func take<Replacement: SignalProducerConvertible>(
    untilReplacement replacement: Replacement
  ) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
    apply(Transforms.take(untilReplacement: replacement.producer.subscribe))
  }

  /// `take(untilReplacement:)` with a producer spelled out, so that an implicit member
  /// (`take(untilReplacement: .init(value: 0))`) infers the producer type, as in ReactiveSwift.
  @inlinable
  public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    apply(Transforms.take(untilReplacement: replacement.subscribe))
  }
}
