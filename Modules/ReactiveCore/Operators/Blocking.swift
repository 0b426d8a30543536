import Dispatch

/// `first()`, `single()`, `last()`, `wait()`: start a producer and block the calling thread until
/// it terminates, as in ReactiveSwift. (In async code, `await producer.first()` picks the
/// non-blocking overloads in AsyncBridges instead.)
///
/// The calling thread must not be the one the producer needs to make progress (a producer that
/// delivers on the main queue, waited for on the main thread, never finishes).
extension SignalProducer {
  /// Starts the producer and blocks until it sends its first value (returned as a success, and
  /// the start disposed) or terminates: a failure is returned as such, completion or
  /// interruption without a value returns `nil`.
  public func first() -> Result<Value, Error>? {
    take(first: 1).single()
  }

  /// Starts the producer and blocks until it terminates. Returns its only value (or its
  /// failure); `nil` when it sent no value, more than one, or was interrupted.
  public func single() -> Result<Value, Error>? {
    let outcome = BlockingOutcome<Value, Error>()
    let start = self.start { event in outcome.receive(event) }
    outcome.waitForTermination()
    start.dispose()
    return outcome.singleResult
  }

  /// Starts the producer and blocks until it terminates. Returns its last value (or its
  /// failure); `nil` when it sent no value or was interrupted.
  public func last() -> Result<Value, Error>? {
    take(last: 1).single()
  }

  /// Starts the producer and blocks until it terminates: success when it completes, its
  /// failure when it fails. (An interruption counts as success, as in ReactiveSwift.)
  public func wait() -> Result<(), Error> {
    then(SignalProducer<(), Error>(value: ())).last() ?? .success(())
  }
}

/// What a blocking call collects: values until the first terminal event, then a wake-up.
private final class BlockingOutcome<Value, Error: Swift.Error>: @unchecked Sendable {
  private let lock = SpinLock()
  private let terminated = DispatchSemaphore(value: 0)
  private var values: [Value] = []
  private var failure: Error?
  private var wasInterrupted = false

  func receive(_ event: Signal<Value, Error>.Event) {
    switch event {
    case let .value(value):
      lock.withLock { values.append(value) }
      return
    case let .failed(error): lock.withLock { failure = error }
    case .interrupted: lock.withLock { wasInterrupted = true }
    case .completed: break
    }
    terminated.signal()
  }

  func waitForTermination() {
    terminated.wait()
  }

  var singleResult: Result<Value, Error>? {
    lock.withLock {
      if let failure { return .failure(failure) }
      guard !wasInterrupted, values.count == 1 else { return nil }
      return .success(values[0])
    }
  }
}
