import ReactiveCoreRx

extension TestScheduler {
  /// An observer that records events with the tick they arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// An observable that sends `events` at their ticks to whoever is subscribed then.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    TestableObservable(scheduler: self, events: events, isHot: true)
  }

  /// An observable that sends `events` to each subscriber, ticks counted from its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    TestableObservable(scheduler: self, events: events, isHot: false)
  }

  /// Runs a scenario: calls `create` at tick `created`, subscribes an observer to the result
  /// at `subscribed`, disposes it at `disposed`, runs everything scheduled, and returns the
  /// observer (RxTest's defaults: 100, 200, 1000).
  public func start<Source: ObservableConvertibleType>(
    created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
    create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    var source: Observable<Source.Element>?
    var subscription: ReactiveCoreRx.Disposable?
    let observer = createObserver(Source.Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// `start(created: 100, subscribed: 200, disposed:create:)`.
  public func start<Source: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    start(created: 100, subscribed: 200, disposed: disposed, create: create)
  }

  /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
  public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> TestableObserver<
    Source.Element
  > {
    start(created: 100, subscribed: 200, disposed: 1000, create: create)
  }
}
