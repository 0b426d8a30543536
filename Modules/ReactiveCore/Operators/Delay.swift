import Foundation

/// `delay(_:on:)`: every event moved later in time, on a `DateScheduler`.
extension Transforms {
  @inlinable
  static func delay<V: Sendable, E>(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transform<V, E, V, E> {
    precondition(interval >= 0, "delay needs a non-negative interval")
    return { downstream, lifetime in
      let target = UncheckedSendable(downstream)
      let pending = PendingActions()
      lifetime += pending
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      return .events { event in
        switch event {
        case let .value(value):
          let date = scheduler.currentDate.addingTimeInterval(interval)
          pending.schedule(on: scheduler, after: date) { target.value.send(value: value) }
        case .completed:
          termination.schedule(.completed, at: scheduler.currentDate.addingTimeInterval(interval))
        case .failed, .interrupted:
          termination.schedule(event)
        }
      }
    }
  }
}

extension Signal where Value: Sendable {
  /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are
  /// forwarded on the scheduler without delay.
  @inlinable
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    apply(Transforms.delay(interval, on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are
  /// forwarded on the scheduler without delay.
  @inlinable
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.delay(interval, on: scheduler))
  }
}
