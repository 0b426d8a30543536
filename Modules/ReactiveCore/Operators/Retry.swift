import Foundation

/// How long to wait before each retry: exponential growth from `initial` by `multiplier`, capped
/// at `maximum`, with up to `jitter` (a fraction) of the delay taken off at random so that many
/// clients do not retry in lockstep.
public struct Backoff: Sendable, Equatable {
  /// The delay before the first retry.
  public var initial: TimeInterval
  /// The factor applied for each further retry.
  public var multiplier: Double
  /// The longest delay.
  public var maximum: TimeInterval
  /// The fraction of each delay, from 0 to 1, that may be taken off at random.
  public var jitter: Double

  /// Creates a backoff policy.
  public init(
    initial: TimeInterval, multiplier: Double = 2, maximum: TimeInterval = .infinity,
    jitter: Double = 0
  ) {
    precondition(initial >= 0 && multiplier >= 1 && maximum >= 0, "Invalid backoff")
    precondition((0...1).contains(jitter), "Jitter is a fraction from 0 to 1")
    self.initial = initial
    self.multiplier = multiplier
    self.maximum = maximum
    self.jitter = jitter
  }

  /// A constant delay.
  public static func constant(_ delay: TimeInterval) -> Backoff {
    Backoff(initial: delay, multiplier: 1)
  }

  /// The delay before retry number `attempt` (1-based), given a random number in `0..<1`.
  public func delay(forAttempt attempt: Int, random: Double) -> TimeInterval {
    let exponent = Double(max(attempt - 1, 0))
    let base = min(initial * pow(multiplier, exponent), maximum)
    return base * (1 - jitter * random)
  }
}

extension SignalProducer {
  /// Restarts the producer after a failure, at most `count` times; then forwards the failure.
  public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "retry(upTo:) needs a count of at least zero")
    return SignalProducer { observer, lifetime in
      let attempt = SerialDisposable()
      lifetime += attempt
      var remaining = count
      func start() {
        attempt.startReplacing {
          self.start { event in
            if case .failed(let error) = event {
              guard remaining > 0, !lifetime.hasEnded else { return observer.send(error: error) }
              remaining -= 1
              start()
            } else {
              observer.send(event)
            }
          }
        }
      }
      start()
    }
  }
}

extension SignalProducer where Value: Sendable {
  /// Restarts the producer after a failure, at most `count` times, waiting `interval` on
  /// `scheduler` before each restart.
  public func retry(
    upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
    retry(upTo: count, on: scheduler) { _, _ in interval }
  }

  /// Restarts the producer after a failure, at most `count` times, with delays from `backoff`
  /// (jitter drawn from `random`), for errors `shouldRetry` accepts.
  public func retry(
    upTo count: Int, backoff: Backoff, on scheduler: DateScheduler,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    when shouldRetry: @escaping (Error) -> Bool = { _ in true }
  ) -> SignalProducer<Value, Error> {
    retry(upTo: count, on: scheduler) { attempt, error in
      shouldRetry(error) ? backoff.delay(forAttempt: attempt, random: random()) : nil
    }
  }

  /// Restarts the producer after a failure, at most `count` times. `delay(attempt, error)` gives
  /// the wait before retry number `attempt` (1-based), or `nil` to forward the failure instead.
  public func retry(
    upTo count: Int, on scheduler: DateScheduler,
    delay: @escaping (_ attempt: Int, _ error: Error) -> TimeInterval?
  ) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "retry(upTo:) needs a count of at least zero")
    return SignalProducer { observer, lifetime in
      let retrier = Retrier(
        self, observer: observer, lifetime: lifetime, count: count, scheduler: scheduler,
        delay: delay)
      retrier.start()
    }
  }
}

/// The state of one start of `retry(upTo:on:delay:)`. Attempts run one after another (each is
/// started by the previous one's failure, directly or from the scheduler), never concurrently.
private final class Retrier<Value, Error: Swift.Error>: @unchecked Sendable {
  let producer: SignalProducer<Value, Error>
  let observer: Signal<Value, Error>.Observer
  let lifetime: Lifetime
  let count: Int
  let scheduler: DateScheduler
  let delay: (Int, Error) -> TimeInterval?
  let attempt = SerialDisposable()
  var retries = 0

  init(
    _ producer: SignalProducer<Value, Error>, observer: Signal<Value, Error>.Observer,
    lifetime: Lifetime, count: Int, scheduler: DateScheduler,
    delay: @escaping (Int, Error) -> TimeInterval?
  ) {
    self.producer = producer
    self.observer = observer
    self.lifetime = lifetime
    self.count = count
    self.scheduler = scheduler
    self.delay = delay
    lifetime += attempt
  }

  func start() {
    attempt.startReplacing {
      producer.start { [self] event in
        guard case .failed(let error) = event else { return observer.send(event) }
        guard retries < count, !lifetime.hasEnded, let wait = delay(retries + 1, error) else {
          return observer.send(error: error)
        }
        retries += 1
        let date = scheduler.currentDate.addingTimeInterval(wait)
        attempt.inner = scheduler.schedule(after: date) { [self] in start() }
      }
    }
  }
}
