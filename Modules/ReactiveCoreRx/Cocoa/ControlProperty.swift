import ReactiveCore

/// A UI control's two-way property, as RxCocoa's: `textField.rx.text`. Subscribing sends the
/// current value, then each change the user makes; binding to it sets the value (which sends
/// nothing back, so two-way bindings do not loop). It never fails. Subscriptions are made and
/// disposed on the main queue (at once when already there), as RxCocoa's.
public struct ControlProperty<PropertyType>: ObservableType, ObserverType {
  /// The element type.
  public typealias Element = PropertyType

  @usableFromInline let values: Observable<PropertyType>
  @usableFromInline let valueSink: AnyObserver<PropertyType>

  /// A property that reads from `values` (current value first) and writes to `valueSink`.
  @inlinable
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Values.Element == PropertyType, Sink.Element == PropertyType {
    self.values = values.asObservable().subscribing(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer`: the current value, then every change.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// Only the changes, without the current value.
  @inlinable
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The values as a plain observable.
  @inlinable
  public func asObservable() -> Observable<PropertyType> {
    values
  }

  /// Itself.
  @inlinable
  public func asControlProperty() -> ControlProperty<PropertyType> {
    self
  }

  /// Sets the value from a `next` element; an error is a programming error (see `bind(to:)`).
  @inlinable
  public func on(_ event: Event<PropertyType>) {
    switch event {
    case let .error(error): reportBindingError(error)
    case .next, .completed: valueSink.on(event)
    }
  }
}

extension ControlProperty where PropertyType == String? {
  /// The text with `nil` read as empty: `textField.rx.text.orEmpty`.
  @inlinable
  public var orEmpty: ControlProperty<String> {
    let sink = valueSink
    return ControlProperty<String>(
      values: values.map { $0 ?? "" },
      valueSink: AnyObserver<String> { event in sink.on(event.map { Optional($0) }) })
  }
}

extension ControlProperty where PropertyType: Sendable {
  /// The values as a `Driver` trait.
  @inlinable
  public func asDriver() -> Driver<PropertyType> {
    Driver(values.observe(on: DriverSharingStrategy.scheduler))
  }
}
