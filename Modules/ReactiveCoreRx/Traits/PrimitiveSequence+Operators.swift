import ReactiveCore

/// What every kind of `PrimitiveSequence` shares: made the same way, and transformed by
/// operators that keep the kind (a delayed single is still a single).
extension PrimitiveSequence {
  /// Fails at once with `error`.
  @inlinable
  public static func error(_ error: Swift.Error) -> PrimitiveSequence {
    PrimitiveSequence(.error(error))
  }

  /// Never sends anything.
  @inlinable
  public static func never() -> PrimitiveSequence {
    PrimitiveSequence(.never())
  }

  /// Calls `factory` for each subscription; a throwing factory fails that subscription.
  @inlinable
  public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence) -> PrimitiveSequence {
    PrimitiveSequence(Observable.deferred { try factory().source })
  }

  /// Makes a resource for each subscription and the sequence that uses it; the resource is
  /// disposed when the subscription ends (see `Observable.using`).
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence
  ) -> PrimitiveSequence {
    PrimitiveSequence(Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
  }

  /// Continues with the sequence `handler` returns for an error.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence) -> PrimitiveSequence {
    PrimitiveSequence(source.catch { try handler($0).source })
  }

  /// Subscribes again after every error.
  @inlinable
  public func retry() -> PrimitiveSequence {
    PrimitiveSequence(source.retry())
  }

  /// Subscribes at most `maxAttemptCount` times in all (see `ObservableType.retry(_:)`).
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence {
    PrimitiveSequence(source.retry(maxAttemptCount))
  }

  /// Decides after each error whether to subscribe again (see `ObservableType.retry(when:)`).
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    PrimitiveSequence(source.retry(when: notificationHandler))
  }

  /// As `retry(when:)`, for a handler that takes errors of one type.
  @inlinable
  public func retry<TriggerObservable: ObservableType, TriggerError: Swift.Error>(
    when notificationHandler: @escaping (Observable<TriggerError>) -> TriggerObservable
  ) -> PrimitiveSequence {
    PrimitiveSequence(source.retry(when: notificationHandler))
  }

  /// Prints each event, subscription and disposal (see `ObservableType.debug`).
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> PrimitiveSequence {
    PrimitiveSequence(source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension PrimitiveSequence where Element: Sendable {
  /// Sends the element and completion `dueTime` later, on `scheduler`; an error at once.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes `dueTime` after being subscribed to.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Fails with `RxError.timeout` when it has not ended (or sent its element) `dueTime` after
  /// being subscribed to.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(source.timeout(dueTime, scheduler: scheduler))
  }

  /// As `timeout(_:scheduler:)`, switching to `other` instead of failing.
  @inlinable
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence, scheduler: SchedulerType
  ) -> PrimitiveSequence {
    PrimitiveSequence(source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }

  /// Delivers the outcome on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(source.observe(on: scheduler))
  }

  /// Subscribes (and disposes) on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(source.subscribe(on: scheduler))
  }
}

extension PrimitiveSequence where Element: FixedWidthInteger & Sendable {
  /// Sends 0 `dueTime` after being subscribed to (a single or maybe timer).
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(Observable.timer(dueTime, scheduler: scheduler))
  }
}
