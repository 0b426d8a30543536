import Foundation
import ReactiveCore

extension ObservableType {
  /// Decides after each error whether to subscribe again: `notificationHandler` is given the
  /// errors (of type `TriggerError`) as a sequence, once per subscription, and returns a
  /// trigger. Each element the trigger sends while an error waits subscribes to the source
  /// again; the trigger's error or completion ends the sequence the same way (at the source's
  /// next error, if no error waits). An error of another type ends it at once.
  /// The RxSwift idiom for "retry three times, a second apart":
  ///
  ///     .retry(when: { errors in
  ///       errors.enumerated().flatMap { attempt, error -> Observable<Int> in
  ///         attempt < 3 ? .timer(.seconds(1), scheduler: scheduler) : .error(error)
  ///       }
  ///     })
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retrying(notificationHandler)
  }

  /// As `retry(when:)`, for a handler that takes errors of one type: an error of another type
  /// ends the sequence at once.
  @inlinable
  public func retry<TriggerObservable: ObservableType, TriggerError: Swift.Error>(
    when notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> Observable<Element> {
    retrying(notificationHandler)
  }

  /// RxSwift's `retryWhen`: the handler is subscribed once, at the start, to the errors; while
  /// an error waits, the handler's next element subscribes to the source again and its end ends
  /// the result. An element the handler sends while no error waits is ignored, and an end it
  /// sends then is kept for the next error (a handler that has completed completes the result at
  /// the source's next error, not before). A subscription asked for while the source is still
  /// being subscribed (a source failing at once) is made after that call returns, so the stack
  /// does not grow.
  @inlinable func retrying<TriggerObservable: ObservableType, TriggerError>(
    _ notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let errors = PublishSubject<TriggerError>()
        let attempt = ReactiveCore.SerialDisposable()
        let state = RetryWhenState()
        lifetime += attempt
        let loop = ResubscriptionLoop()
        func subscribe() {
          loop.subscribe {
            attempt.inner = nil
            attempt.inner = source.start { event in
              guard case let .failed(error) = event else { return observer.send(event) }
              guard let typed = error as? TriggerError else { return observer.send(error: error) }
              if let end = state.errorArrived() { return end.send(to: observer) }
              errors.onNext(typed)
            }
          }
        }
        lifetime += notificationHandler(errors.asObservable()).asSignalProducer().start { event in
          switch event {
          case .value:
            if state.triggered() { subscribe() }
          case let .failed(error):
            state.handlerEnded(.failed(error))?.send(to: observer)
          case .completed:
            state.handlerEnded(.completed)?.send(to: observer)
          case .interrupted:
            break
          }
        }
        subscribe()
      })
  }
}

/// Where `retry(when:)` stands: whether an error waits for the handler, and how the handler
/// ended if it did.
@usableFromInline final class RetryWhenState: @unchecked Sendable {
  /// How the handler ended.
  @usableFromInline enum HandlerEnd {
    case completed
    case failed(Swift.Error)

    /// Ends `observer` the same way.
    @inlinable func send<Value>(to observer: ReactiveCore.Signal<Value, Swift.Error>.Observer) {
      switch self {
      case .completed: observer.sendCompleted()
      case let .failed(error): observer.send(error: error)
      }
    }
  }

  @usableFromInline let lock = NSLock()
  @usableFromInline var errorWaits = false
  @usableFromInline var handlerEnd: HandlerEnd?

  @inlinable init() {}

  /// The source failed: how the result ends now if the handler has ended, else nil (the error
  /// goes to the handler and waits).
  @inlinable func errorArrived() -> HandlerEnd? {
    lock.withLock {
      if let handlerEnd { return handlerEnd }
      errorWaits = true
      return nil
    }
  }

  /// The handler sent an element: whether it answers a waiting error (subscribe again).
  @inlinable func triggered() -> Bool {
    lock.withLock {
      defer { errorWaits = false }
      return errorWaits
    }
  }

  /// The handler ended: how the result ends now if an error waits, else nil (kept for the
  /// next error).
  @inlinable func handlerEnded(_ end: HandlerEnd) -> HandlerEnd? {
    lock.withLock {
      if errorWaits { return end }
      handlerEnd = end
      return nil
    }
  }
}
