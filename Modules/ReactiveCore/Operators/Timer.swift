import Foundation

/// `SignalProducer.timer` and `SignalProducer.interval`: values made by a scheduler's clock.
extension SignalProducer where Value == Date, Error == Never {
  /// A producer of the scheduler's current date every `interval` (the first after one
  /// interval), until disposed. `SignalProducer.timer(interval:on:)` infers its type.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<Date, Never> {
    timer(interval: interval, on: scheduler, leeway: interval.defaultLeeway)
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
