/// A read-only property: a value that changes over time, observable through `producer` (current
/// value, then changes) and `signal` (changes).
///
/// A *composed* property (`map`, `combineLatest`, `skipRepeats`, `Property(initial:then:)`,
/// `Property(_:)`...) runs one start of its source and caches the latest value, as in
/// ReactiveSwift: a transform runs once per source change, never on a read of `value`. It does
/// not keep its source property alive; when the source ends it keeps its last value and its
/// `producer` and `signal` complete. It keeps running while it is referenced or observed, so a
/// temporary composed property can drive a binding for as long as the binding lasts.
///
/// Also a property wrapper, as in ReactiveSwift: `@Property var counter: Int` reads the wrapped
/// property's value and `$counter` is the property. Like ReactiveSwift's it has no
/// `init(wrappedValue:)`, so a struct's memberwise initializer takes the property itself
/// (`init(counter: Property<Int>)`) and a class assigns `_counter = Property(…)`.
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
  // Internal and `@usableFromInline` rather than private so that composed properties are made
  // in `@inlinable` code, compiled for the caller's types (see `PropertyRelay`).
  @usableFromInline let readValue: () -> Value
  @usableFromInline let makeProducer: () -> SignalProducer<Value, Never>
  @usableFromInline let makeSignal: () -> Signal<Value, Never>
  /// Whatever the property must keep alive: a captured property or a composed property's relay.
  @usableFromInline let owned: AnyObject?

  /// The current value.
  @inlinable public var value: Value { readValue() }

  /// Sends the current value, then every change.
  @inlinable public var producer: SignalProducer<Value, Never> { makeProducer() }

  /// Sends every change.
  @inlinable public var signal: Signal<Value, Never> { makeSignal() }

  @usableFromInline
  init(
    value: @escaping () -> Value,
    producer: @escaping () -> SignalProducer<Value, Never>,
    signal: @escaping () -> Signal<Value, Never>,
    owning owned: AnyObject?
  ) {
    readValue = value
    makeProducer = producer
    makeSignal = signal
    self.owned = owned
  }

  @inlinable
  convenience init(relay: PropertyRelay<Value>) {
    let storage = relay.storage
    self.init(
      value: { storage.value }, producer: { relay.producer }, signal: { relay.signal },
      owning: relay)
  }

  /// A property that always has `value`: its producer sends it and completes; its signal sends
  /// nothing and completes (observers receive `interrupted` at once).
  public convenience init(value: Value) {
    self.init(
      value: { value },
      producer: { SignalProducer(value: value) },
      signal: { .empty },
      owning: nil)
  }

  /// The current value, as the wrapped property sees it.
  public var wrappedValue: Value { value }

  /// The property itself (`$x`).
  public var projectedValue: Property<Value> { self }

  /// A read-only view of `property` that keeps it alive: it reads and observes `property`
  /// itself, so it never lags behind it.
  public convenience init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    self.init(
      value: { property.value },
      producer: { property.producer },
      signal: { property.signal },
      owning: property)
  }

  /// A composed property that takes on `property`'s value, then follows its changes. Unlike
  /// `init(capturing:)` it does not keep `property` alive.
  @inlinable
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(unsafeProducer: property.producer)
  }

  /// A property that starts with `initial` and takes every value `values` sends. `values` is
  /// started once, now, and runs while the property is referenced or observed.
  @inlinable
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    self.init(relay: PropertyRelay(initial: initial, then: values))
  }

  /// A property that starts with `initial` and takes every value `values` sends.
  @inlinable
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// A property holding the latest value of `producer`, which must send a value as it starts
  /// (a property's producer does). Used by the composition operators.
  @inlinable
  convenience init(unsafeProducer producer: SignalProducer<Value, Never>) {
    self.init(relay: PropertyRelay(source: producer))
  }
}

extension Property: @unchecked Sendable {}
