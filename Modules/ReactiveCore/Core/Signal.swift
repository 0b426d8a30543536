/// A hot stream of events: values, then at most one terminal event (failed, completed or
/// interrupted). Observers see the events sent after they start observing.
///
/// Delivery is serial: one event at a time, in the same order to every observer. An event sent
/// while the signal is delivering (from an observer, or from another thread) is queued and
/// delivered after the current event has reached every observer: never a deadlock, never
/// reordered, never lost. A signal stays alive until it terminates, or until it has no
/// observers and nothing references it; then its generator's lifetime ends.
public final class Signal<Value, Error: Swift.Error> {
  @usableFromInline let core: SignalCore<Value, Error>

  /// Creates a signal and runs `generator` once with the signal's input observer and the
  /// lifetime of the signal (which ends when the signal terminates or is torn down).
  ///
  /// If the input observer is released before the signal terminates, the signal is interrupted.
  @inlinable
  public init(_ generator: (Observer, Lifetime) -> Void) {
    let core = SignalCore<Value, Error>()
    self.core = core
    generator(Observer(input: core), Lifetime(core.disposables))
  }

  deinit {
    core.run(.signalReleased)
  }

  /// Makes a signal and its input observer. `disposable` is disposed when the signal terminates.
  @inlinable
  public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    let core = SignalCore<Value, Error>()
    if let disposable { _ = core.disposables.insert(disposable) }
    let signal = Signal(core: core)
    return (signal, Observer(input: core))
  }

  @inlinable
  init(core: SignalCore<Value, Error>) {
    self.core = core
  }

  /// A signal that never sends anything.
  public static var never: Signal {
    Signal { observer, lifetime in
      // Keeps the input observer (and so the signal) from interrupting on release.
      lifetime.observeEnded { _ = observer }
    }
  }

  /// A signal that has already completed: observers receive `interrupted` at once.
  public static var empty: Signal {
    Signal { observer, _ in observer.sendCompleted() }
  }

  /// Attaches `observer`. It receives the events sent from now on.
  ///
  /// An observer attached while an event is being delivered does not receive that event; it
  /// receives the events sent after it was attached. Observing a terminated signal delivers
  /// `interrupted` at once and returns `nil`.
  ///
  /// - returns: A disposable that detaches the observer at once, or `nil` if the signal had
  ///   already terminated.
  @inlinable
  @discardableResult
  public func observe(_ observer: Observer) -> Disposable? {
    core.observe(observer)
  }
}

// Unconditionally Sendable, like its observers: a signal is a thread-safe handle. (A
// conditional conformance also breaks Swift 6 inference of `Signal.combineLatest(a, b)` next to
// the instance method `combineLatest(with:)`.) Operators that move values across threads
// require `Value: Sendable` themselves.
extension Signal: @unchecked Sendable {}
