import Foundation

/// A virtual-time scheduler whose clock is a date, as RxSwift's `HistoricalScheduler`: for
/// replaying recorded events at their recorded times, fast.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
  /// A scheduler whose clock reads `initialClock` (1 January 1970 by default).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

/// Dates as virtual time and seconds as virtual intervals: the identity conversion.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// The converter.
  public init() {}

  /// The date itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
  /// The date itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
  /// The seconds themselves.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }
  /// The seconds themselves.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
  /// `time` plus `offset` seconds.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }
}
