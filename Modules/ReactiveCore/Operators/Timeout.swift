import Foundation

/// `timeout(after:raising:on:)`: fail when a stream has not ended in time, on a `DateScheduler`.
extension Transforms {
  @inlinable
  static func timeout<V, E>(
    after interval: TimeInterval, raising error: E, on scheduler: DateScheduler
  ) -> Transform<V, E, V, E> {
    { downstream, lifetime in
      let serial = EventRelay(handler: downstream)
      let date = scheduler.currentDate.addingTimeInterval(interval)
      lifetime += scheduler.schedule(after: date) { serial.send(error: error) }
      return serial.handler
    }
  }
}

extension Signal {
  /// Fails with `error` if the signal has not terminated `interval` after it is observed.
  @inlinable
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> Signal<Value, Error> {
    apply(Transforms.timeout(after: interval, raising: error, on: scheduler))
  }
}

extension SignalProducer {
  /// Fails with `error` if a start has not terminated `interval` after it began (sub-second
  /// precision; the timer runs on `scheduler`, so tests use virtual time).
  @inlinable
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
    apply(Transforms.timeout(after: interval, raising: error, on: scheduler))
  }
}

extension Signal where Error == Never {
  /// Fails with `error` if the signal has not terminated `interval` after it is observed; a
  /// signal that cannot fail takes on the error's type.
  @inlinable
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> Signal<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

extension SignalProducer where Error == Never {
  /// Fails with `error` if a start has not terminated `interval` after it began; a producer that
  /// cannot fail takes on the error's type.
  @inlinable
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> SignalProducer<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}
