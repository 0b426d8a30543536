/// Something that can be turned into a `SignalProducer`: signals, producers, properties.
public protocol SignalProducerConvertible<Value, Error> {
  /// The type of values.
  associatedtype Value
  /// The type of error.
  associatedtype Error: Swift.Error

  /// The producer form of this stream.
  var producer: SignalProducer<Value, Error> { get }
}

/// A stream that can drive a binding with `<~`: it never fails.
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: SignalProducerConvertible {
  /// A producer that forwards this signal's events from each start on.
  public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}

extension SignalProducer: SignalProducerConvertible {
  /// The producer itself.
  @inlinable
  public var producer: SignalProducer<Value, Error> { self }
}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}
