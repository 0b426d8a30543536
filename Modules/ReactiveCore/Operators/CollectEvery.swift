import Foundation

/// `collect(every:on:)`: what arrived during each interval, as arrays, on a `DateScheduler`.
extension Transforms {
  @inlinable
  static func collect<V: Sendable, E>(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool, discardWhenCompleted: Bool
  ) -> Transform<V, E, [V], E> {
    { downstream, lifetime in
      let collected = OperatorState<[V]>([])
      let completing = OperatorState(false)
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let ticks = SerialDisposable()
      lifetime += ticks
      let handler = LateHandler<Either<Signal<V, E>.Event, Void>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Void>, Never>(handler: handler.valueHandler)
      lifetime += input
      let fire = UncheckedSendable(input)
      let start = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
      ticks.inner = scheduler.schedule(after: start, interval: interval) { fire.value.send(value: .right(())) }
      handler.handle = { input in
        switch input {
        case let .left(.value(value)): collected.value.append(value)
        case .right:
          // Ticks run on the scheduler: values are sent from here directly.
          if completing.value {
            guard termination.claimNow() else { return }
            ticks.inner = nil
            if !(skipEmpty && collected.value.isEmpty) { downstream.send(value: collected.value) }
            downstream.sendCompleted()
          } else if !termination.isClaimed, !(skipEmpty && collected.value.isEmpty) {
            downstream.send(value: collected.value)
            collected.value = []
          }
        case .left(.completed) where !discardWhenCompleted:
          // What was collected goes out at the next tick, then the stream completes.
          completing.value = true
        case let .left(terminal):
          ticks.inner = nil
          if let terminal = terminal.terminal(as: [V].self) { termination.schedule(terminal) }
        }
      }
      return .events { input.send(value: .left($0)) }
    }
  }
}

extension Signal where Value: Sendable {
  /// Sends what was collected every `interval`, as arrays.
  @inlinable
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool = false, discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    apply(
      Transforms.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
  }
}

extension SignalProducer where Value: Sendable {
  /// Sends what was collected every `interval`, as arrays.
  @inlinable
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool = false, discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    apply(
      Transforms.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
  }
}
