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
    return time <= now ? now + (simulateProcessingDelay ? 1 : 0) : time
  }
}

/// Ticks as virtual time: tick `n` is `n × resolution` seconds after 1 January 1970, and
/// intervals are rounded to the nearest tick.
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
    Int((time.timeIntervalSince1970 / resolution).rounded())
  }

  /// The seconds of `virtualTimeInterval` ticks.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The number of ticks nearest to `timeInterval` seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Int((timeInterval / resolution).rounded())
  }

  /// `time` plus `offset` ticks.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    time + offset
  }
}
