/// A read-only property: a value that changes over time, observable through `producer` (current
/// value, then changes) and `signal` (changes).
///
/// Composed properties (`map`, `combineLatest`, `skipRepeats`...) derive their value, producer
/// and signal from their sources and keep the sources alive, so a temporary composed property
/// can drive a binding for as long as the binding lasts.
public final class Property<Value>: PropertyProtocol {
  private let readValue: () -> Value
  private let makeProducer: () -> SignalProducer<Value, Never>
  private let makeSignal: () -> Signal<Value, Never>
  private let subscription: Disposable?
  private let storage: PropertyStorage<Value>?

  /// The current value.
  public var value: Value { readValue() }

  /// Sends the current value, then every change.
  public var producer: SignalProducer<Value, Never> { makeProducer() }

  /// Sends every change.
  public var signal: Signal<Value, Never> { makeSignal() }

  private init(
    value: @escaping () -> Value,
    producer: @escaping () -> SignalProducer<Value, Never>,
    signal: @escaping () -> Signal<Value, Never>,
    storage: PropertyStorage<Value>? = nil,
    subscription: Disposable? = nil
  ) {
    readValue = value
    makeProducer = producer
    makeSignal = signal
    self.storage = storage
    self.subscription = subscription
  }

  deinit {
    subscription?.dispose()
    storage?.complete()
  }

  /// A property that always has `value`: its producer sends it and completes.
  public convenience init(value: Value) {
    self.init(
      value: { value },
      producer: { SignalProducer(value: value) },
      signal: { .empty })
  }

  /// A read-only view of `property` that keeps it alive.
  public convenience init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    self.init(
      value: { property.value },
      producer: { property.producer },
      signal: { property.signal })
  }

  /// A read-only view of `property` that keeps it alive.
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(capturing: property)
  }

  /// A property that starts with `initial` and takes every value `values` sends. `values` is
  /// started once, now, and disposed when the property is deinitialized.
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    let storage = PropertyStorage(initial)
    let subscription = values.start { event in
      switch event {
      case let .value(value): storage.write(value)
      case .completed, .interrupted: storage.complete()
      }
    }
    self.init(
      value: { storage.value }, producer: { storage.producer }, signal: { storage.signal },
      storage: storage, subscription: subscription)
  }

  /// A property that starts with `initial` and takes every value `values` sends.
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// A property whose value is computed from sources on every read; `producer` must send the
  /// current value first. Used by the composition operators.
  convenience init(derived value: @escaping () -> Value, producer: @escaping () -> SignalProducer<Value, Never>) {
    self.init(
      value: value,
      producer: producer,
      signal: { Signal { observer, lifetime in lifetime += producer().skip(first: 1).start(observer) } })
  }

  /// A property holding the latest value of `producer`, which must send a value as it starts.
  convenience init(unsafeProducer producer: SignalProducer<Value, Never>) {
    let box = LockedBox<PropertyStorage<Value>?>(nil)
    let subscription = producer.start { event in
      switch event {
      case let .value(value):
        let existing = box.withValue { storage -> PropertyStorage<Value>? in
          if let storage { return storage }
          storage = PropertyStorage(value)
          return nil
        }
        existing?.write(value)
      case .completed, .interrupted:
        box.withValue { $0 }?.complete()
      }
    }
    guard let storage = box.withValue({ $0 }) else {
      preconditionFailure("The producer of a Property must send a value when started")
    }
    self.init(
      value: { storage.value }, producer: { storage.producer }, signal: { storage.signal },
      storage: storage, subscription: subscription)
  }
}

extension Property: @unchecked Sendable {}

extension PropertyProtocol {
  /// A property whose value is `transform` of this one's (recomputed on read; keep it pure).
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    Property(derived: { transform(self.value) }, producer: { self.producer.map(transform) })
  }

  /// A property of the value at `keyPath`.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
    map { $0[keyPath: keyPath] }
  }

  /// A property of this value paired with `other`'s.
  public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(
      derived: { (self.value, other.value) },
      producer: { self.producer.combineLatest(with: other.producer) })
  }

  /// A property of this value paired with the value of `other` at the same position.
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(unsafeProducer: producer.zip(with: other.producer))
  }

  /// A property that drops changes `isEquivalent` considers repeats.
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
    Property(derived: { self.value }, producer: { self.producer.skipRepeats(isEquivalent) })
  }

  /// A property of the property `transform` returns for the current value, switching when this
  /// value changes.
  public func flatMap<P: PropertyProtocol>(_ transform: @escaping (Value) -> P) -> Property<P.Value> {
    Property(unsafeProducer: producer.flatMap(.latest) { transform($0).producer })
  }

  /// A property that keeps the latest value passing `predicate`, starting from `initial`.
  public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
    Property(initial: initial, then: producer.filter(predicate))
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that drops changes equal to the previous value.
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value == Bool {
  /// The negation of this property.
  public func negate() -> Property<Bool> {
    map(!)
  }

  /// `true` while both this property and `other` are.
  public func and<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: other).map { $0 && $1 }
  }

  /// `true` while this property or `other` is.
  public func or<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: other).map { $0 || $1 }
  }
}

extension Property {
  /// A property of the latest values of `a` and `b`.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A, _ b: B
  ) -> Property<(Value, B.Value)> where A.Value == Value {
    a.combineLatest(with: b)
  }

  /// A property of the latest values of `a`, `b` and `c`.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
    a.combineLatest(with: b).combineLatest(with: c).map { ($0.0, $0.1, $1) }
  }

  /// A property of the latest values of a collection of properties, as an array.
  public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[Value]>
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    let all = Array(properties)
    return Property<[Value]>(
      derived: { all.map(\.value) },
      producer: { SignalProducer<Value, Never>.combineLatest(all.map(\.producer), emptySentinel: []) })
  }
}
