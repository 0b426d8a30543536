/// Lets a property's producer, started while someone else is delivering the property's changes,
/// send the current value at once, on the starting thread, before any change.
///
/// The observation is queued for the drainer like any other; it reaches `target` through this
/// gate. Until the starting thread has sent the current value, the changes the drainer delivers
/// to it wait here; then the starting thread sends them too, in order, and opens the gate, after
/// which the drainer delivers directly. So `target` sees the current value, then every later
/// change, one event at a time, with no gap and no duplicate, and nothing blocks on anything.
final class InitialValueGate<Value>: @unchecked Sendable {
  private let target: Signal<Value, Never>.Observer
  private let lock = SpinLock()
  private var waiting: [Signal<Value, Never>.Event] = []
  private var isOpen = false

  init(_ target: Signal<Value, Never>.Observer) {
    self.target = target
  }

  /// Makes the observer the drainer delivers to (once per gate; it keeps the gate alive, so the
  /// gate cannot keep it in a property without a cycle).
  func makeObserver() -> Signal<Value, Never>.Observer {
    Signal<Value, Never>.Observer { [self] event in
      lock.lock()
      if !isOpen {
        waiting.append(event)
        lock.unlock()
        return
      }
      lock.unlock()
      target.send(event)
    }
  }

  /// Sends `initial`, then the changes that waited, then lets later ones through (the starting
  /// thread, once).
  func open(after initial: Value) {
    target.send(.value(initial))
    while true {
      lock.lock()
      if waiting.isEmpty {
        isOpen = true
        lock.unlock()
        return
      }
      let batch = waiting
      waiting = []
      lock.unlock()
      for event in batch { target.send(event) }
    }
  }
}
