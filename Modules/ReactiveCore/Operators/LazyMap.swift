/// `lazyMap(on:transform:)`: transforms only the values that will actually be delivered.
extension Transforms {
  @inlinable
  static func lazyMap<V: Sendable, E, U>(
    on scheduler: Scheduler, _ transform: @escaping (V) -> U
  ) -> Transform<V, E, U, E> {
    { downstream, lifetime in
      let latest = LockedBox<V?>(nil)
      let scheduled = SerialDisposable()
      lifetime += scheduled
      let termination = ScheduledTermination(downstream: downstream, lifetime: lifetime, scheduler: scheduler)
      let work = UncheckedSendable((downstream, transform))
      return .events { event in
        switch event {
        case let .value(value):
          // One scheduled delivery at a time; a value arriving before it runs replaces the one
          // waiting, whose transform never runs.
          let wasIdle = latest.withValue { slot -> Bool in
            defer { slot = value }
            return slot == nil
          }
          guard wasIdle else { return }
          scheduled.inner = scheduler.schedule {
            guard
              let value = latest.withValue({ slot -> V? in
                defer { slot = nil }
                return slot
              }), !termination.isClaimed
            else { return }
            let (downstream, transform) = work.value
            downstream.send(value: transform(value))
          }
        case .interrupted:
          scheduled.inner = nil
          termination.schedule(.interrupted)
        case .failed, .completed:
          // After the value waiting to be delivered, if any.
          if let terminal = event.terminal(as: U.self) { termination.schedule(terminal) }
        }
      }
    }
  }
}

extension Signal where Value: Sendable {
  /// Delivers values on `scheduler`, transformed there by `transform` only when they are about to
  /// be delivered: a value that a newer one replaces before the scheduler runs is never
  /// transformed. Terminal events are delivered on the scheduler, after a waiting value.
  @inlinable
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<U, Error> {
    apply(Transforms.lazyMap(on: scheduler, transform))
  }
}

extension SignalProducer where Value: Sendable {
  /// Delivers values on `scheduler`, transformed there only when they are about to be delivered;
  /// see `Signal.lazyMap(on:transform:)`.
  @inlinable
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    apply(Transforms.lazyMap(on: scheduler, transform))
  }
}
