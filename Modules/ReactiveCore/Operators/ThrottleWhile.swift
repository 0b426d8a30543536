/// `throttle(while:on:)`: holds values back while a condition is true.
extension Transforms {
  @inlinable
  static func throttle<V: Sendable, E, P: PropertyProtocol>(
    while shouldThrottle: P, on scheduler: Scheduler
  ) -> Transform<V, E, V, E> where P.Value == Bool {
    { downstream, lifetime in
      let scheduled = SerialDisposable()
      lifetime += scheduled
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let target = UncheckedSendable(downstream)
      let isThrottled = OperatorState(false)
      let held = OperatorState<V?>(nil)
      let isTerminated = OperatorState(false)
      let input = serialized { (input: Either<Signal<V, E>.Event, Bool>) in
        switch input {
        case let .right(throttled):
          guard !isTerminated.value else { return }
          isThrottled.value = throttled
          if !throttled, let value = held.value {
            held.value = nil
            scheduled.inner = scheduler.schedule {
              if !termination.isClaimed { target.value.send(value: value) }
            }
          }
        case let .left(.value(value)):
          guard !isTerminated.value else { return }
          if isThrottled.value {
            held.value = value
          } else {
            // Replacing a delivery that has not run yet keeps only the latest value.
            scheduled.inner = scheduler.schedule {
              if !termination.isClaimed { target.value.send(value: value) }
            }
          }
        case let .left(terminal):
          isTerminated.value = true
          held.value = nil
          termination.schedule(terminal)
        }
      }
      lifetime += input
      lifetime += shouldThrottle.producer.skipRepeats().startWithValues { input.send(value: .right($0)) }
      return .events { input.send(value: .left($0)) }
    }
  }
}

extension Signal where Value: Sendable {
  /// Forwards values on `scheduler` while `shouldThrottle` is `false`. While it is `true`, the
  /// latest value is held back, and sent when it turns `false` again. Terminal events are
  /// forwarded at once (on the scheduler), dropping a held value.
  @inlinable
  public func throttle<P: PropertyProtocol>(
    while shouldThrottle: P, on scheduler: Scheduler
  ) -> Signal<Value, Error> where P.Value == Bool {
    apply(Transforms.throttle(while: shouldThrottle, on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Forwards values on `scheduler` while `shouldThrottle` is `false`; see
  /// `Signal.throttle(while:on:)`. The producer does not keep `shouldThrottle` alive: it follows
  /// it through a composed property, which keeps its last value once `shouldThrottle` is gone.
  @inlinable
  public func throttle<P: PropertyProtocol>(
    while shouldThrottle: P, on scheduler: Scheduler
  ) -> SignalProducer<Value, Error> where P.Value == Bool {
    apply(Transforms.throttle(while: Property(shouldThrottle), on: scheduler))
  }
}
