/// A value that changes over time and can be observed: read `value` anywhere (including inside
/// its own observers), start `producer` for the current value then every change, or observe
/// `signal` for changes only.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
  /// The current value.
  var value: Value { get }

  /// Sends the current value, then every change; completes when the property ends.
  var producer: SignalProducer<Value, Never> { get }

  /// Sends every change (not the current value); completes when the property ends.
  var signal: Signal<Value, Never> { get }
}

/// A property whose value can be set, and which can be the target of a binding.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
  /// The current value; setting it sends the change to observers.
  var value: Value { get set }

  /// Ends when the property is deinitialized; bindings to it end with it.
  var lifetime: Lifetime { get }
}

/// A mutable property that offers atomic read-modify-write access.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
  /// Runs `action` with the current value while holding the property's lock.
  func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

  /// Mutates the value in place atomically, then sends the change.
  func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}

extension MutablePropertyProtocol {
  /// A binding target that sets the property's value.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] value in self?.value = value }
  }
}
