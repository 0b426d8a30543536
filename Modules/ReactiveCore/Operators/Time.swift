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
      var generation = 0
      var pending: V?
      let handler = LateHandler<Either<Signal<V, E>.Event, Int>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Int>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          generation += 1
          pending = value
          let current = generation
          let date = scheduler.currentDate.addingTimeInterval(interval)
          timer.inner = scheduler.schedule(after: date) { fire.value.send(value: .right(current)) }
        case let .right(fired):
          guard fired == generation, let value = pending else { return }
          pending = nil
          downstream.send(value: value)
        case let .left(terminal):
          let flush = discardWhenCompleted ? nil : pending
          pending = nil
          generation += 1
          let target = UncheckedSendable((downstream, terminal, flush))
          timer.inner = scheduler.schedule {
            let (downstream, terminal, flush) = target.value
            if case .completed = terminal, let flush { downstream.send(value: flush) }
            downstream.send(terminal)
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
      var lastSent: Date?
      var pending: V?
      var terminal: Signal<V, E>.Event?
      let target = UncheckedSendable(downstream)
      let handler = LateHandler<Either<Signal<V, E>.Event, Date>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Date>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      handler.handle = { input in
        switch input {
        case let .left(.value(value)):
          let now = scheduler.currentDate
          if let lastSent, now < lastSent.addingTimeInterval(interval) {
            let isScheduled = pending != nil
            pending = value
            if !isScheduled {
              let date = lastSent.addingTimeInterval(interval)
              timer.inner = scheduler.schedule(after: date) { fire.value.send(value: .right(date)) }
            }
          } else {
            lastSent = now
            timer.inner = scheduler.schedule { target.value.send(value: value) }
          }
        case let .right(date):
          guard let value = pending else { return }
          pending = nil
          lastSent = date
          target.value.send(value: value)
          if let terminal { target.value.send(terminal) }
        case let .left(event):
          if case .completed = event, pending != nil {
            terminal = event
          } else {
            let box = UncheckedSendable(event)
            timer.inner = scheduler.schedule { target.value.send(box.value) }
          }
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
      let handler = LateHandler<Either<Signal<V, E>.Event, Void>>()
      let input = EventRelay<Either<Signal<V, E>.Event, Void>, Never>(handler.observer)
      lifetime += input
      let fire = UncheckedSendable(input)
      let start = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
      lifetime += scheduler.schedule(after: start, interval: interval) { fire.value.send(value: .right(())) }
      handler.handle = { input in
        switch input {
        case let .left(.value(value)): collected.append(value)
        case .right:
          if skipEmpty && collected.isEmpty { return }
          downstream.send(value: collected)
          collected = []
        case .left(.completed):
          if !discardWhenCompleted, !(skipEmpty && collected.isEmpty) { downstream.send(value: collected) }
          downstream.sendCompleted()
        case let .left(.failed(error)): downstream.send(error: error)
        case .left(.interrupted): downstream.sendInterrupted()
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
