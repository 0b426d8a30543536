import ReactiveCoreRx

extension TestScheduler {
  /// The ticks `start { ... }` uses unless told otherwise (RxTest's `TestScheduler.Defaults`).
  public enum Defaults {
    /// When the observable is created: 100.
    public static let created: TestTime = 100
    /// When the observer subscribes: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

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
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed,
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
    start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
  }

  /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
  public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> TestableObserver<
    Source.Element
  > {
    start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
  }
}
