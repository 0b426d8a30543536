import Foundation

/// `observe(on:)`, `start(on:)`, `delay`: moving events in time or to another thread.
extension Transforms {
  static func observe<V: Sendable, E>(on scheduler: Scheduler) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let target = UncheckedSendable(downstream)
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      return Signal<V, E>.Observer { event in
        guard case let .value(value) = event else { return termination.schedule(event) }
        // Nothing is registered per value: once the stream's lifetime ends, values still queued
        // on the scheduler find it ended and are dropped.
        scheduler.schedule {
          if !lifetime.hasEnded { target.value.send(value: value) }
        }
      }
    }
  }

  static func delay<V: Sendable, E>(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transform<V, E, V, E> {
    precondition(interval >= 0, "delay needs a non-negative interval")
    return { downstream, lifetime in
      let target = UncheckedSendable(downstream)
      let pending = PendingActions()
      lifetime += pending
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      return Signal<V, E>.Observer { event in
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

/// Carries a value the compiler cannot prove `Sendable` across a scheduler hop. Used only where
/// the stream's contract already serializes access (one event at a time, on a serial scheduler).
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline var value: Value
  @inlinable init(_ value: Value) { self.value = value }
}

extension Signal where Value: Sendable {
  /// Forwards every event on `scheduler`.
  public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
    apply(Transforms.observe(on: scheduler))
  }

  /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are
  /// forwarded on the scheduler without delay.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    apply(Transforms.delay(interval, on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Forwards every event on `scheduler`.
  public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.observe(on: scheduler))
  }

  /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are
  /// forwarded on the scheduler without delay.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.delay(interval, on: scheduler))
  }

  /// Starts the producer (runs its start handler) on `scheduler`. Disposing before the scheduled
  /// start cancels it.
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

extension SignalProducer where Value == Date, Error == Never {
  /// A producer of the scheduler's current date every `interval` (the first after one
  /// interval), until disposed. `SignalProducer.timer(interval:on:)` infers its type.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<Date, Never> {
    timer(interval: interval, on: scheduler, leeway: .nanoseconds(Int(interval.timeInterval * 1e8)))
  }

  /// A producer of the scheduler's current date every `interval`, with `leeway`, until disposed.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: DateScheduler, leeway: DispatchTimeInterval
  ) -> SignalProducer<Date, Never> {
    precondition(interval.timeInterval > 0, "A timer needs a positive interval")
    return SignalProducer<Date, Never> { observer, lifetime in
      let start = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
      lifetime += scheduler.schedule(after: start, interval: interval, leeway: leeway) {
        observer.send(value: scheduler.currentDate)
      }
    }
  }
}

extension SignalProducer where Error == Never {
  /// Sends the elements of `values` one every `interval` (the first after one interval); at the
  /// tick after the last element, completes.
  public static func interval<S: Sequence>(
    _ values: S, interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<S.Element, Never> where S.Element == Value {
    precondition(interval.timeInterval > 0, "interval needs a positive interval")
    return SignalProducer<S.Element, Never> { observer, lifetime in
      let iterator = OperatorState(values.makeIterator())
      // Ticks run one at a time on the scheduler, so the iterator needs no lock; the tick
      // closure sees only a plain function, not the iterator's type.
      let tick = UncheckedSendable {
        if let value = iterator.value.next() {
          observer.send(value: value)
        } else {
          observer.sendCompleted()
        }
      }
      let start = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
      lifetime += scheduler.schedule(after: start, interval: interval) { tick.value() }
    }
  }

  /// Sends 0, 1, 2, ... one every `interval` (the first after one interval), until disposed.
  public static func interval(
    _ interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<Int, Never> where Value == Int {
    .interval(0..., interval: interval, on: scheduler)
  }
}
