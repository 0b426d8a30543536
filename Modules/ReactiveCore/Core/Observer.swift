extension Signal {
  /// Receives a signal's events. Also the input end of a signal: sending to the observer a
  /// `Signal` generator or `pipe` gave you emits on that signal.
  ///
  /// An observer is a thin wrapper around one closure, so that generic code built in your
  /// module is specialized there (a class hierarchy would dispatch through unspecialized code).
  public final class Observer {
    /// The action an observer runs for each event.
    public typealias Action = (Event) -> Void

    @usableFromInline let action: Action
    /// Set on a signal's input observer: the signal to interrupt when the input is released.
    /// Non-generic on purpose: a generic field would make every deinit look up type metadata.
    @usableFromInline let input: (any SignalInputLink)?

    /// Creates an observer that runs `action` for every event.
    @inlinable
    public init(_ action: @escaping Action) {
      self.action = action
      self.input = nil
    }

    /// Creates an observer from per-kind callbacks; missing callbacks ignore their events.
    @inlinable
    public convenience init(
      value: ((Value) -> Void)? = nil,
      failed: ((Error) -> Void)? = nil,
      completed: (() -> Void)? = nil,
      interrupted: (() -> Void)? = nil
    ) {
      self.init { event in
        switch event {
        case let .value(v): value?(v)
        case let .failed(error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      }
    }

    /// The input observer of `core`: interrupts the signal when released before it terminated.
    @inlinable
    init(input core: SignalCore<Value, Error>) {
      self.action = { [core] event in core.send(event) }
      self.input = core
    }

    /// The input observer of a reentrant core: sends deliver at once, nested if need be.
    @usableFromInline
    init(reentrantInput core: SignalCore<Value, Error>, domain: ReentrantDomain) {
      self.action = { [core, domain] event in domain.delivering { core.send(event) } }
      self.input = core
    }

    deinit {
      input?.inputReleased()
    }

    /// Delivers `event`.
    @inlinable
    public func send(_ event: Event) {
      action(event)
    }

    /// Delivers a value.
    @inlinable
    public func send(value: Value) {
      action(.value(value))
    }

    /// Delivers a failure.
    @inlinable
    public func send(error: Error) {
      action(.failed(error))
    }

    /// Delivers completion.
    @inlinable
    public func sendCompleted() {
      action(.completed)
    }

    /// Delivers interruption.
    @inlinable
    public func sendInterrupted() {
      action(.interrupted)
    }
  }
}

// Observers are the thread-safe entry points of serialized streams: sending from any thread is
// allowed. Values still have to be Sendable wherever a closure carries them across threads.
extension Signal.Observer: @unchecked Sendable {}

extension Signal.Observer {
  /// An observer that only runs `action` for values.
  @inlinable
  static func values(_ action: @escaping (Value) -> Void) -> Signal<Value, Error>.Observer {
    Signal<Value, Error>.Observer { event in
      if case let .value(value) = event { action(value) }
    }
  }
}

/// What a signal's input observer knows of its signal, without generic parameters.
@usableFromInline
protocol SignalInputLink: AnyObject, Sendable {
  /// The signal's generator lifetime (ends when the signal terminates or is torn down).
  var disposables: CompositeDisposable { get }
  /// The input observer was released: interrupt the signal unless it has terminated.
  func inputReleased()
}
