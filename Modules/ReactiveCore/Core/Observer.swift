extension Signal {
  /// Receives a signal's events. Also the input end of a signal: sending to the observer a
  /// `Signal` generator or `pipe` gave you emits on that signal.
  ///
  /// The class is open to subclassing inside ReactiveCore only; internal relays override `send`.
  public class Observer {
    /// The action an observer runs for each event.
    public typealias Action = (Event) -> Void

    @usableFromInline let action: Action?
    @usableFromInline let interruptsOnDeinit: Bool

    /// Creates an observer that runs `action` for every event.
    public init(_ action: @escaping Action) {
      self.action = action
      self.interruptsOnDeinit = false
    }

    /// Creates an observer from per-kind callbacks; missing callbacks ignore their events.
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

    /// For subclasses that override `send(_:)`.
    @usableFromInline
    init(interruptsOnDeinit: Bool) {
      self.action = nil
      self.interruptsOnDeinit = interruptsOnDeinit
    }

    @usableFromInline
    init(_ action: @escaping Action, interruptsOnDeinit: Bool) {
      self.action = action
      self.interruptsOnDeinit = interruptsOnDeinit
    }

    deinit {
      if interruptsOnDeinit, let action { action(.interrupted) }
    }

    /// Delivers `event`.
    @inlinable
    public func send(_ event: Event) {
      action!(event)
    }

    /// Delivers a value.
    @inlinable
    public final func send(value: Value) {
      send(.value(value))
    }

    /// Delivers a failure.
    @inlinable
    public final func send(error: Error) {
      send(.failed(error))
    }

    /// Delivers completion.
    @inlinable
    public final func sendCompleted() {
      send(.completed)
    }

    /// Delivers interruption.
    @inlinable
    public final func sendInterrupted() {
      send(.interrupted)
    }
  }
}

// Observers are the thread-safe entry points of serialized streams: sending from any thread is
// allowed. Values still have to be Sendable wherever a closure carries them across threads.
extension Signal.Observer: @unchecked Sendable {}
