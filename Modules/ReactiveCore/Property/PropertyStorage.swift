/// The state behind a property: the current value and the serialized signal of its changes.
///
/// Writes update the value and queue the change under the lock, in one step, so the order of
/// changes equals the order of writes; delivery happens after the lock is released, so observers
/// may read or write the property (a write from an observer is delivered after the current one).
/// A producer start reads the current value and attaches in the same step: it sees the current
/// value, then every later change, with no gap and no duplicate.
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
  @usableFromInline let lock = RecursiveLock()
  @exclusivity(unchecked) @usableFromInline var current: Value
  @usableFromInline let changes = SignalCore<Value, Never>()
  /// The one `Signal` object over `changes`; it lives as long as the storage.
  @usableFromInline let signal: Signal<Value, Never>

  @inlinable
  init(_ value: Value) {
    current = value
    signal = Signal(core: changes)
  }

  @inlinable
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  @inlinable
  func write(_ newValue: Value) {
    lock.lock()
    current = newValue
    let mustDrain = changes.enqueue(.event(.value(newValue)))
    lock.unlock()
    if mustDrain { changes.drain() }
  }

  @inlinable
  func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    var mustDrain = false
    defer {
      lock.unlock()
      if mustDrain { changes.drain() }
    }
    let result = try action(&current)
    mustDrain = changes.enqueue(.event(.value(current)))
    return result
  }

  @inlinable
  func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try action(current)
  }

  /// Ends the changes signal (the property was deinitialized or its source ended).
  @usableFromInline
  func complete() {
    lock.lock()
    let mustDrain = changes.enqueue(.event(.completed))
    lock.unlock()
    if mustDrain { changes.drain() }
  }

  /// Attaches `observer` so it receives the current value, then every change. Disposing the
  /// result delivers `interrupted` to it, in order with the changes.
  @usableFromInline
  func attach(_ observer: Signal<Value, Never>.Observer) -> Disposable {
    let observation = SignalCore<Value, Never>.Observation(
      core: changes, observer: observer, interruptsOnDispose: true)
    lock.lock()
    let mustDrain = changes.enqueue(.add(observation, initial: current))
    lock.unlock()
    if mustDrain { changes.drain() }
    return observation
  }

  /// A producer of the current value, then every change.
  @inlinable
  var producer: SignalProducer<Value, Never> {
    SignalProducer(body: { [self] observer, lifetime in
      // No relay needed: the property's changes are already serialized, and disposing the
      // observation delivers `interrupted` in order with them.
      let observation = attach(observer)
      if let lifetime {
        _ = lifetime.disposables.insert(observation)
        return nil
      }
      return observation
    })
  }
}
