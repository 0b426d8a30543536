extension Signal {
  /// Observes every event with `action`.
  ///
  /// - returns: A disposable that detaches the observer, or `nil` if the signal had terminated.
  @inlinable
  @discardableResult
  public func observe(_ action: @escaping Observer.Action) -> Disposable? {
    observe(Observer(action))
  }

  /// Observes values as successes and the failure as a failure.
  @discardableResult
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
  }

  /// Runs `action` when the signal completes.
  @discardableResult
  public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(completed: action))
  }

  /// Runs `action` when the signal fails.
  @discardableResult
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observe(Observer(failed: action))
  }

  /// Runs `action` when the signal is interrupted.
  @discardableResult
  public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(interrupted: action))
  }
}

extension Signal where Error == Never {
  /// Runs `action` for each value.
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    observe(Observer.values(action))
  }
}

extension Signal {
  /// Builds a derived signal from an observer-level transform (see `Transform`).
  @inlinable
  func apply<U, F>(_ transform: @escaping Transform<Value, Error, U, F>) -> Signal<U, F> {
    Signal<U, F> { observer, lifetime in
      lifetime += self.observe(transform(observer, lifetime))
    }
  }
}

extension SignalProducer {
  /// Builds a derived producer from an observer-level transform (see `Transform`).
  @inlinable
  func apply<U, F>(_ transform: @escaping Transform<Value, Error, U, F>) -> SignalProducer<U, F> {
    SignalProducer<U, F>(body: ProducerBodies.transformed(body, transform))
  }
}
