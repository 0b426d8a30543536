/// ReactiveSwift 6.7's unserialized and reentrant-unserialized variants, for code ported from it.
///
/// In ReactiveSwift these drop the lock around delivery: the caller promises that sends never
/// overlap, and only the reentrant variants accept a send from inside an observer (queued until
/// the current callout returns). Here every signal is already as cheap as that on one thread (a
/// signal used from one thread takes no locked instruction per send), never deadlocks, and
/// queues a send made from an observer, so each variant is the ordinary signal: code written for
/// them behaves as it did, and stays correct if a send does come from another thread.
extension Signal {
  /// A signal made by `generator`, as `Signal.init(_:)` makes it (see the extension's note).
  @inlinable
  public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// A signal made by `generator` that accepts sends from its own observers: each is delivered
  /// after the current event has reached every observer, in the order sent.
  @inlinable
  public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// A signal and its input observer, as `pipe(disposable:)` makes them.
  @inlinable
  public static func unserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }

  /// A signal and its input observer that accept sends from inside the signal's own observers.
  /// As in ReactiveSwift 7.2, such a send is queued and delivered after the current event has
  /// reached every observer, in the order sent.
  @inlinable
  public static func reentrantUnserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }
}

extension SignalProducer {
  /// A producer whose every start runs `startHandler`, as `SignalProducer.init(_:)` does; the
  /// signal it makes is an ordinary one (see `Signal.unserialized(_:)`).
  @inlinable
  public static func unserialized(
    _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void
  ) -> SignalProducer {
    SignalProducer(startHandler)
  }
}
