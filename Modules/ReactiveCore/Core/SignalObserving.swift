extension Signal {
  /// Observes every event with `action`.
  ///
  /// - returns: A disposable that detaches the observer, or `nil` if the signal had terminated.
  @inlinable
  @discardableResult
  public func observe(_ action: @escaping Observer.Action) -> Disposable? {
    core.observe(handler: .events(action))
  }

  /// Observes values as successes and the failure as a failure.
  @discardableResult
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observeEvents { event in
      switch event {
      case let .value(value): action(.success(value))
      case let .failed(error): action(.failure(error))
      case .completed, .interrupted: break
      }
    }
  }

  /// Runs `action` when the signal completes.
  @discardableResult
  public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
    observeEvents { if case .completed = $0 { action() } }
  }

  /// Runs `action` when the signal fails.
  @discardableResult
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observeEvents { if case let .failed(error) = $0 { action(error) } }
  }

  /// Runs `action` when the signal is interrupted.
  @discardableResult
  public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
    observeEvents { if case .interrupted = $0 { action() } }
  }

  /// Attaches `handle` as the observation's own closure, as `observe(_:)` does: no `Observer`
  /// object is made only to be copied into the observation and released, and no closure over
  /// four optional callbacks runs for each event. (In an optimized build the object would have
  /// stayed on the stack: A1 counts three blocks either way.)
  func observeEvents(_ handle: @escaping Observer.Action) -> Disposable? {
    core.observe(handler: .events(handle))
  }
}

extension Signal {
  /// Runs `action` for each value (other events are ignored).
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    core.observe(handler: .values(action))
  }
}

extension Signal {
  /// Builds a derived signal from an observer-level transform (see `Transform`) that may send
  /// downstream from other contexts (a trigger, a scheduler): it gets a delivery queue of its own.
  @inlinable
  func apply<U, F>(_ transform: @escaping Transform<Value, Error, U, F>) -> Signal<U, F> {
    Signal<U, F> { observer, lifetime in
      lifetime += self.core.observe(handler: transform(observer.handler, lifetime))
    }
  }

  /// Builds a derived signal from a transform that only sends downstream while handling an
  /// upstream event: it joins this signal's serialization domain, so its events need no drain of
  /// their own (`map`, `filter`, `scan`, ...).
  @inlinable
  func applyInline<U, F>(_ transform: @escaping Transform<Value, Error, U, F>) -> Signal<U, F> {
    let derived = SignalCore<U, F>(joining: core)
    let signal = Signal<U, F>(core: derived)
    let observer = Signal<U, F>.Observer(input: derived)
    let lifetime = Lifetime(derived.disposables)
    lifetime += core.observe(handler: transform(observer.handler, lifetime))
    return signal
  }
}

extension SignalProducer {
  /// Builds a derived producer from an observer-level transform (see `Transform`). Package-wide:
  /// ReactiveCoreRx writes its throwing operators as transforms.
  @inlinable
  package func apply<U, F>(_ transform: @escaping Transform<Value, Error, U, F>) -> SignalProducer<U, F> {
    SignalProducer<U, F>(body: ProducerBodies.transformed(body, transform))
  }
}
