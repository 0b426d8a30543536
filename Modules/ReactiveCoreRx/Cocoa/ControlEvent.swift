import ReactiveCore

/// A UI control's events, as RxCocoa's: `button.rx.tap`. It never fails, and ends when the
/// control goes away. Subscriptions are made and disposed on the main queue (at once when
/// already there), as RxCocoa's `ControlEvent` does with `ConcurrentMainScheduler`.
public struct ControlEvent<PropertyType>: ObservableType {
  /// The element type.
  public typealias Element = PropertyType

  @usableFromInline let events: Observable<PropertyType>

  /// Wraps `events`, which must not fail.
  @inlinable
  public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
    self.events = events.asObservable().subscribing(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the control's events.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as a plain observable.
  @inlinable
  public func asObservable() -> Observable<PropertyType> {
    events
  }

  /// Itself.
  @inlinable
  public func asControlEvent() -> ControlEvent<PropertyType> {
    self
  }
}

extension ControlEvent where PropertyType: Sendable {
  /// The events as a `Signal` trait (they are events, so nothing is replayed).
  @inlinable
  public func asSignal() -> Signal<PropertyType> {
    Signal(raw: events.observe(on: SignalSharingStrategy.scheduler))
  }

  /// The events as a `Driver` trait.
  @inlinable
  public func asDriver() -> Driver<PropertyType> {
    Driver(events.observe(on: DriverSharingStrategy.scheduler))
  }
}
