/// Ways to make a producer from other things, as ReactiveSwift spells them.
extension SignalProducer {
  /// A producer of whatever `base` is: a signal, a producer, a property, a `Result`.
  public init<Base: SignalProducerConvertible>(_ base: Base) where Base.Value == Value, Base.Error == Error {
    self = base.producer
  }
}

extension SignalProducer where Error == Swift.Error {
  /// A producer that runs `action` on every start (synchronously, on the starting thread), then
  /// sends its value and completes, or fails with the error it throws.
  ///
  /// A closure that does not throw also lands here, so `SignalProducer { 42 }` is a
  /// `SignalProducer<Int, Swift.Error>`, as in ReactiveSwift.
  public init(_ action: @escaping () throws -> Value) {
    self.init(
      body: ProducerBodies.generator { observer, _ in
        do {
          observer.send(value: try action())
          observer.sendCompleted()
        } catch {
          observer.send(error: error)
        }
      })
  }
}

extension Result: SignalProducerConvertible {
  /// A producer that sends the success value and completes, or fails with the failure.
  public var producer: SignalProducer<Success, Failure> {
    SignalProducer(result: self)
  }
}

extension SignalProducer where Error == Swift.Error {
  /// A producer that runs `operation` on every start and sends its result, or fails with what it
  /// throws (`SignalProducer.attempt { try Data(contentsOf: url) }`).
  public static func attempt(_ operation: @escaping () throws -> Value) -> SignalProducer<Value, Swift.Error> {
    SignalProducer(operation)
  }
}

extension SignalProducer {
  /// A producer that runs `operation` on every start and sends its success value, or fails.
  public static func attempt(_ operation: @escaping () -> Result<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer(operation)
  }
}
