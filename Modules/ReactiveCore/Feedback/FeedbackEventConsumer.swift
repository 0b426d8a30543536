import Synchronization

/// Where feedbacks send the events they produce. Events sent by an effect carry the effect's
/// token, so a loop drops those still queued when the effect is cancelled.
public struct FeedbackEventConsumer<Event>: @unchecked Sendable {
  @usableFromInline let sink: (Event, EffectToken?) -> Void
  @usableFromInline let monitor: EffectMonitor?

  @inlinable
  init(monitor: EffectMonitor? = nil, _ sink: @escaping (Event, EffectToken?) -> Void) {
    self.sink = sink
    self.monitor = monitor
  }

  /// Sends `event` to the loop (reduced in order with every other event).
  @inlinable
  public func send(_ event: Event) {
    sink(event, nil)
  }

  @inlinable
  func send(_ event: Event, token: EffectToken) {
    sink(event, token)
  }

  /// A consumer for test tools: receives each event with a check that tells whether it has gone
  /// stale (its effect was superseded), and reports effects starting and ending to `monitor`.
  public static func testing(
    monitor: EffectMonitor, _ receive: @escaping (_ event: Event, _ isStale: @escaping () -> Bool) -> Void
  ) -> FeedbackEventConsumer {
    FeedbackEventConsumer(monitor: monitor) { event, token in
      receive(event, { token?.isCancelled ?? false })
    }
  }
}

/// Identifies one effect of a feedback. It is cancelled when the feedback moves on (a new
/// control value, a `nil` one, or the loop stops): the effect's events still queued are then
/// stale and dropped, whether or not the effect has completed, as in Loop 3, where `enqueue(to:)`
/// removes "unprocessed events … when the inner producer has switched".
@usableFromInline
final class EffectToken: Sendable {
  @usableFromInline let cancelled = Synchronization.Atomic<Bool>(false)

  @inlinable init() {}

  @inlinable var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Cancels the effect: its events not reduced yet are dropped.
  @inlinable func cancel() {
    cancelled.store(true, ordering: .releasing)
  }
}

/// The token of a feedback's current effect; replacing it cancels the previous one.
@usableFromInline
final class CurrentEffect: @unchecked Sendable {
  @usableFromInline let lock = SpinLock()
  @usableFromInline var token: EffectToken?

  @inlinable init() {}

  /// Makes `next` current and cancels the previous token; tells whether there was one.
  @inlinable @discardableResult
  func replace(with next: EffectToken?) -> Bool {
    lock.lock()
    let previous = token
    token = next
    lock.unlock()
    guard let previous else { return false }
    previous.cancel()
    return true
  }
}

/// Observes effects starting and ending (the loop tester uses it to find effects still running).
public final class EffectMonitor: @unchecked Sendable {
  private let lock = SpinLock()
  private var running = 0

  /// Creates a monitor with no effect running.
  public init() {}

  /// The number of effects running now.
  public var runningEffects: Int { lock.withLock { running } }

  @usableFromInline func effectStarted() { lock.withLock { running += 1 } }
  @usableFromInline func effectEnded() { lock.withLock { running -= 1 } }
}
