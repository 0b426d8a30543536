/// `lift`: applies a signal operator to a producer, once for every start.
extension SignalProducer {
  /// Applies `transform` to the signal of each start.
  ///
  /// This is how any signal operator, including your own, becomes a producer operator.
  public func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
  ) -> SignalProducer<U, F> {
    SignalProducer<U, F>(core: LiftCore(core, transform))
  }

  /// Applies a binary signal operator to this producer and another, started together.
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    { other in
      SignalProducer<V, G> { observer, lifetime in
        let (left, leftInput) = Signal<Value, Error>.pipe()
        let (right, rightInput) = Signal<U, F>.pipe()
        lifetime += transform(left)(right).observe(observer)
        lifetime += self.start(leftInput)
        lifetime += other.start(rightInput)
      }
    }
  }
}

/// Runs a signal-level transform on a pipe fed by the upstream, for each start.
@usableFromInline
final class LiftCore<Value, Error: Swift.Error, UpstreamValue, UpstreamError: Swift.Error>:
  ProducerCore<Value, Error>
{
  let upstream: ProducerCore<UpstreamValue, UpstreamError>
  let transform: (Signal<UpstreamValue, UpstreamError>) -> Signal<Value, Error>

  init(
    _ upstream: ProducerCore<UpstreamValue, UpstreamError>,
    _ transform: @escaping (Signal<UpstreamValue, UpstreamError>) -> Signal<Value, Error>
  ) {
    self.upstream = upstream
    self.transform = transform
  }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    let (signal, input) = Signal<UpstreamValue, UpstreamError>.pipe()
    lifetime += transform(signal).observe(observer)
    upstream.run(into: input, lifetime: lifetime)
  }
}
