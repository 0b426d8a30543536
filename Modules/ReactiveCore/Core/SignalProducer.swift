/// A cold stream: a recipe for events that does nothing until started, and does its work again,
/// independently, for every start.
///
/// Disposing a started producer before it terminates delivers `interrupted` to its observer and
/// disposes its work (a network task is cancelled). Disposal is idempotent and thread-safe.
public struct SignalProducer<Value, Error: Swift.Error> {
  /// The signal a started producer's events travel on.
  public typealias ProducedSignal = Signal<Value, Error>

  @usableFromInline package let body: ProducerBody<Value, Error>
  /// Set when this producer is a stateless stage (`map`, `filter`...) over another producer, so
  /// the next such stage fuses with it (see `ProducerStage`).
  @usableFromInline var stage: ProducerStage<Value, Error>? = nil

  @inlinable
  package init(body: @escaping ProducerBody<Value, Error>, stage: ProducerStage<Value, Error>? = nil) {
    self.body = body
    self.stage = stage
  }

  /// Produces into `observer` until `lifetime` ends (inside an instance; see `ProducerBody`).
  @inlinable
  func run(into observer: Signal<Value, Error>.Observer, lifetime: Lifetime) {
    _ = body(observer.handler, lifetime)
  }

  /// Creates a producer that runs `startHandler` on every start, with the observer to send to
  /// (from any thread) and the lifetime of that start (ended by disposal or termination).
  @inlinable
  public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    body = ProducerBodies.generator(startHandler)
  }

  /// Creates a producer that forwards `signal`'s events from each start on.
  public init(_ signal: Signal<Value, Error>) {
    // No relay needed: the signal is already serialized, and disposing an interrupting
    // observation delivers `interrupted` in order with its events.
    body = { downstream, lifetime -> Disposable? in
      let observation = signal.core.observe(handler: downstream, interruptsOnDispose: true)
      if let lifetime {
        if let observation { _ = lifetime.disposables.insert(observation) }
        return nil
      }
      return observation ?? NopDisposable.shared
    }
  }

  /// Creates a producer that sends `value`, then completes.
  @inlinable
  public init(value: Value) {
    body = ProducerBodies.value(value)
  }

  /// Creates a producer that fails with `error`.
  @inlinable
  public init(error: Error) {
    body = ProducerBodies.terminal(.failed(error))
  }

  /// Creates a producer that sends the success value and completes, or fails.
  @inlinable
  public init(result: Result<Value, Error>) {
    switch result {
    case let .success(value): self.init(value: value)
    case let .failure(error): self.init(error: error)
    }
  }

  /// Creates a producer that sends the elements of `values`, then completes.
  @inlinable
  public init<S: Sequence>(_ values: S) where S.Element == Value {
    body = ProducerBodies.sequence(values)
  }

  /// Creates a producer that sends the given values, then completes.
  @inlinable
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self.init([first, second] + tail)
  }

  /// Creates a producer that evaluates `action` on every start, sends its value and completes.
  public init(_ action: @escaping () -> Value) {
    body = ProducerBodies.generator { observer, _ in
      observer.send(value: action())
      observer.sendCompleted()
    }
  }

  /// Creates a producer that evaluates `action` on every start, then sends its success value and
  /// completes, or fails.
  public init(_ action: @escaping () -> Result<Value, Error>) {
    body = ProducerBodies.generator { observer, _ in
      switch action() {
      case let .success(value):
        observer.send(value: value)
        observer.sendCompleted()
      case let .failure(error):
        observer.send(error: error)
      }
    }
  }

  /// A producer that completes at once.
  public static var empty: SignalProducer {
    SignalProducer(body: ProducerBodies.terminal(.completed))
  }

  /// A producer that never sends anything until it is disposed.
  public static var never: SignalProducer {
    SignalProducer { _, _ in }
  }

  // MARK: Starting

  /// Starts the producer, delivering its events to `observer`.
  ///
  /// - returns: A disposable that interrupts this start.
  @inlinable
  @discardableResult
  public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
    start(handler: observer.handler)
  }

  /// Starts the producer, delivering its events to `downstream`. A source that runs as a whole
  /// start (see `ProducerBody`) sends straight into it; any other body runs behind an instance
  /// relay, which keeps the handler as it is.
  @inlinable
  func start(handler downstream: Signal<Value, Error>.Observer.Handler) -> Disposable {
    if let started = body(downstream, nil) { return started }
    let disposables = CompositeDisposable()
    let instance = EventRelay(handler: downstream, onTermination: disposables, upstream: disposables)
    _ = body(instance.handler, Lifetime(disposables))
    return instance
  }

  /// Starts the producer, running `action` for every event.
  @inlinable
  @discardableResult
  public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
    start(handler: .events(action))
  }

  /// Starts the producer, running `action` with each value as a success and the failure.
  @discardableResult
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start { event in
      switch event {
      case let .value(value): action(.success(value))
      case let .failed(error): action(.failure(error))
      case .completed, .interrupted: break
      }
    }
  }

  /// Starts the producer, running `action` when it completes.
  @discardableResult
  public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
    start { if case .completed = $0 { action() } }
  }

  /// Starts the producer, running `action` when it fails.
  @discardableResult
  public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
    start { if case let .failed(error) = $0 { action(error) } }
  }

  /// Starts the producer, running `action` when it is interrupted.
  @discardableResult
  public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
    start { if case .interrupted = $0 { action() } }
  }

  /// Creates the signal of a start, lets `setup` observe it, then starts the producer.
  ///
  /// Disposing the interrupt handle inside `setup` prevents the start: the signal is
  /// interrupted and the producer's work never runs. A signal that `setup` neither observed nor
  /// kept ends when `setup` returns, as any unobserved, unreferenced signal does: the producer
  /// then starts with its lifetime already ended, so it is interrupted and disposed at once.
  ///
  /// - parameters:
  ///   - setup: Receives the produced signal and a disposable that interrupts the start.
  @discardableResult
  public func startWithSignal<Result>(
    _ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: Disposable) -> Result
  ) -> Result {
    var signal: Signal<Value, Error>?
    let input: Signal<Value, Error>.Observer
    (signal, input) = Signal.pipe()
    let core = signal!.core
    let handle = SerialDisposable()
    let result = setup(signal!, handle)
    // Only what `setup` did with the signal (observing it, keeping it) may keep it alive.
    signal = nil
    if handle.isDisposed {
      input.sendInterrupted()
    } else {
      handle.inner = start(input)
      if core.hasEnded { handle.dispose() }
    }
    return result
  }
}

extension SignalProducer where Error == Never {
  /// Starts the producer, running `action` for each value.
  @inlinable
  @discardableResult
  public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
    start(handler: .values(action))
  }
}

// Unconditionally Sendable for the same reasons as `Signal`.
extension SignalProducer: @unchecked Sendable {}
