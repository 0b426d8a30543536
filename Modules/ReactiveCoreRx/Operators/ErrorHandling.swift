import ReactiveCore

extension ObservableType {
  /// Subscribes again after every error, without end.
  public func retry() -> Observable<Element> {
    Observable(asSignalProducer().retry(upTo: .max))
  }

  /// Subscribes at most `maxAttemptCount` times in all (the first subscription counts, as in
  /// RxSwift: `retry(3)` is one try and two retries), then forwards the last error.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    precondition(maxAttemptCount >= 0, "retry(_:) needs a count of zero or more")
    guard maxAttemptCount > 0 else { return .empty() }
    return Observable(asSignalProducer().retry(upTo: maxAttemptCount - 1))
  }

  /// Replaces an error with `element`, then completes.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    Observable(asSignalProducer().flatMapError { _ in SignalProducer(value: element) })
  }

  /// Replaces an error with the sequence `handler` returns for it (a throwing handler fails
  /// with its own error).
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    Observable(
      asSignalProducer().flatMapError { error in
        do { return try handler(error).producer } catch { return SignalProducer(error: error) }
      })
  }

  /// RxSwift 5's name for `catch(_:)`.
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    self.catch(handler)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// Decides after each error whether to subscribe again: `notificationHandler` is given the
  /// errors (of type `TriggerError`) as a sequence, once per subscription, and returns a
  /// trigger. Each element the trigger sends resubscribes to the source; the trigger's error
  /// or completion ends the sequence the same way. An error of another type ends it at once.
  /// The RxSwift idiom for "retry three times, a second apart":
  ///
  ///     .retry(when: { errors in
  ///       errors.enumerated().flatMap { attempt, error -> Observable<Int> in
  ///         attempt < 3 ? .timer(.seconds(1), scheduler: scheduler) : .error(error)
  ///       }
  ///     })
  public func retry<TriggerObservable: ObservableType, TriggerError: Swift.Error>(
    when notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let errors = PublishSubject<TriggerError>()
        let attempt = SerialDisposable()
        lifetime += attempt
        func subscribe() {
          attempt.inner = source.start { event in
            guard case let .failed(error) = event else { return observer.send(event) }
            guard let typed = error as? TriggerError else { return observer.send(error: error) }
            errors.onNext(typed)
          }
        }
        lifetime += notificationHandler(errors.asObservable()).asSignalProducer().start { event in
          switch event {
          case .value: subscribe()
          case let .failed(error): observer.send(error: error)
          case .completed: observer.sendCompleted()
          case .interrupted: break
          }
        }
        subscribe()
      })
  }
}
