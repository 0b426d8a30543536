extension Signal {
  /// Receives a signal's events. Also the input end of a signal: sending to the observer a
  /// `Signal` generator or `pipe` gave you emits on that signal.
  ///
  /// An observer is a thin wrapper around one closure, so that generic code built in your
  /// module is specialized there (a class hierarchy would dispatch through unspecialized code).
  public final class Observer {
    /// The action an observer runs for each event.
    public typealias Action = (Event) -> Void

    /// What the observer runs: an action for every event, or a value observer's closure as it
    /// is (no wrapper closure that drops the other events: one heap block and one call less).
    @usableFromInline
    package enum Handler {
      case events(Action)
      case values((Value) -> Void)
      /// A signal's input observer: sends to the signal.
      case input(SignalInputEnd<Value, Error>)
      /// The upstream end of a fused chain of stateless operators (see `StageSteps`). Run from
      /// here rather than through an `events` closure: that closure's generic calling
      /// convention passed each event through memory, one more call and a stalled load.
      case stage(StageEntry<Value, Error>)

      /// Runs this handler for `event` (see `run(_:with:inLoop:)`).
      @inlinable
      package func send(_ event: Event) {
        Observer.run(self, with: event)
      }

      // The sends an `Observer` has, for operators handed a handler (see `Transform`).
      @inlinable package func send(value: Value) { send(.value(value)) }
      @inlinable package func send(error: Error) { send(.failed(error)) }
      @inlinable package func sendCompleted() { send(.completed) }
      @inlinable package func sendInterrupted() { send(.interrupted) }
    }

    /// The only field, and immutable: an observation keeps a copy of it rather than the object,
    /// which behaves the same (one heap block per observer, M1 in BENCHMARKS.md).
    @usableFromInline let handler: Handler

    /// Creates an observer that runs `action` for every event.
    @inlinable
    public init(_ action: @escaping Action) {
      handler = .events(action)
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

    /// An observer that runs `handler`: for code that was handed a handler (a producer's
    /// downstream, see `ProducerBody`) and needs an object to keep or to pass on.
    @inlinable
    init(handler: Handler) {
      self.handler = handler
    }

    /// The input observer of `core`: interrupts the signal when released before it terminated.
    @inlinable
    init(input core: SignalCore<Value, Error>) {
      handler = .input(SignalInputEnd(core))
    }

    /// Delivers `event`.
    @inlinable
    public func send(_ event: Event) {
      Self.run(handler, with: event)
    }

    /// Runs `handler` for `event`. Taking the handler `borrowing` lets the closure be called
    /// without retaining its context; a `switch` on the stored property copied it (a retain and
    /// a release per event: B3 went from 370 to 1,200 ns).
    ///
    /// `inLoop`: called from a signal's delivery loop, where a signal's input observer is called
    /// rather than inlined (see `SignalInputEnd.sendFromLoop`). Always a constant, so only one
    /// branch is compiled at each call site.
    @inlinable
    static func run(_ handler: borrowing Handler, with event: Event, inLoop: Bool = false) {
      switch handler {
      case let .events(action): action(event)
      case let .values(action): if case let .value(value) = event { action(value) }
      case let .input(end): if inLoop { end.sendFromLoop(event) } else { end.send(event) }
      case let .stage(entry): entry.receive(event)
      }
    }

    /// Delivers a value.
    @inlinable
    public func send(value: Value) {
      send(.value(value))
    }

    /// Delivers a failure.
    @inlinable
    public func send(error: Error) {
      send(.failed(error))
    }

    /// Delivers completion.
    @inlinable
    public func sendCompleted() {
      send(.completed)
    }

    /// Delivers interruption.
    @inlinable
    public func sendInterrupted() {
      send(.interrupted)
    }
  }
}

// Observers are the thread-safe entry points of serialized streams: sending from any thread is
// allowed. Values still have to be Sendable wherever a closure carries them across threads.
extension Signal.Observer: @unchecked Sendable {}

/// The input end of a signal, held by its input observer: when the input observer is released
/// (and with it the only reference to this), the signal is interrupted unless it has
/// terminated.
@usableFromInline
package final class SignalInputEnd<Value, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline let core: SignalCore<Value, Error>

  @inlinable init(_ core: SignalCore<Value, Error>) {
    self.core = core
  }

  @inlinable
  func send(_ event: Signal<Value, Error>.Event) {
    core.send(event)
  }

  /// `send(_:)`, called rather than inlined: for delivery loops, where an input observer is rare
  /// and inlining a whole signal's send kept every loop's registers busy (B3, B4).
  @inlinable @inline(never)
  func sendFromLoop(_ event: Signal<Value, Error>.Event) {
    core.send(event)
  }

  deinit {
    core.inputReleased()
  }
}
