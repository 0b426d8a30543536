import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx

/// A scheduler of virtual time counted in ticks, for testing Rx code as RxTest does: events of
/// test observables at given ticks, an observer recording when each event arrived, and
/// `start { ... }` running the whole scenario at once.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let input = scheduler.createHotObservable([.next(210, "a"), .next(250, "ab"), .completed(300)])
/// let result = scheduler.start { input.map { $0.count } }
/// #expect(result.events == [.next(210, 1), .next(250, 2), .completed(300)])
/// ```
///
/// A `VirtualTimeScheduler` of ticks, as RxTest's: `start()`, `stop()`, `advanceTo(_:)`,
/// `sleep(_:)`, `clock`, `now` (tick 0 is 1 January 1970). One tick is `resolution` seconds (1 by
/// default; use 0.001 to count in milliseconds), and `RxTimeInterval`s are rounded to ticks. With
/// `simulateProcessingDelay` (the default, as in RxTest) work scheduled for now or the past runs
/// one tick later, so a value moved onto this scheduler (`observe(on:)`, a `debounce` shorter
/// than a tick) arrives a tick after it was sent. `scheduleAt` runs at exactly the tick given.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
  private let simulateProcessingDelay: Bool

  /// A scheduler whose clock reads `initialClock`.
  public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
    precondition(resolution > 0, "TestScheduler needs a positive resolution, not \(resolution)")
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Runs `action` at tick `time` exactly (as soon as the scheduler runs, if that has passed).
  ///
  /// - returns: A disposable that cancels the action if it has not run yet.
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> ReactiveCoreRx.Disposable {
    scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Work due now or earlier runs a tick from now with `simulateProcessingDelay`, else now.
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    let now = clock
    guard time <= now else { return time }
    return simulateProcessingDelay && now < .max ? now + 1 : now
  }
}

/// Ticks as virtual time: tick `n` is `n × resolution` seconds after 1 January 1970, and
/// intervals are rounded to the nearest tick.
///
/// Times and intervals past `Int`'s range stop at its ends (`.seconds(Int.max)` is `Int.max`
/// ticks, and a time that far plus more is still `Int.max`) where RxTest's converter traps.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// Seconds per tick.
  public let resolution: Double

  /// A converter of `resolution` seconds per tick.
  public init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date of tick `virtualTime`.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick nearest to `time`.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    Self.ticks(time.timeIntervalSince1970 / resolution)
  }

  /// The seconds of `virtualTimeInterval` ticks.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The number of ticks nearest to `timeInterval` seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Self.ticks(timeInterval / resolution)
  }

  /// `time` plus `offset` ticks, stopping at `Int.max` or `Int.min`.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    return overflow ? (offset > 0 ? .max : .min) : sum
  }

  /// The whole number nearest `ticks`, within `Int`'s range (NaN is 0).
  private static func ticks(_ ticks: Double) -> Int {
    let rounded = ticks.rounded()
    if rounded.isNaN { return 0 }
    // Double(Int.max) is 2^63, one past Int.max; Double(Int.min) is Int.min exactly.
    if rounded >= Double(Int.max) { return .max }
    if rounded <= Double(Int.min) { return .min }
    return Int(rounded)
  }
}
