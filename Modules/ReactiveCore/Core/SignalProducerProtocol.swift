/// What generic code and constrained extensions name to mean "any `SignalProducer`", as
/// ReactiveSwift code does: `extension SignalProducerProtocol where Error == Never { … }` adds an
/// operator to every producer that cannot fail. Unlike `SignalProducerConvertible`, which signals
/// and properties adopt too, only `SignalProducer` conforms, so an extension of it reaches
/// producers alone. Inside one, reach the operators through `producer` (`producer.map { … }`).
public protocol SignalProducerProtocol<Value, Error> {
  /// The type of values.
  associatedtype Value
  /// The type of error.
  associatedtype Error: Swift.Error

  /// The producer itself, typed as the concrete `SignalProducer`.
  var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerProtocol {}
