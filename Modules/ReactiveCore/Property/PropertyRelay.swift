/// The engine of a composed property (`map`, `combineLatest`, `Property(initial:then:)`, ...):
/// one running start of the source producer, whose latest value is cached in a storage.
///
/// The relay lives while the property that owns it lives, or while anyone observes the
/// property's `producer` or `signal`; then the source start is disposed. It never keeps the
/// *source property* alive: when the source ends (a `MutableProperty` is deinitialized), the
/// composed property keeps its last value and its producer and signal complete, as in
/// ReactiveSwift.
@usableFromInline
final class PropertyRelay<Value>: @unchecked Sendable {
  /// Holds the storage once the first value arrived. A separate object so that the source's
  /// observer can reach the storage without retaining the relay (which owns the source start).
  @usableFromInline
  final class Slot: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var storage: PropertyStorage<Value>?
    @inlinable init() {}
  }

  @usableFromInline let slot: Slot
  @usableFromInline let subscription: Disposable

  // Everything from here on is `@inlinable`, so a composed property's machinery (the source's
  // observer, the storage it writes, the producer and signal it serves) is compiled for the
  // caller's value type. Compiled here as generic code, every change of a `map`ped property
  // looked up type metadata at each step: 12,300 instructions a change instead of 1,000.

  /// Starts `source`, which must send a value synchronously when started.
  @inlinable
  init(source: SignalProducer<Value, Never>) {
    let slot = Slot()
    self.slot = slot
    // Events of one start arrive one at a time, so the slot needs no lock of its own.
    subscription = source.start { event in
      switch event {
      case let .value(value):
        if let storage = slot.storage {
          storage.write(value)
        } else {
          slot.storage = PropertyStorage(value)
        }
      case .completed, .interrupted:
        slot.storage?.complete()
      }
    }
    guard slot.storage != nil else {
      preconditionFailure("The producer of a composed Property must send a value when started")
    }
  }

  /// Starts with `initial`, then takes the values of `values`.
  @inlinable
  init(initial: Value, then values: SignalProducer<Value, Never>) {
    let slot = Slot()
    let storage = PropertyStorage(initial)
    slot.storage = storage
    self.slot = slot
    subscription = values.start { event in
      switch event {
      case let .value(value): storage.write(value)
      case .completed, .interrupted: storage.complete()
      }
    }
  }

  deinit {
    subscription.dispose()
  }

  @inlinable
  var storage: PropertyStorage<Value> { slot.storage.unsafelyUnwrapped }

  /// The current value, then every change. Each start keeps the relay running until it ends.
  @inlinable
  var producer: SignalProducer<Value, Never> {
    SignalProducer(body: { [self] downstream, lifetime in
      let observation = storage.attach(retaining(downstream))
      if let lifetime {
        _ = lifetime.disposables.insert(observation)
        return nil
      }
      return observation
    })
  }

  /// Every change. Each observation keeps the relay running until it ends.
  @inlinable
  var signal: Signal<Value, Never> {
    Signal { [self] observer, lifetime in
      lifetime += storage.signal.core.observe(handler: retaining(observer.handler))
    }
  }

  /// A handler that forwards to `downstream` and keeps this relay alive as long as it is held.
  @inlinable
  func retaining(_ downstream: Signal<Value, Never>.Observer.Handler) -> Signal<Value, Never>.Observer.Handler {
    .events { [self] event in
      withExtendedLifetime(self) { downstream.send(event) }
    }
  }
}
