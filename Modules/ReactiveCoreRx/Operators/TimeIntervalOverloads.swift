import Dispatch
import Foundation
import ReactiveCore

// RxSwift 4 took time spans as seconds (`Foundation.TimeInterval`); RxSwift 5 moved to
// `DispatchTimeInterval` and kept the seconds forms, deprecated, and RxSwift 6 still has them,
// so `throttle(0.5, scheduler: MainScheduler.instance)` from older articles builds. Here they are
// plain overloads (not deprecated, as the RxSwift 5 names are), each the operator it names with
// the span rounded to whole milliseconds, as RxSwift converts it.

extension RxTimeInterval {
  /// `seconds` as RxSwift converts a `TimeInterval` argument: whole milliseconds.
  @inlinable
  static func rxSwiftSeconds(_ seconds: Foundation.TimeInterval) -> RxTimeInterval {
    .milliseconds(Int(seconds * 1000.0))
  }
}

extension ObservableType where Element: Sendable {
  /// `debounce` with the span in seconds.
  @inlinable
  public func debounce(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    debounce(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `throttle` with the span in seconds.
  @inlinable
  public func throttle(
    _ dueTime: Foundation.TimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Observable<Element> {
    throttle(.rxSwiftSeconds(dueTime), latest: latest, scheduler: scheduler)
  }

  /// `delay` with the span in seconds.
  @inlinable
  public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    delay(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `delaySubscription` with the span in seconds.
  @inlinable
  public func delaySubscription(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    delaySubscription(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `timeout` with the span in seconds.
  @inlinable
  public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `timeout(_:other:scheduler:)` with the span in seconds.
  @inlinable
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: Foundation.TimeInterval, other: Other, scheduler: SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    timeout(.rxSwiftSeconds(dueTime), other: other, scheduler: scheduler)
  }

  /// `skip(_:scheduler:)` with the span in seconds.
  @inlinable
  public func skip(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    skip(.rxSwiftSeconds(duration), scheduler: scheduler)
  }

  /// `take(_:scheduler:)` (RxSwift 6's `take(for:scheduler:)`) with the span in seconds.
  @inlinable
  public func take(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: .rxSwiftSeconds(duration), scheduler: scheduler)
  }
}

extension ObservableType {
  /// `buffer(timeSpan:count:scheduler:)` with the span in seconds.
  @inlinable
  public func buffer(
    timeSpan: Foundation.TimeInterval, count: Int, scheduler: SchedulerType
  ) -> Observable<[Element]> {
    buffer(timeSpan: .rxSwiftSeconds(timeSpan), count: count, scheduler: scheduler)
  }

  /// `window(timeSpan:count:scheduler:)` with the span in seconds.
  @inlinable
  public func window(
    timeSpan: Foundation.TimeInterval, count: Int, scheduler: SchedulerType
  ) -> Observable<Observable<Element>> {
    window(timeSpan: .rxSwiftSeconds(timeSpan), count: count, scheduler: scheduler)
  }
}

extension ObservableType where Element: FixedWidthInteger & Sendable {
  /// `interval` with the period in seconds.
  @inlinable
  public static func interval(_ period: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    interval(.rxSwiftSeconds(period), scheduler: scheduler)
  }

  /// `timer` with the spans in seconds.
  @inlinable
  public static func timer(
    _ dueTime: Foundation.TimeInterval, period: Foundation.TimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    timer(.rxSwiftSeconds(dueTime), period: period.map(RxTimeInterval.rxSwiftSeconds), scheduler: scheduler)
  }
}

extension PrimitiveSequence where Element: Sendable {
  /// `delay` with the span in seconds.
  @inlinable
  public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    delay(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `delaySubscription` with the span in seconds.
  @inlinable
  public func delaySubscription(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    delaySubscription(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `timeout` with the span in seconds.
  @inlinable
  public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    timeout(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }

  /// `timeout(_:other:scheduler:)` with the span in seconds.
  @inlinable
  public func timeout(
    _ dueTime: Foundation.TimeInterval, other: PrimitiveSequence, scheduler: SchedulerType
  ) -> PrimitiveSequence {
    timeout(.rxSwiftSeconds(dueTime), other: other, scheduler: scheduler)
  }
}

extension PrimitiveSequence where Element: FixedWidthInteger & Sendable {
  /// `timer` with the span in seconds.
  @inlinable
  public static func timer(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
    timer(.rxSwiftSeconds(dueTime), scheduler: scheduler)
  }
}

extension SharedSequence where Element: Sendable {
  /// `debounce` with the span in seconds.
  @inlinable
  public func debounce(_ dueTime: Foundation.TimeInterval) -> SharedSequence {
    debounce(.rxSwiftSeconds(dueTime))
  }

  /// `throttle` with the span in seconds.
  @inlinable
  public func throttle(_ dueTime: Foundation.TimeInterval, latest: Bool = true) -> SharedSequence {
    throttle(.rxSwiftSeconds(dueTime), latest: latest)
  }

  /// `delay` with the span in seconds.
  @inlinable
  public func delay(_ dueTime: Foundation.TimeInterval) -> SharedSequence {
    delay(.rxSwiftSeconds(dueTime))
  }
}
