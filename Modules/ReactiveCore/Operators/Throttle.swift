import Foundation

/// `throttle`: at most one value per interval, the first at once and the latest at the end of
/// each interval, on a `DateScheduler`.
extension Transforms {
  @inlinable
  static func throttle<V: Sendable, E>(
    _ interval: TimeInterval, on scheduler: DateScheduler
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let timer = SerialDisposable()
      lifetime += timer
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let lastSent = OperatorState<Date?>(nil)
      let pending = OperatorState<V?>(nil)
      /// When the pending value is due, while one is scheduled.
      let due = OperatorState<Date?>(nil)
      let handler = LateHandler<Either<Signal<V, E>.Event, Date>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Date>, Never>(handler: handler.valueHandler)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          let now = scheduler.currentDate
          pending.value = value
          // The first value goes out on the scheduler at once; later ones no sooner than
          // `interval` after the last one sent. If the clock went back before the last send (a
          // test scheduler rewound), that send does not hold anything back: the value goes now.
          let date: Date
          if let lastSent = lastSent.value, lastSent <= now {
            date = max(lastSent.addingTimeInterval(interval), now)
          } else {
            date = now
          }
          if let due = due.value, due <= date { return }
          due.value = date
          timer.inner = scheduler.schedule(after: date) { fire.value.send(value: .right(date)) }
        case let .right(date):
          guard date == due.value, let value = pending.value, !termination.isClaimed else { return }
          pending.value = nil
          due.value = nil
          lastSent.value = date
          downstream.send(value: value)
        case let .left(terminal):
          // A terminal event goes out at once (on the scheduler); a value still waiting is dropped.
          pending.value = nil
          due.value = nil
          timer.inner = nil
          termination.schedule(terminal)
        }
      }
      return .events { input.send(value: .left($0)) }
    }
  }
}

extension Signal where Value: Sendable {
  /// Sends at most one value per `interval`: the first at once, then the latest at the end of
  /// each interval; delivers on `scheduler`.
  @inlinable
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    apply(Transforms.throttle(interval, on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Sends at most one value per `interval`: the first at once, then the latest at the end of
  /// each interval; delivers on `scheduler`.
  @inlinable
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.throttle(interval, on: scheduler))
  }
}
