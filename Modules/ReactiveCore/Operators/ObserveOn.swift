import Foundation

/// `observe(on:)` and `start(on:)`: delivering events, or starting work, on another scheduler.
extension Transforms {
  @inlinable
  static func observe<V: Sendable, E>(on scheduler: Scheduler) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let target = UncheckedSendable(downstream)
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      return .events { event in
        guard case let .value(value) = event else { return termination.schedule(event) }
        // Nothing is registered per value: once the stream's lifetime ends, values still queued
        // on the scheduler find it ended and are dropped.
        scheduler.schedule {
          if !lifetime.hasEnded { target.value.send(value: value) }
        }
      }
    }
  }
}

extension Signal where Value: Sendable {
  /// Forwards every event on `scheduler`.
  @inlinable
  public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
    apply(Transforms.observe(on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Forwards every event on `scheduler`.
  @inlinable
  public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.observe(on: scheduler))
  }

  /// Starts the producer (runs its start handler) on `scheduler`. Disposing before the scheduled
  /// start cancels it.
  @inlinable
  public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    SignalProducer { observer, lifetime in
      let upstream = UncheckedSendable(self)
      let target = UncheckedSendable(observer)
      let started = SerialDisposable()
      lifetime += started
      lifetime += scheduler.schedule {
        started.inner = upstream.value.start(target.value)
      }
    }
  }
}
