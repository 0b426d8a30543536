/// What generic code and constrained extensions name to mean "any `Signal`", as ReactiveSwift
/// code does: `extension SignalProtocol where Value == Data { … }` adds an operator to every
/// signal of `Data`, and `func f<S: SignalProtocol>(_ s: S) where S.Error == Never` takes any
/// signal that cannot fail. `Signal` is its only conformer; inside such an extension reach the
/// operators through `signal` (`signal.map { … }`), since they are `Signal`'s own.
public protocol SignalProtocol<Value, Error>: AnyObject {
  /// The type of values.
  associatedtype Value
  /// The type of error.
  associatedtype Error: Swift.Error

  /// The signal itself, typed as the concrete `Signal`.
  var signal: Signal<Value, Error> { get }
}

extension Signal: SignalProtocol {
  /// The signal itself.
  @inlinable
  public var signal: Signal<Value, Error> { self }
}
