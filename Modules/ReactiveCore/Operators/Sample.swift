/// `sample(with:)`, `sample(on:)`, `withLatest(from:)`: one source paces, another supplies.
@usableFromInline
enum Sample {
  /// Sends `(latest value, sampler value)` each time the sampler sends, once a value exists.
  /// Completes once both have completed; fails with the source; interrupts when either does.
  @inlinable
  static func sample<V, E, T>(
    _ source: @escaping Subscribe<V, E>, _ sampler: @escaping Subscribe<T, Never>
  ) -> (Signal<(V, T), E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      let latest = OperatorState<V?>(nil)
      let completedCount = OperatorState(0)
      let input = serialized { (input: Either<Signal<V, E>.Event, Signal<T, Never>.Event>) in
        switch input {
        case let .left(.value(value)): latest.value = value
        case let .left(.failed(error)): observer.send(error: error)
        case .left(.interrupted), .right(.interrupted): observer.sendInterrupted()
        case let .right(.value(tick)):
          if let latest = latest.value { observer.send(value: (latest, tick)) }
        case .left(.completed), .right(.completed):
          completedCount.value += 1
          if completedCount.value == 2 { observer.sendCompleted() }
        }
      }
      lifetime += source(Signal<V, E>.Observer { input.send(value: .left($0)) })
      guard !lifetime.hasEnded else { return }
      lifetime += sampler(Signal<T, Never>.Observer { input.send(value: .right($0)) })
    }
  }

  /// Sends `(value, latest of other)` for each value of the source, once `other` has a value.
  /// Ends with the source.
  @inlinable
  static func withLatest<V, E, U>(
    _ source: @escaping Subscribe<V, E>, _ other: @escaping Subscribe<U, Never>
  ) -> (Signal<(V, U), E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      let latest = OperatorState<U?>(nil)
      let input = serialized { (input: Either<Signal<V, E>.Event, Signal<U, Never>.Event>) in
        switch input {
        case let .left(.value(value)):
          if let latest = latest.value { observer.send(value: (value, latest)) }
        case let .left(.failed(error)): observer.send(error: error)
        case .left(.completed): observer.sendCompleted()
        case .left(.interrupted): observer.sendInterrupted()
        case let .right(.value(value)): latest.value = value
        case .right: break
        }
      }
      lifetime += other(Signal<U, Never>.Observer { input.send(value: .right($0)) })
      guard !lifetime.hasEnded else { return }
      lifetime += source(Signal<V, E>.Observer { input.send(value: .left($0)) })
    }
  }
}

extension Signal {
  /// Each time `sampler` sends, sends the latest value of this signal with the sampler's value.
  @inlinable
  public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
    Signal<(Value, T), Error>(Sample.sample(subscribe, sampler.subscribe))
  }

  /// Each time `sampler` sends, sends the latest value of this signal.
  @inlinable
  public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
    sample(with: sampler).map { $0.0 }
  }

  /// Pairs each value with the latest value of `other` (values before `other` has one are dropped).
  @inlinable
  public func withLatest<U>(from other: Signal<U, Never>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(Sample.withLatest(subscribe, other.subscribe))
  }

  /// Pairs each value with the latest value of `other`, started when this signal is observed.
  @inlinable
  public func withLatest<U>(from other: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(Sample.withLatest(subscribe, other.subscribe))
  }
}

extension SignalProducer {
  /// Each time `sampler` sends, sends the latest value of this producer with the sampler's value.
  @inlinable
  public func sample<T>(with sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error> {
    SignalProducer<(Value, T), Error>(Sample.sample(subscribe, sampler.subscribe))
  }

  /// Each time `sampler` sends, sends the latest value of this producer with the sampler's value.
  @inlinable
  public func sample<T>(with sampler: Signal<T, Never>) -> SignalProducer<(Value, T), Error> {
    SignalProducer<(Value, T), Error>(Sample.sample(subscribe, sampler.subscribe))
  }

  /// Each time `sampler` sends, sends the latest value of this producer.
  @inlinable
  public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    sample(with: sampler).map { $0.0 }
  }

  /// Each time `sampler` sends, sends the latest value of this producer.
  @inlinable
  public func sample(on sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
    sample(with: sampler).map { $0.0 }
  }

  /// Pairs each value with the latest value of `other`.
  @inlinable
  public func withLatest<U>(from other: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(Sample.withLatest(subscribe, other.subscribe))
  }

  /// Pairs each value with the latest value of `other`.
  @inlinable
  public func withLatest<U>(from other: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(Sample.withLatest(subscribe, other.subscribe))
  }
}

/// The forms of `withLatest(from:)` and `merge(with:)` that take any producer-convertible source
/// (a property, say), as ReactiveSwift spells them.
extension Signal {
  /// Pairs each value with the latest value of `samplee` (a property, producer or signal).
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> Signal<(Value, Samplee.Value), Error> where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }
}

extension SignalProducer {
  /// Pairs each value with the latest value of `samplee` (a property, producer or signal).
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }

  /// Merges this producer with `other` (a signal, or a property when `Error` is `Never`).
  @inlinable
  public func merge<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<Value, Error> where Other.Value == Value, Other.Error == Error {
    merge(with: other.producer)
  }
}
