/// `merge`: forwards the values of all sources as they come. Completes when all complete; fails
/// or interrupts when any does.
@usableFromInline
enum Merge {
  @inlinable
  static func array<V, E>(_ sources: [Subscribe<V, E>]) -> (Signal<V, E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      guard !sources.isEmpty else {
        observer.sendCompleted()
        return
      }
      let completedCount = OperatorState(0)
      let input = serialized { (event: Signal<V, E>.Event) in
        if case .completed = event {
          completedCount.value += 1
          if completedCount.value == sources.count { observer.sendCompleted() }
        } else {
          observer.send(event)
        }
      }
      attach(sources, lifetime: lifetime) { _ in
        Signal<V, E>.Observer { input.send(value: $0) }
      }
    }
  }
}

extension Signal {
  /// Merges the values of `signals` into one signal.
  @inlinable
  public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error>
  where S.Element == Signal<Value, Error> {
    Signal(Merge.array(signals.map(\.subscribe)))
  }

  /// Merges the values of the given signals into one signal.
  @inlinable
  public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
    merge(signals)
  }

  /// Merges this signal's values with `other`'s.
  @inlinable
  public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal.merge([self, other])
  }
}

extension SignalProducer {
  /// Merges the values of `producers` into one producer.
  @inlinable
  public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
  where S.Element == SignalProducer<Value, Error> {
    SignalProducer(Merge.array(producers.map(\.subscribe)))
  }

  /// Merges the values of the given producers into one producer.
  @inlinable
  public static func merge(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    merge(producers)
  }

  /// Merges this producer's values with `other`'s.
  @inlinable
  public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer.merge([self, other])
  }
}
