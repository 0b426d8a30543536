import Foundation

/// How a `VirtualTimeScheduler` reads its clock: converts between its own units of time and
/// interval and real dates and seconds, adds an interval to a time, and orders two times. RxTest's
/// ticks and `HistoricalScheduler`'s dates are two such units.
public protocol VirtualTimeConverterType {
  /// A point in virtual time.
  associatedtype VirtualTimeUnit
  /// A span of virtual time.
  associatedtype VirtualTimeIntervalUnit

  /// The date a virtual time stands for.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  /// The virtual time a date stands for.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  /// The seconds a virtual interval stands for.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
  /// The virtual interval a number of seconds stands for.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  /// `time` moved by `offset`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
  /// Which of two virtual times comes first.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
  /// The first is earlier.
  case lessThan
  /// They are the same time.
  case equal
  /// The first is later.
  case greaterThan
}

extension VirtualTimeConverterType where VirtualTimeUnit: Comparable {
  /// Orders two comparable virtual times.
  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
  }
}
