import ReactiveCoreRx

/// A point in a `TestScheduler`'s virtual time: a whole number of ticks (one tick is the
/// scheduler's `resolution` in seconds).
public typealias TestTime = Int

/// A value at a virtual time: an event a `TestableObserver` received, or one a test observable
/// sends (RxTest's `Recorded`). Build events with `.next(210, "a")`, `.error(300, error)` and
/// `.completed(400)`.
public struct Recorded<Value> {
  /// When it happened.
  public let time: TestTime
  /// What happened.
  public let value: Value

  /// `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
  /// `next(1) @ 210`, as RxTest prints it.
  public var debugDescription: String {
    "\(value) @ \(time)"
  }
}

extension Recorded {
  /// An element at `time`.
  public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A completion at `time`.
  public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }

  /// A failure with `error` at `time`.
  public static func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// The given events as an array (RxTest's `Recorded.events`).
  public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recordedEvents
  }

  /// The array itself: RxTest's array form of `events(_:)`, for a list built elsewhere.
  public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recordedEvents
  }
}

/// When an observer subscribed to a test observable and when it unsubscribed
/// (`TestableObservable.subscriptions`).
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
  /// The virtual time of the subscription.
  public let subscribe: TestTime
  /// The virtual time of the unsubscription; `Int.max` while it lasts.
  public let unsubscribe: TestTime

  /// A subscription from `subscribe` that has not ended.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, Int.max)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// RxTest's wording, as a failed `XCTAssertEqual` of subscriptions prints it: `(200 : 1000)`,
  /// or `(200 : Infinity)` while it lasts.
  public var debugDescription: String {
    "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
  }
}
