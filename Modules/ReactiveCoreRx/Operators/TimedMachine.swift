import Foundation
import ReactiveCore

/// What a timed operator's step is given, one at a time: an event of the source, or a tick of
/// the timer it set (with the number it set it with).
@usableFromInline enum TimedInput<Element> {
  case event(ReactiveCore.Signal<Element, Swift.Error>.Event)
  case tick(Int)
}

/// What a timed operator's step acts through: the result's observer, its one timer, and the
/// source's subscription.
@usableFromInline final class TimedOutput<Element, Output>: @unchecked Sendable {
  /// The result's observer.
  @usableFromInline let observer: ReactiveCore.Signal<Output, Swift.Error>.Observer
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let inputs: ReactiveCore.Signal<TimedInput<Element>, Swift.Error>.Observer
  @usableFromInline let timer = ReactiveCore.SerialDisposable()
  @usableFromInline let source = ReactiveCore.SerialDisposable()

  @inlinable init(
    observer: ReactiveCore.Signal<Output, Swift.Error>.Observer, scheduler: SchedulerType,
    inputs: ReactiveCore.Signal<TimedInput<Element>, Swift.Error>.Observer, lifetime: Lifetime
  ) {
    self.observer = observer
    self.scheduler = scheduler
    self.inputs = inputs
    lifetime += timer
    lifetime += source
  }

  /// The scheduler's time now.
  @inlinable var now: Date { scheduler.currentDate }

  /// Sets the timer (replacing the one set before) to tick with `number` at `date`; the tick
  /// reaches the step through the operator's pipe, after what is queued there.
  @inlinable func setTimer(_ number: Int, at date: Date) {
    let inputs = inputs
    timer.inner = scheduler.schedule(after: date) { inputs.send(value: .tick(number)) }
  }

  /// Cancels the timer.
  @inlinable func cancelTimer() {
    timer.inner = nil
  }

  /// Ends the result with `error` at once (nothing waiting goes out).
  @inlinable func fail(_ error: Swift.Error) {
    cancelTimer()
    observer.send(error: error)
  }

  /// Ends the subscription to the source (it has ended; what it sent may still be going out).
  @inlinable func releaseSource() {
    source.dispose()
  }

  /// Ends the subscription to the source and forwards `replacement`'s events straight to the
  /// result from now on (what the source still had queued reaches the step, which ignores it).
  @inlinable func switchSource(to replacement: SignalProducer<Output, Swift.Error>) {
    cancelTimer()
    source.inner = replacement.start(observer)
  }

  @inlinable func subscribe(_ subscription: ReactiveCore.Disposable) {
    source.inner = subscription
  }
}

/// Runs a timed operator (debounce, throttle, delay) as a state machine on ReactiveCore's serial
/// delivery: the source's events and the timer's ticks go through one pipe, which delivers
/// them one at a time, so `State` needs no lock and a tick never interleaves with an event (the
/// races of a timer callback and a source event on two threads cannot happen). `step` gets the
/// state, the input and the output; it decides what to send and when the timer ticks. `begin`
/// runs once, before the source is subscribed (to set a first timer).
@inlinable func timedOperator<Element, Output, State>(
  _ source: SignalProducer<Element, Swift.Error>, on scheduler: SchedulerType, initial: State,
  begin: @escaping (inout State, TimedOutput<Element, Output>) -> Void = { _, _ in },
  step: @escaping (inout State, TimedInput<Element>, TimedOutput<Element, Output>) -> Void
) -> SignalProducer<Output, Swift.Error> {
  SignalProducer { observer, lifetime in
    let (inputs, input) = ReactiveCore.Signal<TimedInput<Element>, Swift.Error>.pipe()
    let output = TimedOutput(observer: observer, scheduler: scheduler, inputs: input, lifetime: lifetime)
    var state = initial
    begin(&state, output)
    lifetime += inputs.observeValues { step(&state, $0, output) }
    output.subscribe(source.start { event in input.send(value: .event(event)) })
  }
}
