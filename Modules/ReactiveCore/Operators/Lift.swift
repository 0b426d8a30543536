/// `lift`: applies a signal operator to a producer, once for every start.
extension SignalProducer {
  /// Applies `transform` to the signal of each start.
  ///
  /// This is how any signal operator, including your own, becomes a producer operator.
  @inlinable
  public func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
  ) -> SignalProducer<U, F> {
    SignalProducer<U, F>(
      body: ProducerBodies.instance { observer, lifetime in
        let (signal, input) = Signal<Value, Error>.pipe()
        lifetime += transform(signal).observe(observer)
        self.run(into: input, lifetime: lifetime)
      })
  }

  /// Applies a binary signal operator to this producer and another, started together.
  @inlinable
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
