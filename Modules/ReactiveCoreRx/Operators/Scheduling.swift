import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Delivers every event on `scheduler`, in order.
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Observable(asSignalProducer().observe(on: scheduler))
  }

  /// Subscribes (runs the source's subscription work) on `scheduler`; disposal is forwarded
  /// whenever it happens.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Observable(asSignalProducer().start(on: scheduler))
  }

  /// RxSwift 5's name for `observe(on:)`.
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`.
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}
