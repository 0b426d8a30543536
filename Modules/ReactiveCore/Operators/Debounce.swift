import Foundation

/// `debounce`: a value goes out only once an interval has passed without another, on a
/// `DateScheduler` (upstream events and timer fires are handled in one serial context).
extension Transforms {
  @inlinable
  static func debounce<V: Sendable, E>(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let timer = SerialDisposable()
      lifetime += timer
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let generation = OperatorState(0)
      let pending = OperatorState<(value: V, due: Date)?>(nil)
      let handler = LateHandler<Either<Signal<V, E>.Event, Int>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Int>, Never>(handler: handler.valueHandler)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          generation.value += 1
          let due = scheduler.currentDate.addingTimeInterval(interval)
          pending.value = (value, due)
          let current = generation.value
          timer.inner = scheduler.schedule(after: due) { fire.value.send(value: .right(current)) }
        case let .right(fired):
          guard fired == generation.value, let (value, _) = pending.value, !termination.isClaimed else { return }
          pending.value = nil
          downstream.send(value: value)
        case let .left(terminal):
          timer.inner = nil
          let flush = pending.value
          pending.value = nil
          generation.value += 1
          if case .completed = terminal, !discardWhenCompleted, let flush {
            // The last value goes out when it would have, then the stream completes.
            termination.schedule(.completed, at: flush.due) { downstream.send(value: flush.value) }
          } else {
            termination.schedule(terminal)
          }
        }
      }
      return .events { input.send(value: .left($0)) }
    }
  }
}

extension Signal where Value: Sendable {
  /// Sends a value only after `interval` has passed without another; delivers on `scheduler`.
  /// On completion the pending value is dropped, or sent first if `discardWhenCompleted` is false.
  @inlinable
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> Signal<Value, Error> {
    apply(Transforms.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
  }
}

extension SignalProducer where Value: Sendable {
  /// Sends a value only after `interval` has passed without another; delivers on `scheduler`.
  @inlinable
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
  }
}
