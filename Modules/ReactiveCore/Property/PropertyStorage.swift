/// The state behind a property: the current value and the serialized signal of its changes.
///
/// A write updates the value and, under the lock, either takes the delivery of changes (nobody
/// is delivering: it becomes the drainer) or queues the change behind the one being delivered,
/// so the order of changes equals the order of writes; delivery happens after the lock is
/// released, so observers may read or write the property (a write from an observer is delivered
/// after the current one).
/// A producer start reads the current value and attaches in the same step: it sees the current
/// value, then every later change, with no gap and no duplicate.
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
  @usableFromInline let lock = RecursiveLock()
  @exclusivity(unchecked) @usableFromInline var current: Value
  @usableFromInline let changes = SignalCore<Value, Never>()
  /// The one `Signal` object over `changes`; it lives as long as the storage.
  @usableFromInline let signal: Signal<Value, Never>
  /// Set (under `lock`) when `complete()` queued the end of the changes.
  @exclusivity(unchecked) @usableFromInline var hasEnded = false

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
    sendAndUnlock(newValue)
  }

  @inlinable
  func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    let result: Result
    do {
      result = try action(&current)
    } catch {
      lock.unlock()
      throw error
    }
    sendAndUnlock(current)
    return result
  }

  /// Sends `newValue`, just written under `lock`, and releases the lock. When nobody is
  /// delivering changes, this thread delivers it at once as the drainer (writes made after the
  /// unlock queue behind it, so the order of changes is still the order of writes). Only a busy
  /// property queues the change: a queued change is a `Command` built, taken apart and destroyed,
  /// and for a value with references in it (a struct holding an array) the destruction goes
  /// through the enum's value witness, two calls per change (the Rx dialect's subjects: R1).
  @inlinable
  func sendAndUnlock(_ newValue: Value) {
    if let mustDrain = changes.handleIfIdle({
      lock.unlock()
      changes.deliver(.value(newValue))
    }) {
      if mustDrain { changes.drain() }
      return
    }
    let mustDrain = changes.enqueue(.event(.value(newValue)))
    lock.unlock()
    if mustDrain { changes.drain() }
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
    hasEnded = true
    let mustDrain = changes.enqueue(.event(.completed))
    lock.unlock()
    if mustDrain { changes.drain() }
  }

  /// Attaches an observer (given as its handler, see `ProducerBody`) so it receives the current value, at once and on the calling thread,
  /// then every change. Disposing the result delivers `interrupted` to it, in order with the
  /// changes.
  ///
  /// When nobody is delivering the changes, this thread attaches the observer and sends it the
  /// value as the changes' drainer. When someone is (another thread, or this one, from inside an
  /// observer of the property), the observation is queued behind the changes already written and
  /// reaches the observer through an `InitialValueGate`, which lets this thread send the current
  /// value first. A composed property (`map`, `combineLatest`...) depends on that value arriving
  /// during the start.
  @usableFromInline
  func attach(_ observer: Signal<Value, Never>.Observer.Handler) -> Disposable {
    lock.lock()
    let initial = current
    var attached: SignalCore<Value, Never>.Observation?
    // Idle: this thread is the drainer; writes made after the lock is released queue behind the
    // attachment.
    if let mustDrain = changes.handleIfIdle({
      lock.unlock()
      let observation = SignalCore<Value, Never>.Observation(
        core: changes, handler: observer, interruptsOnDispose: true)
      attached = observation
      changes.process(.add(observation, initial: initial))
    }) {
      if mustDrain { changes.drain() }
      return attached.unsafelyUnwrapped
    }
    if hasEnded {
      lock.unlock()
      observer.send(.value(initial))
      observer.send(.completed)
      return AnyDisposable()
    }
    let gate = InitialValueGate(Signal<Value, Never>.Observer(handler: observer))
    let observation = SignalCore<Value, Never>.Observation(
      core: changes, observer: gate.makeObserver(), interruptsOnDispose: true)
    let mustDrain = changes.enqueue(.add(observation, initial: nil))
    lock.unlock()
    gate.open(after: initial)
    if mustDrain { changes.drain() }
    return observation
  }

  /// A producer of the current value, then every change.
  @inlinable
  var producer: SignalProducer<Value, Never> {
    SignalProducer(body: { [self] downstream, lifetime in
      // No relay needed: the property's changes are already serialized, and disposing the
      // observation delivers `interrupted` in order with them.
      let observation = attach(downstream)
      if let lifetime {
        _ = lifetime.disposables.insert(observation)
        return nil
      }
      return observation
    })
  }
}
