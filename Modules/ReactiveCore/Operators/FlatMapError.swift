/// `flatMapError`: on failure, continue with another stream chosen for the error.
///
/// The replacement may be a producer of any error type, or a signal or property (anything
/// `SignalProducerConvertible`). Where nothing says which error type the replacement has, as in
/// `flatMapError { _ in .init(value: 0) }` or `{ _ in .empty }` with no annotation, it is a
/// producer that cannot fail, the usual way to recover.
extension SignalProducer {
  /// On failure, starts the producer `transform` returns for the error and continues with it.
  @inlinable
  public func flatMapError<F>(
    _ transform: @escaping (Error) -> SignalProducer<Value, F>
  ) -> SignalProducer<Value, F> {
    recovering(with: transform)
  }

  /// On failure, continues with a producer that cannot fail: also what a contextual
  /// `.init(value:)` or `.empty` with no other type information resolves to.
  @inlinable
  public func flatMapError(
    _ transform: @escaping (Error) -> SignalProducer<Value, Never>
  ) -> SignalProducer<Value, Never> {
    recovering(with: transform)
  }

  /// On failure, continues with the signal, property or other producer-convertible stream
  /// `transform` returns for the error.
  @inlinable
  public func flatMapError<Replacement: SignalProducerConvertible>(
    _ transform: @escaping (Error) -> Replacement
  ) -> SignalProducer<Value, Replacement.Error> where Replacement.Value == Value {
    recovering { transform($0).producer }
  }

  /// The one implementation behind the `flatMapError` overloads.
  @inlinable
  func recovering<F>(with transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
    SignalProducer<Value, F> { observer, lifetime in
      let replacement = SerialDisposable()
      lifetime += replacement
      replacement.startReplacing {
        self.start { event in
          switch event {
          case let .value(value): observer.send(value: value)
          case let .failed(error):
            guard !lifetime.hasEnded else { return }
            replacement.inner = transform(error).start(observer)
          case .completed: observer.sendCompleted()
          case .interrupted: observer.sendInterrupted()
          }
        }
      }
    }
  }
}

extension Signal {
  /// On failure, forwards the events of the producer `transform` returns for the error.
  @inlinable
  public func flatMapError<F>(
    _ transform: @escaping (Error) -> SignalProducer<Value, F>
  ) -> Signal<Value, F> {
    recovering(with: transform)
  }

  /// On failure, forwards the events of a producer that cannot fail (see the producer's form).
  @inlinable
  public func flatMapError(
    _ transform: @escaping (Error) -> SignalProducer<Value, Never>
  ) -> Signal<Value, Never> {
    recovering(with: transform)
  }

  /// On failure, forwards the events of the signal, property or other producer-convertible
  /// stream `transform` returns for the error.
  @inlinable
  public func flatMapError<Replacement: SignalProducerConvertible>(
    _ transform: @escaping (Error) -> Replacement
  ) -> Signal<Value, Replacement.Error> where Replacement.Value == Value {
    recovering { transform($0).producer }
  }

  /// The one implementation behind the `flatMapError` overloads.
  @inlinable
  func recovering<F>(with transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
    Signal<Value, F> { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case let .value(value): observer.send(value: value)
        case let .failed(error): lifetime += transform(error).start(observer)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }
}
