import Foundation

/// `debounce`, `throttle`, `timeout`, `collect(every:)`: operators driven by a `DateScheduler`.
/// Upstream events and timer fires are handled in one serial context; output is delivered on
/// the scheduler.
extension Transforms {
  static func debounce<V: Sendable, E>(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let timer = SerialDisposable()
      lifetime += timer
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      var generation = 0
      var pending: (value: V, due: Date)?
      let handler = LateHandler<Either<Signal<V, E>.Event, Int>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Int>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          generation += 1
          let due = scheduler.currentDate.addingTimeInterval(interval)
          pending = (value, due)
          let current = generation
          timer.inner = scheduler.schedule(after: due) { fire.value.send(value: .right(current)) }
        case let .right(fired):
          guard fired == generation, let (value, _) = pending, !termination.isClaimed else { return }
          pending = nil
          downstream.send(value: value)
        case let .left(terminal):
          timer.inner = nil
          let flush = pending
          pending = nil
          generation += 1
          if case .completed = terminal, !discardWhenCompleted, let flush {
            // The last value goes out when it would have, then the stream completes.
            termination.schedule(.completed, at: flush.due) { downstream.send(value: flush.value) }
          } else {
            termination.schedule(terminal)
          }
        }
      }
      return Signal<V, E>.Observer { input.send(value: .left($0)) }
    }
  }

  static func throttle<V: Sendable, E>(
    _ interval: TimeInterval, on scheduler: DateScheduler
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let timer = SerialDisposable()
      lifetime += timer
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      var lastSent: Date?
      var pending: V?
      let handler = LateHandler<Either<Signal<V, E>.Event, Date>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Date>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          let now = scheduler.currentDate
          let isScheduled = pending != nil
          pending = value
          guard !isScheduled else { return }
          // The first value goes out on the scheduler at once; later ones no sooner than
          // `interval` after the last one sent.
          let date = lastSent.map { max($0.addingTimeInterval(interval), now) } ?? now
          timer.inner = scheduler.schedule(after: date) { fire.value.send(value: .right(date)) }
        case let .right(date):
          guard let value = pending, !termination.isClaimed else { return }
          pending = nil
          lastSent = date
          downstream.send(value: value)
        case let .left(terminal):
          // A terminal event goes out at once (on the scheduler); a value still waiting is dropped.
          pending = nil
          timer.inner = nil
          termination.schedule(terminal)
        }
      }
      return Signal<V, E>.Observer { input.send(value: .left($0)) }
    }
  }

  static func timeout<V, E>(
    after interval: TimeInterval, raising error: E, on scheduler: DateScheduler
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let serial = EventRelay(downstream)
      let date = scheduler.currentDate.addingTimeInterval(interval)
      lifetime += scheduler.schedule(after: date) { serial.send(error: error) }
      return serial.observer
    }
  }

  static func collect<V: Sendable, E>(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool, discardWhenCompleted: Bool
  ) -> Transform<V, E, [V], E> {
    { downstream, lifetime in
      var collected: [V] = []
      var completing = false
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let ticks = SerialDisposable()
      lifetime += ticks
      let handler = LateHandler<Either<Signal<V, E>.Event, Void>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Void>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      let start = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
      ticks.inner = scheduler.schedule(after: start, interval: interval) { fire.value.send(value: .right(())) }
      handler.handle = { input in
        switch input {
        case let .left(.value(value)): collected.append(value)
        case .right:
          // Ticks run on the scheduler: values are sent from here directly.
          if completing {
            guard termination.claimNow() else { return }
            ticks.inner = nil
            if !(skipEmpty && collected.isEmpty) { downstream.send(value: collected) }
            downstream.sendCompleted()
          } else if !termination.isClaimed, !(skipEmpty && collected.isEmpty) {
            downstream.send(value: collected)
            collected = []
          }
        case .left(.completed) where !discardWhenCompleted:
          // What was collected goes out at the next tick, then the stream completes.
          completing = true
        case let .left(terminal):
          ticks.inner = nil
          if let terminal = terminal.terminal(as: [V].self) { termination.schedule(terminal) }
        }
      }
      return Signal<V, E>.Observer { input.send(value: .left($0)) }
    }
  }
}

extension Signal where Value: Sendable {
  /// Sends a value only after `interval` has passed without another; delivers on `scheduler`.
  /// On completion the pending value is dropped, or sent first if `discardWhenCompleted` is false.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> Signal<Value, Error> {
    apply(Transforms.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
  }

  /// Sends at most one value per `interval`: the first at once, then the latest at the end of
  /// each interval; delivers on `scheduler`.
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    apply(Transforms.throttle(interval, on: scheduler))
  }

  /// Sends what was collected every `interval`, as arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool = false, discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    apply(
      Transforms.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
  }
}

extension Signal {
  /// Fails with `error` if the signal has not terminated `interval` after it is observed.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> Signal<Value, Error> {
    apply(Transforms.timeout(after: interval, raising: error, on: scheduler))
  }
}

extension SignalProducer where Value: Sendable {
  /// Sends a value only after `interval` has passed without another; delivers on `scheduler`.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
  }

  /// Sends at most one value per `interval`: the first at once, then the latest at the end of
  /// each interval; delivers on `scheduler`.
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    apply(Transforms.throttle(interval, on: scheduler))
  }

  /// Sends what was collected every `interval`, as arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler,
    skipEmpty: Bool = false, discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    apply(
      Transforms.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
  }
}

extension SignalProducer {
  /// Fails with `error` if a start has not terminated `interval` after it began (sub-second
  /// precision; the timer runs on `scheduler`, so tests use virtual time).
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.timeout(after: interval, raising: error, on: scheduler))
  }
}

extension Signal where Error == Never {
  /// Fails with `error` if the signal has not terminated `interval` after it is observed; a
  /// signal that cannot fail takes on the error's type.
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> Signal<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

extension SignalProducer where Error == Never {
  /// Fails with `error` if a start has not terminated `interval` after it began; a producer that
  /// cannot fail takes on the error's type.
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> SignalProducer<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}
