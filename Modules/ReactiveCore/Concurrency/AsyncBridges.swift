/// Bridges between producers and Swift concurrency, both ways.
extension SignalProducer where Value: Sendable {
  /// The producer's values as an async sequence: iterating starts the producer; a failure is
  /// thrown; cancelling the iterating task (or dropping the iterator) disposes the start.
  public var values: AsyncThrowingStream<Value, Swift.Error> {
    AsyncThrowingStream { continuation in
      let disposable = self.start { event in
        switch event {
        case let .value(value): continuation.yield(value)
        case let .failed(error): continuation.finish(throwing: error)
        case .completed, .interrupted: continuation.finish()
        }
      }
      continuation.onTermination = { _ in disposable.dispose() }
    }
  }

  /// Starts the producer and returns its first value (`nil` if it completes without one),
  /// disposing it after that value. Cancelling the calling task disposes the start.
  public func first() async throws -> Value? {
    for try await value in values { return value }
    return nil
  }

  /// Starts the producer and returns its first value or its failure, with the error's type kept
  /// (`nil` if it completes, or the calling task is cancelled, before either).
  public func firstResult() async -> Result<Value, Error>? {
    do {
      return try await first().map(Result.success)
    } catch let error as Error {
      return .failure(error)
    } catch {
      return nil
    }
  }
}

extension SignalProducer where Value: Sendable, Error == Never {
  /// The producer's values as an async sequence; cancelling the iterating task disposes the start.
  public var values: AsyncStream<Value> {
    AsyncStream { continuation in
      let disposable = self.start { event in
        if case let .value(value) = event {
          continuation.yield(value)
        } else {
          continuation.finish()
        }
      }
      continuation.onTermination = { _ in disposable.dispose() }
    }
  }
}

extension Signal where Value: Sendable {
  /// The signal's values from now on as an async sequence; a failure is thrown.
  public var values: AsyncThrowingStream<Value, Swift.Error> {
    SignalProducer(self).values
  }
}

extension Signal where Value: Sendable, Error == Never {
  /// The signal's values from now on as an async sequence.
  public var values: AsyncStream<Value> {
    SignalProducer(self).values
  }
}

// ReactiveSwift 7's names for the same bridges: `asyncThrowingStream` on any signal or
// producer (also one that cannot fail), `asyncStream` on those that cannot fail.

extension SignalProducer where Value: Sendable {
  /// ReactiveSwift's name for the throwing `values`: iterating starts the producer, a failure
  /// is thrown, and interruption or completion ends the iteration. Available even when `Error`
  /// is `Never`, where `values` is the non-throwing stream.
  public var asyncThrowingStream: AsyncThrowingStream<Value, Swift.Error> { values }
}

extension SignalProducer where Value: Sendable, Error == Never {
  /// ReactiveSwift's name for `values` of a producer that cannot fail.
  public var asyncStream: AsyncStream<Value> { values }
}

extension Signal where Value: Sendable {
  /// ReactiveSwift's name for the throwing `values`: the signal's values from the moment this
  /// is read; a failure is thrown.
  public var asyncThrowingStream: AsyncThrowingStream<Value, Swift.Error> { values }
}

extension Signal where Value: Sendable, Error == Never {
  /// ReactiveSwift's name for `values` of a signal that cannot fail.
  public var asyncStream: AsyncStream<Value> { values }
}

extension SignalProducer where Value: Sendable {
  /// A producer that runs `operation` in a task on every start, sends its result and completes,
  /// or fails with the error it throws. Disposing the start cancels the task.
  public init(_ operation: @escaping @Sendable () async throws(Error) -> Value) {
    self.init { observer, lifetime in
      let task = Task {
        do throws(Error) {
          let value = try await operation()
          observer.send(value: value)
          observer.sendCompleted()
        } catch {
          observer.send(error: error)
        }
      }
      lifetime.observeEnded { task.cancel() }
    }
  }

  /// A producer that iterates `sequence` in a task on every start. Disposing cancels the task.
  /// The task never runs on the starting caller's actor; with `detached`, it is a detached task
  /// (no task-local values or priority inherited either).
  public init<S: AsyncSequence & Sendable>(
    _ sequence: S, detached: Bool = false
  ) where S.Element == Value, Error == Swift.Error {
    self.init { observer, lifetime in
      let iterate: @Sendable () async -> Void = {
        do {
          for try await value in sequence { observer.send(value: value) }
          observer.sendCompleted()
        } catch {
          observer.send(error: error)
        }
      }
      let task = detached ? Task.detached(operation: iterate) : Task(operation: iterate)
      lifetime.observeEnded { task.cancel() }
    }
  }
}
