/// A thread-safe, observable, settable value.
///
/// Setting `value` from inside one of the property's own observers is allowed: the change is
/// queued and delivered after the current one, and `value` already reads the new value.
/// `producer` and `signal` complete when the property is deinitialized.
///
/// Also a property wrapper: `@MutableProperty var name = ""` stores the value in a
/// `MutableProperty`, and `$name` is that property (to observe or bind to).
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
  @usableFromInline let storage: PropertyStorage<Value>
  @usableFromInline let token: Lifetime.Token

  /// Ends when the property is deinitialized.
  public let lifetime: Lifetime

  /// Creates a property with `initialValue`.
  @inlinable
  public init(_ initialValue: Value) {
    storage = PropertyStorage(initialValue)
    (lifetime, token) = Lifetime.make()
  }

  deinit {
    storage.complete()
  }

  /// Creates the property behind `@MutableProperty var x = initialValue`.
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  /// The value, as the wrapped property sees it.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property itself (`$x`).
  public var projectedValue: MutableProperty<Value> { self }

  /// The current value. Setting it sends the change to every observer.
  @inlinable
  public var value: Value {
    get { storage.value }
    set { storage.write(newValue) }
  }

  /// Sends the current value, then every change.
  @inlinable
  public var producer: SignalProducer<Value, Never> { storage.producer }

  /// Sends every change.
  public var signal: Signal<Value, Never> { storage.signal }

  /// Sets a new value and returns the old one, atomically.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    storage.modify { value in
      let old = value
      value = newValue
      return old
    }
  }

  /// Mutates the value in place atomically, then sends the change.
  @inlinable
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try storage.modify(action)
  }

  /// Runs `action` with the current value while holding the property's lock.
  @inlinable
  @discardableResult
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try storage.withValue(action)
  }
}

extension MutableProperty: @unchecked Sendable {}

extension MutableProperty where Value: OptionalProtocol {
  /// Creates a property holding `nil`.
  public convenience init() {
    self.init(Value(reconstructing: nil))
  }
}
