import ReactiveCore

extension ObservableType {
  /// Runs side effects around each subscription's events without changing them: `onNext`,
  /// `onError`, `onCompleted` before the event goes on (a throwing `onNext` fails the sequence),
  /// `afterNext`, `afterError`, `afterCompleted` after it has reached the observer (a throw from
  /// the last two goes nowhere: the sequence has ended),
  /// `onSubscribe` before subscribing, `onSubscribed` after, `onDispose` when the subscription
  /// ends for any reason, after the source's subscription is disposed (and, for a source that
  /// ends while it is subscribed to, after `onSubscribed`), as in RxSwift.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        onSubscribe?()
        lifetime += source.start { event in
          do {
            switch event {
            case let .value(element):
              try onNext?(element)
              observer.send(value: element)
              try afterNext?(element)
            case let .failed(error):
              try onError?(error)
              observer.send(error: error)
              try afterError?(error)
            case .completed:
              try onCompleted?()
              observer.sendCompleted()
              try afterCompleted?()
            case .interrupted:
              observer.sendInterrupted()
            }
          } catch {
            observer.send(error: error)
          }
        }
        onSubscribed?()
        // Registered after the source's subscription, so it runs after that is disposed.
        lifetime.observeEnded { onDispose?() }
      })
  }
}
