import ReactiveCore

extension ObservableType {
  /// Subscribes with a closure per kind of event; every closure is optional.
  ///
  /// After `onError` or `onCompleted` the subscription disposes itself, so `onDisposed` runs
  /// last in every case: after the terminal event, or when the returned disposable (or the bag
  /// holding it) is disposed first. An error with no `onError` goes to
  /// `Hooks.defaultErrorHandler` (which prints it in debug builds).
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let subscription = SubscriptionDisposable(onDisposed: onDisposed)
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    subscription.start = asObservable().producer.start { event in
      switch event {
      case let .value(value): onNext?(value)
      case let .failed(error):
        if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
        subscription.ended()
      case .completed:
        onCompleted?()
        subscription.ended()
      case .interrupted: subscription.ended()
      }
    }
    return subscription
  }

  /// As `subscribe(onNext:onError:onCompleted:onDisposed:)`, with `object` passed to each
  /// closure while it exists (held weakly; events after it is gone are dropped).
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weaklyBound(object, onNext), onError: weaklyBound(object, onError),
      onCompleted: weaklyBound(object, onCompleted), onDisposed: weaklyBound(object, onDisposed))
  }

  /// Subscribes one closure that receives every event.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}
