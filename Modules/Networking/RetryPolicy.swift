import Foundation
import ReactiveCore

/// When and how a client retries a failed request: only requests that may be repeated
/// (idempotent ones, by default), only for retryable errors (transport, timeout, 5xx, 429), with
/// exponential backoff and jitter; a 429's `Retry-After` is honoured when it asks for longer.
public struct RetryPolicy: Sendable, Equatable {
  /// Retries after the first attempt (0 disables retrying).
  public var maxRetries: Int
  /// The delays between attempts.
  public var backoff: Backoff
  /// The longest `Retry-After` the client waits for; a longer one fails at once.
  public var maxRetryAfter: TimeInterval

  /// Creates a policy.
  public init(maxRetries: Int, backoff: Backoff, maxRetryAfter: TimeInterval = 60) {
    self.maxRetries = maxRetries
    self.backoff = backoff
    self.maxRetryAfter = maxRetryAfter
  }

  /// Three retries: after about 0.5 s, 1 s and 2 s, each shortened by up to 20% at random.
  public static let standard = RetryPolicy(
    maxRetries: 3, backoff: Backoff(initial: 0.5, multiplier: 2, maximum: 8, jitter: 0.2))

  /// No retries.
  public static let never = RetryPolicy(maxRetries: 0, backoff: .constant(0))

  /// The wait before retry number `attempt` after `error`, or `nil` not to retry.
  public func delay(forAttempt attempt: Int, after error: CoreError, random: Double) -> TimeInterval? {
    guard attempt <= maxRetries, error.isRetryable else { return nil }
    let backoffDelay = backoff.delay(forAttempt: attempt, random: random)
    if case let .rateLimited(retryAfter?) = error {
      guard retryAfter <= maxRetryAfter else { return nil }
      return max(retryAfter, backoffDelay)
    }
    return backoffDelay
  }
}

extension SignalProducer where Value: Sendable, Error == CoreError {
  /// Restarts the producer after retryable failures, as `policy` says, waiting on `scheduler`.
  public func retry(
    _ policy: RetryPolicy, on scheduler: DateScheduler,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) -> SignalProducer<Value, CoreError> {
    guard policy.maxRetries > 0 else { return self }
    return retry(upTo: policy.maxRetries, on: scheduler) { attempt, error in
      policy.delay(forAttempt: attempt, after: error, random: random())
    }
  }
}
