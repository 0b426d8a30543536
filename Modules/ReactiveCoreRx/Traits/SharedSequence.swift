import ReactiveCore

/// What makes a trait a `Driver` or a `Signal`: where it delivers, and how it shares one
/// subscription between its subscribers.
public protocol SharingStrategyProtocol {
  /// Where the trait's events are delivered (the main queue, unless `SharingScheduler` is mocked).
  static var scheduler: SchedulerType { get }

  /// Shares `source` between subscribers as the trait does.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A `Driver` replays its latest element to each new subscriber (state, like a label's text).
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The main queue (see `SharingScheduler`).
  @inlinable
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// One subscription, replaying the latest element to late subscribers.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A `Signal` replays nothing (events, like a button's taps).
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The main queue (see `SharingScheduler`).
  @inlinable
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// One subscription; late subscribers get only later elements.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// Anything that can be seen as a shared sequence of a given strategy.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// `DriverSharingStrategy` or `SignalSharingStrategy`.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// This sequence as a `SharedSequence`.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence as a plain observable (so a type that only says how it is a shared
  /// sequence, such as an activity tracker, is also an observable).
  @inlinable
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

/// RxCocoa's trait for UI code: it never fails, delivers on the main queue, and shares one
/// subscription between its subscribers. `Driver` and `Signal` are its two kinds.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, Sendable
{
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, which must already never fail and deliver on the strategy's scheduler,
  /// shared as the strategy says.
  @inlinable init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps a source that is already shared (a relay, a subject, a constant).
  @inlinable init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Itself.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }
}

/// A trait for state: never fails, delivers on the main queue, replays its latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A trait for events: never fails, delivers on the main queue, replays nothing.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
