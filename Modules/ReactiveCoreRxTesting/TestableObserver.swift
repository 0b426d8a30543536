import ReactiveCoreRx

/// An observer that records every event with the virtual time it arrived at
/// (`TestScheduler.createObserver`).
public final class TestableObserver<Element>: ObserverType {
  private let scheduler: TestScheduler
  /// What arrived, in order, each with its tick.
  public private(set) var events: [Recorded<Event<Element>>] = []

  /// The elements of the `next` events, in order, without their times.
  public var elements: [Element] {
    events.compactMap { $0.value.element }
  }

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the scheduler's clock.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
