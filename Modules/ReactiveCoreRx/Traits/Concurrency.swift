import ReactiveCore

// Swift concurrency, both ways, as RxSwift 6.5+ has it: iterate any sequence's `values`, await a
// trait's `value`, make an observable of an async sequence and a single of an async function.
// Iterating or awaiting subscribes; cancelling the task disposes the subscription.

extension ObservableConvertibleType where Element: Sendable {
  /// The elements as an async sequence: iterating subscribes; an error is thrown; completion
  /// ends the loop. Cancelling the iterating task disposes the subscription and, as RxSwift's
  /// `values` does, throws `CancellationError` from the loop unless the sequence had already
  /// ended (ReactiveCore's `SignalProducer.values`, like ReactiveSwift's, ends the loop quietly
  /// instead).
  @inlinable
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    let producer = asSignalProducer()
    return AsyncThrowingStream { continuation in
      let disposable = producer.start { event in
        switch event {
        case let .value(element): continuation.yield(element)
        case let .failed(error): continuation.finish(throwing: error)
        case .completed: continuation.finish()
        // Only disposal interrupts an observable: the stream was cancelled before an end.
        case .interrupted: continuation.finish(throwing: CancellationError())
        }
      }
      continuation.onTermination = { _ in disposable.dispose() }
    }
  }
}

extension InfallibleType where Element: Sendable {
  /// The elements as an async sequence that never throws.
  @inlinable
  public var values: AsyncStream<Element> {
    asSignalProducer().flatMapError { _ in .empty }.values
  }
}

extension SharedSequenceConvertibleType where Element: Sendable {
  /// The elements as an async sequence that never throws (a driver or signal cannot fail).
  @inlinable
  public var values: AsyncStream<Element> {
    asObservable().asSignalProducer().flatMapError { _ in .empty }.values
  }
}

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
  /// The element, awaited: subscribes, returns the element or throws the error; cancelling the
  /// awaiting task disposes the subscription and throws `CancellationError` (RxSwift's `value`
  /// never returns then: it leaves its continuation unresumed).
  @inlinable
  public var value: Element {
    get async throws {
      for try await element in values { return element }
      throw RxError.noElements
    }
  }

  /// A single whose each subscription runs `work` in a task (detached, if asked, at `priority`)
  /// and succeeds with what it returns or fails with what it throws; disposing cancels the task.
  @inlinable
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    Single(
      Observable(
        SignalProducer { observer, lifetime in
          let run: @Sendable () async -> Void = {
            do {
              let element = try await work()
              observer.send(value: element)
              observer.sendCompleted()
            } catch {
              observer.send(error: error)
            }
          }
          let task =
            detached ? Task.detached(priority: priority, operation: run) : Task(priority: priority, operation: run)
          lifetime.observeEnded { task.cancel() }
        }))
  }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
  /// The element, awaited: subscribes, returns the element, `nil` if the maybe completes empty,
  /// or throws the error; cancelling the awaiting task throws `CancellationError`.
  @inlinable
  public var value: Element? {
    get async throws {
      for try await element in values { return element }
      return nil
    }
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
  /// The completion, awaited: subscribes, returns when it completes, or throws the error;
  /// cancelling the awaiting task throws `CancellationError` (it does not pass for completion).
  @inlinable
  public var value: Void {
    get async throws {
      for try await _ in values {}
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// The sequence as an observable: each subscription iterates it in a task, sending each
  /// element, then completion or the error thrown; disposing cancels the task. The task never
  /// runs on the subscriber's actor (a subscription made on the main thread is iterated off it);
  /// `detached: true` makes it a detached task, as RxSwift 6.9's `asObservable(detached:)`.
  /// A `CancellationError` the sequence throws completes the observable, as in RxSwift.
  @inlinable
  public func asObservable(detached: Bool = false) -> Observable<Element> {
    Observable(
      SignalProducer(self, detached: detached).flatMapError { error -> SignalProducer<Element, Swift.Error> in
        error is CancellationError ? .empty : SignalProducer(error: error)
      })
  }
}
