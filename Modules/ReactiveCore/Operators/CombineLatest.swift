/// `combineLatest`: after every source has sent a value, sends the latest of each whenever any
/// source sends. Completes when all sources complete; fails or interrupts when any does.
@usableFromInline
enum CombineLatest {
  @inlinable
  static func binary<A, B, E>(
    _ left: @escaping Subscribe<A, E>, _ right: @escaping Subscribe<B, E>
  ) -> (Signal<(A, B), E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      let state = OperatorState((left: A?.none, right: B?.none, completed: 0))
      let input = serialized { (input: Either<Signal<A, E>.Event, Signal<B, E>.Event>) in
        switch input {
        case let .left(.value(value)):
          state.value.left = value
          if let right = state.value.right { observer.send(value: (value, right)) }
        case let .right(.value(value)):
          state.value.right = value
          if let left = state.value.left { observer.send(value: (left, value)) }
        case let .left(.failed(error)), let .right(.failed(error)):
          observer.send(error: error)
        case .left(.completed), .right(.completed):
          state.value.completed += 1
          if state.value.completed == 2 { observer.sendCompleted() }
        case .left(.interrupted), .right(.interrupted):
          observer.sendInterrupted()
        }
      }
      lifetime += left(Signal<A, E>.Observer { input.send(value: .left($0)) })
      guard !lifetime.hasEnded else { return }
      lifetime += right(Signal<B, E>.Observer { input.send(value: .right($0)) })
    }
  }

  @inlinable
  static func array<V, E>(
    _ sources: [Subscribe<V, E>], emptySentinel: [V]?
  ) -> (Signal<[V], E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      guard !sources.isEmpty else {
        if let emptySentinel { observer.send(value: emptySentinel) }
        observer.sendCompleted()
        return
      }
      let latest = OperatorState([V?](repeating: nil, count: sources.count))
      let missing = OperatorState(sources.count)
      let completedCount = OperatorState(0)
      let input = serialized { (input: (index: Int, event: Signal<V, E>.Event)) in
        switch input.event {
        case let .value(value):
          if latest.value[input.index] == nil { missing.value -= 1 }
          latest.value[input.index] = value
          if missing.value == 0 { observer.send(value: latest.value.map { $0! }) }
        case let .failed(error): observer.send(error: error)
        case .completed:
          completedCount.value += 1
          if completedCount.value == sources.count { observer.sendCompleted() }
        case .interrupted: observer.sendInterrupted()
        }
      }
      attach(sources, lifetime: lifetime) { index in
        Signal<V, E>.Observer { input.send(value: (index, $0)) }
      }
    }
  }
}

extension Signal {
  /// Combines the latest value of this signal with the latest of `other`.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(CombineLatest.binary(subscribe, other.subscribe))
  }

  /// Combines the latest values of any number of signals of one type, as arrays. With no
  /// signals, completes at once.
  @inlinable
  public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    Signal<[Value], Error>(CombineLatest.array(signals.map(\.subscribe), emptySentinel: nil))
  }

  /// Like `combineLatest(_:)`, but sends `emptySentinel` then completes when there are no signals.
  @inlinable
  public static func combineLatest<S: Sequence>(
    _ signals: S, emptySentinel: [Value]
  ) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
    Signal<[Value], Error>(CombineLatest.array(signals.map(\.subscribe), emptySentinel: emptySentinel))
  }
}

extension SignalProducer {
  /// Combines the latest value of this producer with the latest of `other`.
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(CombineLatest.binary(subscribe, other.subscribe))
  }

  /// Combines the latest value of this producer with the latest of `other` (a signal, or a
  /// property when `Error` is `Never`).
  @inlinable
  public func combineLatest<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    combineLatest(with: other.producer)
  }

  /// Combines the latest values of any number of producers of one type, as arrays. With no
  /// producers, completes at once.
  @inlinable
  public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    SignalProducer<[Value], Error>(CombineLatest.array(producers.map(\.producer.subscribe), emptySentinel: nil))
  }

  /// Combines the latest values of an array of producers (this overload lets `[]` infer).
  @inlinable
  public static func combineLatest(_ producers: [SignalProducer<Value, Error>]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(CombineLatest.array(producers.map(\.subscribe), emptySentinel: nil))
  }

  /// Like `combineLatest(_:emptySentinel:)` for an array of producers (lets `[]` infer).
  @inlinable
  public static func combineLatest(
    _ producers: [SignalProducer<Value, Error>], emptySentinel: [Value]
  ) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(CombineLatest.array(producers.map(\.subscribe), emptySentinel: emptySentinel))
  }

  /// Like `combineLatest(_:)`, but sends `emptySentinel` then completes when there are none.
  @inlinable
  public static func combineLatest<S: Sequence>(
    _ producers: S, emptySentinel: [Value]
  ) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    SignalProducer<[Value], Error>(
      CombineLatest.array(producers.map(\.producer.subscribe), emptySentinel: emptySentinel))
  }
}
