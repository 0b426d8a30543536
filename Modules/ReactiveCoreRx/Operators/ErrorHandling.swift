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
}
